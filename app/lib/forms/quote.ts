import { defineForm } from './contract'
import { colours, maxLength } from './fields'

/**
 * The quotation request (Design Submission Form): spec sections 3 and 5. It travels as multipart
 * with capitalised names, as the hosted form services receive it.
 */
export const quoteForm = defineForm({
  id: 'quote',
  encoding: 'multipart',
  fields: {
    customerName: {
      name: 'CustomerName',
      kind: 'text',
      required: true,
      maxLength: maxLength.name,
      autoComplete: 'name',
    },
    company: { name: 'Company', kind: 'text', maxLength: maxLength.company, autoComplete: 'organization' },
    email: {
      name: 'Email',
      kind: 'email',
      required: true,
      maxLength: maxLength.email,
      autoComplete: 'email',
    },
    phone: { name: 'Phone', kind: 'tel', required: true, maxLength: maxLength.phone, autoComplete: 'tel' },
    country: { name: 'Country', kind: 'text', maxLength: maxLength.place, autoComplete: 'country-name' },
    city: { name: 'City', kind: 'text', maxLength: maxLength.place, autoComplete: 'address-level2' },
    position: {
      name: 'Position',
      kind: 'text',
      maxLength: maxLength.position,
      autoComplete: 'organization-title',
    },
    website: { name: 'Website', kind: 'url', maxLength: maxLength.website, autoComplete: 'url' },
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
    notes: { name: 'Notes', kind: 'multiline', maxLength: maxLength.message },
  },
})
