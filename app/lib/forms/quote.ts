import {
  currencies,
  maxRosterRows,
  productTypes,
  sampleChoices,
  shippingModes,
  sizes,
} from '../order/catalogue'
import { lineTable } from '../order/lines'
import { defineForm } from './contract'
import { colours, sharedRules as shared } from './common'

/** The longest roster text: its rows of a name, a number and a size, with room to spare. */
const rosterLength = maxRosterRows * 80

/**
 * The quotation request (Design Submission Form) and the order builder around it. It travels as
 * multipart with capitalised names, as the hosted form services receive it. The form's original
 * twelve fields come first and keep their meaning for those services and their clients:
 * `ProductType`, `Color` and `Size` are the first product line's type, colour and main size
 * (lib/order/order.ts derives them), and `Summary` the whole order in words (lib/order/summary.ts):
 * `derived`, no control of the page. Everything after the original fields is additive and left out
 * of the post when empty.
 */
export const quoteForm = defineForm({
  id: 'quote',
  encoding: 'multipart',
  policy: {
    reply: 'ack',
    answered: true,
    statusPage: true,
    files: true,
    order: true,
    sender: { email: 'email', name: 'customerName', company: 'company', message: 'notes' },
  },
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
      options: productTypes,
      optionWords: 'forms.quote.productTypes',
      derived: true,
    },
    color: {
      name: 'Color',
      kind: 'choice',
      options: colours.map((colour) => colour.hex),
      optionWords: 'forms.colours',
      fallback: 'Not Selected',
      derived: true,
    },
    size: { name: 'Size', kind: 'choice', options: sizes, derived: true },
    notes: { name: 'Notes', ...shared.message },
    ...lineTable,
    roster: { name: 'Roster', kind: 'multiline', maxLength: rosterLength, omitWhenEmpty: true },
    inHandsDate: { name: 'InHandsDate', kind: 'date', maxDaysAhead: 3 * 366, omitWhenEmpty: true },
    shipping: { name: 'Shipping', kind: 'choice', options: shippingModes, omitWhenEmpty: true },
    sample: { name: 'Sample', kind: 'choice', options: sampleChoices, omitWhenEmpty: true },
    targetPrice: {
      name: 'TargetPrice',
      kind: 'number',
      min: 0.01,
      max: 10_000,
      decimals: 2,
      omitWhenEmpty: true,
    },
    currency: { name: 'Currency', kind: 'choice', options: currencies, omitWhenEmpty: true },
    destination: { name: 'Destination', kind: 'text', maxLength: 120, omitWhenEmpty: true },
    summary: { name: 'Summary', kind: 'multiline', maxLength: 40_000, omitWhenEmpty: true, derived: true },
    // The status token of the request this one repeats: the collector links the two by it and never
    // stores it with the new request (decision 050).
    repeatOf: { name: 'RepeatOf', kind: 'text', maxLength: 32, omitWhenEmpty: true, hidden: true },
  },
})
