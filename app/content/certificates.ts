import type { Locale } from '~/lib/locale'
import { data } from './data/certificates'
import type { Entry } from './schemas/certificates'

/**
 * The certificates and audits behind every standard the site names, written once in
 * content/certificates/ (one entry each): the pages, the links from copy, the press kit and the
 * health check all read this list, and the bare names copy quotes (`standards`, `certification` in
 * figures.ts) are made from it.
 *
 * A real deployment replaces the shipped entries there. Until then every number starts with
 * "EXAMPLE", so nobody can mistake one for a certificate a buyer could check, and a build for a
 * real address refuses to publish one still as shipped (identity.ts).
 */
export type Certificate = Omit<Entry, 'order' | keyof CertificateWords> & {
  /** The entry's anchor on the Quality and certificates page, its file's name: `/quality#oeko-tex`. */
  id: string
}

export type CertificateId = Certificate['id']

/** A certificate's words in one language: its full title and what it covers. */
export type CertificateWords = Pick<Entry, 'title' | 'scope'>

/** Listed in the order pages show them (each entry's place in the list); the first valid one is the headline certification. */
export const certificates: readonly Certificate[] = Object.entries(data.en)
  .sort(([slugA, a], [slugB, b]) => a.order - b.order || slugA.localeCompare(slugB))
  .map(([id, { order: _order, title: _title, scope: _scope, ...facts }]) => ({ id, ...facts }))

/** Each certificate's full title and scope in a language, by its id: words the Quality page shows. */
export function certificateWords(locale: Locale): Record<CertificateId, CertificateWords> {
  return Object.fromEntries(
    Object.entries(data[locale]).map(([id, { title, scope }]) => [id, { title, scope }]),
  )
}

/** The calendar day of `now` in UTC, as certificates write their dates. */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10)
}

/** Whether a certificate has run out by `now`: it holds through its last day, in UTC. */
export function hasExpired(certificate: Certificate, now: Date): boolean {
  return certificate.validUntil < isoDay(now)
}

/** The certificates in force at `now` (issued and not expired), in their order: the only ones pages show or link. */
export function validCertificates<Entry extends Certificate>(list: readonly Entry[], now: Date): Entry[] {
  return list.filter((certificate) => certificate.validFrom <= isoDay(now) && !hasExpired(certificate, now))
}

/** The certificates that have run out by `now`, for whoever runs the site to renew or remove. */
export function expiredCertificates<Entry extends Certificate>(list: readonly Entry[], now: Date): Entry[] {
  return list.filter((certificate) => hasExpired(certificate, now))
}

/**
 * A sentence for the build's log and the health check, naming the certificate, its last day and the
 * file its facts are written in (its entry under Certificates in the CMS).
 */
export function expiryWarning(certificate: Certificate): string {
  return `The ${certificate.name} certificate ${certificate.number} expired after ${certificate.validUntil}. Renew it in content/certificates/${certificate.id}.en.yml (Certificates in the CMS), or delete that file and its Spanish one, then build the site again: a build leaves an expired certificate off every page.`
}

/**
 * The certificates as the pages were built: pre-rendered pages are fixed when they are built, so
 * what they show is what was valid on that day.
 */
export const shownCertificates = validCertificates(certificates, new Date())
