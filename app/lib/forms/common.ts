/**
 * What the three forms share, without React: their ids, the honeypot, the anchors, the common
 * fields and the colour palette. Each form's own table is in its module (contact.ts, quote.ts,
 * newsletter.ts); docs/forms.md explains the bounds.
 */
export const formIds = ['contact', 'quote', 'newsletter'] as const
export type FormId = (typeof formIds)[number]

export function isFormId(value: unknown): value is FormId {
  return typeof value === 'string' && (formIds as readonly string[]).includes(value)
}

/** Hidden from people; a filled one marks the submission as spam. */
export const honeypotField = '_gotcha'

/**
 * The fields more than one form asks for: kind, longest accepted value in characters
 * (docs/forms.md) and autofill token. Each table adds the name it posts one with and whether it is
 * required there.
 */
export const sharedRules = {
  personName: { kind: 'text', maxLength: 100, autoComplete: 'name' },
  email: { kind: 'email', maxLength: 254, autoComplete: 'email' },
  company: { kind: 'text', maxLength: 120, autoComplete: 'organization' },
  phone: { kind: 'tel', maxLength: 40, autoComplete: 'tel' },
  country: { kind: 'text', maxLength: 80, autoComplete: 'country-name' },
  city: { kind: 'text', maxLength: 80, autoComplete: 'address-level2' },
  position: { kind: 'text', maxLength: 80, autoComplete: 'organization-title' },
  message: { kind: 'multiline', maxLength: 5000 },
} as const

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

/** The id of each form's element, the anchor a page without JavaScript comes back to. */
export const formAnchors = {
  contact: 'contact-form',
  quote: 'quote-form',
  newsletter: 'newsletter-form',
} as const satisfies Record<FormId, string>

/** The id of a form's problem summary, on a page rendered for a post the collector refused. */
export const problemSummaryId = (form: FormId) => `${formAnchors[form]}-problems`

/** Whether a form's endpoint is the site's own collector (an address on the site), not a hosted service. */
export const isSiteCollector = (endpoint: string) => endpoint.startsWith('/') && !endpoint.startsWith('//')

/**
 * The query parameter a form's address names its page with: a page the collector renders in answer
 * to a post is at the collector's address, so the Referer of a post sent from it names no page.
 */
export const postedFromParam = 'page'

/**
 * The address a form on page `page` posts to without its script: its endpoint, naming the page (for
 * the site's own collector) and its problem summary. A refused post is answered at this address
 * with the form's page, which then opens at what to mend. A stored one is answered here too, with
 * the thank-you page, which holds no element of that id and so opens at its top.
 */
export const nativeAction = (form: FormId, endpoint: string, page: string) =>
  `${postAddress(endpoint, page)}#${problemSummaryId(form)}`

/** A form's endpoint naming page `page`, when it is the site's own collector. */
export const postAddress = (endpoint: string, page: string) =>
  isSiteCollector(endpoint)
    ? `${endpoint}${endpoint.includes('?') ? '&' : '?'}${new URLSearchParams({ [postedFromParam]: page })}`
    : endpoint
