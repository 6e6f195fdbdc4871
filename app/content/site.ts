import { data as facts } from './data/company'
import type { Entry as CompanyFacts } from './schemas/company'

export type { Register } from './schemas/company'

/** An address as the pages print it; each language names the country from its ISO code. */
export type PostalAddress = CompanyFacts['offices']['uk']

/**
 * What UK company law asks every company's website to show, and Spain's e-commerce law (LSSI) asks
 * of a site selling to Spanish businesses: the register, the company's number in it, its registered
 * office and its VAT number. The EORI number and the directors are optional: an empty value leaves
 * their line out.
 */
export type CompanyRegistration = CompanyFacts['company']

/**
 * Language-free facts about the company: the company's own in content/company/company.yml, which
 * its staff edit, and what the code decides beside them. Until a deployment replaces them, the
 * facts are fictional: the e-mail addresses use example.com, the phone numbers come from Ofcom's
 * range reserved for drama (020 7946 0000 to 0999), and the registration numbers are all zeros, so
 * none of them reaches or names anyone; a build for a real address refuses to publish those still
 * left as shipped (identity.ts).
 */
export const site = {
  ...facts,
  /** Each day's hours in the order pages and mails list them. */
  openingHours: [
    { days: 'weekdays', ...facts.openingHours.weekdays },
    { days: 'saturday', ...facts.openingHours.saturday },
  ] as const,
  /** Starts every lead's reference (SS-4F7K2QXM), so buyers and sales recognise it anywhere. */
  referencePrefix: 'SS',
  url: import.meta.env?.VITE_SITE_URL ?? 'https://www.example.com',
  /** Card brands accepted, by their own names (the same in every language). */
  cardBrands: { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' },
}

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
