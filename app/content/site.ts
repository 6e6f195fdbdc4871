import { example } from './example'

export interface PostalAddress {
  street: string
  locality: string
  postalCode: string
  region?: string
  /** ISO 3166-1 alpha-2; each language names the country itself. */
  countryCode: string
}

/** The registers a UK company can be on; each language names them under `company.registers` in app/i18n. */
export const registers = ['england-and-wales', 'scotland', 'northern-ireland'] as const
export type Register = (typeof registers)[number]

/**
 * What UK company law asks every company's website to show, and Spain's e-commerce law (LSSI) asks
 * of a site selling to Spanish businesses: the register, the company's number in it, its registered
 * office and its VAT number. The EORI number and the directors are optional: an empty value leaves
 * their line out.
 */
export interface CompanyRegistration {
  registeredIn: Register
  number: string
  registeredOffice: PostalAddress
  vatNumber: string
  eori: string
  directors: readonly string[]
}

/** The UK office's address, where the company is also registered until told otherwise. */
const ukOffice: PostalAddress = {
  street: '14 Tanner Street',
  locality: 'London',
  postalCode: 'SE1 3LE',
  countryCode: 'GB',
}

const company: CompanyRegistration = {
  registeredIn: 'england-and-wales',
  number: example('00000000'),
  registeredOffice: example(ukOffice),
  vatNumber: example('GB 000 0000 00'),
  eori: example('GB000000000000'),
  directors: example(['A. N. Example']),
}

/**
 * Language-free facts about the company. A real deployment replaces these placeholders here and
 * nowhere else: the e-mail addresses use example.com, the phone numbers come from Ofcom's range
 * reserved for drama (020 7946 0000 to 0999), and the registration numbers are all zeros, so none of
 * them reaches or names anyone. The facts marked `example(...)` are the ones a build for a real
 * address refuses to publish until they are replaced.
 */
export const site = {
  brand: 'Sterling Stitch',
  /** Shown under the brand name in the logo. */
  brandSuffix: 'Sportswear',
  /** The registered name, exactly as the register spells it. */
  legalName: example('Sterling Stitch Sportswear Ltd'),
  company,
  /** Starts every lead's reference (SS-4F7K2QXM), so buyers and sales recognise it anywhere. */
  referencePrefix: 'SS',
  url: import.meta.env?.VITE_SITE_URL ?? 'https://www.example.com',
  foundedYear: 2010,
  phone: example({ display: '+44 20 7946 0321', dial: '+442079460321' }),
  fax: { display: '+44 20 7946 0322', dial: '+442079460322' },
  email: {
    info: example('info@example.com'),
    careers: 'careers@example.com',
    press: 'press@example.com',
  },
  /** International format without "+" or spaces, as chat links expect. Empty hides the chat button. */
  chatNumber: '442079460323',
  offices: {
    uk: ukOffice,
    factory: {
      street: 'Plot 27, Small Industrial Estate',
      locality: 'Sialkot',
      postalCode: '51310',
      region: 'Punjab',
      countryCode: 'PK',
    },
  },
  /** 24-hour clock, local time of the UK office. */
  openingHours: [
    { days: 'weekdays', opens: '08:00', closes: '18:00' },
    { days: 'saturday', opens: '09:00', closes: '16:00' },
  ],
  /** Card brands accepted, by their own names (the same in every language). */
  cardBrands: { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' },
  /** Profile URLs; an empty one keeps its footer button a notice instead of a link. */
  social: { twitter: '', instagram: '', linkedin: '' } as Record<
    'twitter' | 'instagram' | 'linkedin',
    string
  >,
  embeds: {
    factoryVideo: 'https://www.youtube-nocookie.com/embed/5qap5aO4i9A',
    factoryTour: 'https://www.canva.com/design/DAF0example/watch?embed',
  },
} as const

export type Site = typeof site

/**
 * Where each form posts. The defaults are the site's own collector; a static deployment points them
 * at a hosted form service with these variables when it builds. The build checks them in
 * server/env.ts and writes the same values into the pages, the islands and the server, so the
 * server's policy and `_headers` allow what the forms post to.
 */
export const formEndpoints = {
  contact: import.meta.env?.VITE_FORM_CONTACT_URL ?? '/api/forms/contact',
  quote: import.meta.env?.VITE_FORM_QUOTE_URL ?? '/api/forms/quote',
  newsletter: import.meta.env?.VITE_FORM_NEWSLETTER_URL ?? '/api/forms/newsletter',
}
