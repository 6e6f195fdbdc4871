/**
 * The newsletter's consent wordings, by id. The form shows the current one beside its button and
 * names it in the address it posts to (`?consent=<id>`, native posts too); the collector keeps the
 * words its translation module holds for that id, in the visitor's language, never words sent in
 * the post. A changed wording gets a new id here and in both languages, and the old one stays:
 * each subscription's proof names the words that person saw.
 */
export const newsletterConsentIds = ['newsletter-2026-11'] as const
export type NewsletterConsentId = (typeof newsletterConsentIds)[number]

/** The wording the form shows today. */
export const currentNewsletterConsent: NewsletterConsentId = 'newsletter-2026-11'

/** The query parameter that names the wording shown. */
export const consentParam = 'consent'

export const isNewsletterConsentId = (value: unknown): value is NewsletterConsentId =>
  typeof value === 'string' && (newsletterConsentIds as readonly string[]).includes(value)

/** The newsletter's endpoint, naming the wording the form shows. */
export const withConsent = (endpoint: string): string =>
  `${endpoint}${endpoint.includes('?') ? '&' : '?'}${consentParam}=${currentNewsletterConsent}`
