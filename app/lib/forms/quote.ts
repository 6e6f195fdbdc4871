import { defineForm } from './contract'
import { colours, sharedRules as shared } from './fields'

/**
 * The quotation request (Design Submission Form): spec sections 3 and 5. It travels as multipart
 * with capitalised names, as the hosted form services receive it.
 */
export const quoteForm = defineForm({
  id: 'quote',
  encoding: 'multipart',
  fields: {
    customerName: { name: 'CustomerName', required: true, ...shared.personName },
    company: { name: 'Company', ...shared.company },
    email: { name: 'Email', required: true, ...shared.email },
    phone: { name: 'Phone', required: true, ...shared.phone },
    country: { name: 'Country', ...shared.country },
    city: { name: 'City', ...shared.city },
    position: { name: 'Position', ...shared.position },
    website: { name: 'Website', kind: 'url', maxLength: 300, autoComplete: 'url' },
    productType: {
      name: 'ProductType',
      kind: 'choice',
      options: [
        't-shirt',
        'polo-shirt',
        'hoodie',
        'sweatshirt',
        'jacket',
        'tracksuit',
        'jersey',
        'shorts',
        'pants',
        'leggings',
        'sports-bra',
        'cap',
        'beanie',
        'socks',
        'gloves',
        'football',
        'hockey-stick',
        'cricket-bat',
        'other',
      ],
    },
    color: {
      name: 'Color',
      kind: 'choice',
      options: colours.map((colour) => colour.hex),
      fallback: 'Not Selected',
    },
    size: { name: 'Size', kind: 'choice', options: ['XS', 'S', 'M', 'L', 'XL', 'XXL'], initial: 'M' },
    notes: { name: 'Notes', ...shared.message },
  },
})
