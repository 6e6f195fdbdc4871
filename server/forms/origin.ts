import type { FastifyRequest } from 'fastify'
import { isLocale, localeFromPath, type Locale } from '../../app/lib/locale'
import { consentParam, isNewsletterConsentId } from '../../app/lib/forms/consent'
import { visitParams } from '../../app/lib/forms/visit'
import { wordsIn } from '../words'
import { withoutStatusToken } from '../../app/lib/status-page'
import type { Consent } from '../store/leads'
import type { Visit } from '../store/visit'
import { postingPage } from './request'

const maxUrl = 500

/** An http(s) address as text, without its fragment; nothing else is kept. */
function webAddress(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined
  try {
    const url = new URL(value)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
    url.hash = ''
    return url.href.slice(0, maxUrl)
  } catch {
    return undefined
  }
}

/** The page a form was sent from: the browser's Referer, which the forms send in full (./request.ts). */
export function leadPage(request: FastifyRequest): string | undefined {
  // A status page sends no Referer (its policy); a browser that did would not pass its token on.
  const page = webAddress(postingPage(request)?.href)
  return page && withoutStatusToken(page)
}

/**
 * The visitor's language: what the page declared (`Content-Language`, sent by the site's forms
 * from any origin), else the path of the page that posted, else the browser's first language.
 */
export function leadLocale(request: FastifyRequest): Locale {
  const declared = String(request.headers['content-language'] ?? '')
    .split(/[,-]/)[0]!
    .trim()
    .toLowerCase()
  if (isLocale(declared)) return declared
  const page = leadPage(request)
  if (page) return localeFromPath(new URL(page).pathname)
  return /^\s*es\b/i.test(String(request.headers['accept-language'] ?? '')) ? 'es' : 'en'
}

const utmKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']

/**
 * The visit that brought the lead, as the site's forms add it to the address they post to: the
 * first page of the visit (its utm_* parameters read from there) and the site that sent the visitor.
 */
export function leadVisit(request: FastifyRequest): Visit | undefined {
  const query = request.query as Record<string, unknown>
  const rawLanding = query[visitParams.landing]
  const landing =
    typeof rawLanding === 'string' && rawLanding.startsWith('/') && !rawLanding.startsWith('//')
      ? withoutStatusToken(rawLanding).slice(0, maxUrl)
      : undefined
  const referrer = webAddress(query[visitParams.referrer])
  if (!landing && !referrer) return undefined
  const utm: Record<string, string> = {}
  const params = new URLSearchParams(landing?.split('?')[1] ?? '')
  for (const key of utmKeys) {
    const value = params.get(key)
    if (value) utm[key] = value.slice(0, 100)
  }
  return { landing, referrer, utm: Object.keys(utm).length ? utm : undefined }
}

/**
 * The consent a newsletter signup gave: the wording its form named (`?consent=<id>`), in the words
 * the translation module holds for that id in the visitor's language, as the form printed them.
 * Nothing of it comes from the post but the id, which must be one the site has shown.
 */
export function leadConsent(request: FastifyRequest, locale: Locale): Consent | undefined {
  const id = (request.query as Record<string, unknown>)[consentParam]
  if (!isNewsletterConsentId(id)) return undefined
  return { id, wording: wordsIn(locale).t(`forms.newsletter.consent.${id}`) }
}
