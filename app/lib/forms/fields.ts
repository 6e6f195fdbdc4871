/**
 * The fields, options and length bounds of the three forms, without React: the components, the
 * collector's schemas and the tests all read them from here. docs/forms.md explains the bounds.
 */
export const formIds = ['contact', 'quote', 'newsletter'] as const
export type FormId = (typeof formIds)[number]

export function isFormId(value: unknown): value is FormId {
  return typeof value === 'string' && (formIds as readonly string[]).includes(value)
}

/** Hidden from people; a filled one marks the submission as spam. */
export const honeypotField = '_gotcha'

export const contactProductTypes = ['clothing', 'sportswear', 'sports-equipment', 'custom'] as const
export const quantities = ['100-500', '500-1000', '1000-5000', '5000+'] as const

export const quoteProductTypes = [
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
] as const

export const sizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const
export const defaultSize = 'M'

/** The 28 swatches of the quotation palette; `name` keys the colour's translated name. */
export const colours = [
  { name: 'black', hex: '#000000' },
  { name: 'white', hex: '#FFFFFF' },
  { name: 'charcoal', hex: '#333F48' },
  { name: 'heatherGrey', hex: '#9EA2A2' },
  { name: 'silver', hex: '#C0C0C0' },
  { name: 'navy', hex: '#001F5B' },
  { name: 'royalBlue', hex: '#0047AB' },
  { name: 'skyBlue', hex: '#87CEEB' },
  { name: 'teal', hex: '#008080' },
  { name: 'turquoise', hex: '#40E0D0' },
  { name: 'darkGreen', hex: '#013220' },
  { name: 'kellyGreen', hex: '#4CBB17' },
  { name: 'lime', hex: '#BFFF00' },
  { name: 'olive', hex: '#708238' },
  { name: 'red', hex: '#C8102E' },
  { name: 'maroon', hex: '#800000' },
  { name: 'burgundy', hex: '#800020' },
  { name: 'pink', hex: '#FF69B4' },
  { name: 'coral', hex: '#FF7F50' },
  { name: 'purple', hex: '#5F259F' },
  { name: 'lavender', hex: '#B57EDC' },
  { name: 'orange', hex: '#FF6600' },
  { name: 'gold', hex: '#FFB81C' },
  { name: 'yellow', hex: '#FFD700' },
  { name: 'cream', hex: '#FFFDD0' },
  { name: 'khaki', hex: '#C3B091' },
  { name: 'tan', hex: '#D2B48C' },
  { name: 'brown', hex: '#5C4033' },
] as const

export type ColourName = (typeof colours)[number]['name']
/** What the quotation sends as Color when no swatch is chosen. */
export const noColour = 'Not Selected'

/** Longest accepted value of each kind of field, in characters. */
export const maxLength = {
  name: 100,
  email: 254,
  company: 120,
  phone: 40,
  place: 80,
  position: 80,
  website: 300,
  message: 5000,
} as const

export const contactFields = [
  'name',
  'email',
  'company',
  'phone',
  'country',
  'city',
  'position',
  'productType',
  'quantity',
  'message',
] as const
export type ContactField = (typeof contactFields)[number]

export const quoteFields = [
  'customerName',
  'company',
  'email',
  'phone',
  'country',
  'city',
  'position',
  'website',
  'productType',
  'color',
  'size',
  'notes',
] as const
export type QuoteField = (typeof quoteFields)[number]

/** The quotation travels with capitalised names, as the hosted form services receive it. */
export const quoteFieldNames = {
  customerName: 'CustomerName',
  company: 'Company',
  email: 'Email',
  phone: 'Phone',
  country: 'Country',
  city: 'City',
  position: 'Position',
  website: 'Website',
  productType: 'ProductType',
  color: 'Color',
  size: 'Size',
  notes: 'Notes',
} as const satisfies Record<QuoteField, string>

/** The id of each form's element, the anchor a page without JavaScript comes back to. */
export const formAnchors = {
  contact: 'contact-form',
  quote: 'quote-form',
  newsletter: 'newsletter-form',
} as const satisfies Record<FormId, string>
