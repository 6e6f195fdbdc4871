import { defineForm } from './contract'
import { maxLength } from './fields'

/** The contact enquiry: spec sections 3 and 5, sent as JSON with exactly these ten fields. */
export const contactForm = defineForm({
  id: 'contact',
  encoding: 'json',
  fields: {
    name: { name: 'name', kind: 'text', required: true, maxLength: maxLength.name, autoComplete: 'name' },
    email: {
      name: 'email',
      kind: 'email',
      required: true,
      maxLength: maxLength.email,
      autoComplete: 'email',
    },
    company: { name: 'company', kind: 'text', maxLength: maxLength.company, autoComplete: 'organization' },
    phone: { name: 'phone', kind: 'tel', maxLength: maxLength.phone, autoComplete: 'tel' },
    country: { name: 'country', kind: 'text', maxLength: maxLength.place, autoComplete: 'country-name' },
    city: { name: 'city', kind: 'text', maxLength: maxLength.place, autoComplete: 'address-level2' },
    position: {
      name: 'position',
      kind: 'text',
      maxLength: maxLength.position,
      autoComplete: 'organization-title',
    },
    productType: {
      name: 'productType',
      kind: 'choice',
      options: ['clothing', 'sportswear', 'sports-equipment', 'custom'],
    },
    quantity: { name: 'quantity', kind: 'choice', options: ['100-500', '500-1000', '1000-5000', '5000+'] },
    message: { name: 'message', kind: 'multiline', required: true, maxLength: maxLength.message },
  },
})
