/**
 * The certificates and audits behind every standard the site names, written once: the pages, the
 * links from copy, the press kit and the health check all read this list, and the bare names copy
 * quotes (`standards`, `certification` in figures.ts) are made from it.
 *
 * A real deployment replaces these placeholders here and nowhere else. Until then every number
 * starts with "EXAMPLE", so nobody can mistake one for a certificate a buyer could check, and is
 * written `example(...)`, so a build for a real address refuses to publish it (identity.ts).
 */
export interface Certificate {
  /** The entry's anchor on the Quality and certificates page: `/quality#oeko-tex`. */
  id: string
  /**
   * The standard as copy names it, and the words a link from copy is made on: "OEKO-TEX". Its
   * title in full and its scope are words of each language (the Quality page's content).
   */
  name: string
  /** The certification body or audit firm that issued it, by its own name. */
  issuer: string
  /** The certificate, label or audit number the issuer's check asks for. */
  number: string
  /** ISO dates (YYYY-MM-DD); a certificate is valid through the whole of its last day. */
  validFrom: string
  validUntil: string
  /** A copy of the certificate, a path under public/ ("/certificates/iso-9001.pdf"), when supplied. */
  pdf?: string
  /** The issuer's public check, where there is one. */
  check?: { service: string; url: string }
}

/** Listed in the order pages show them; the first valid one is the headline certification. */
export const certificates = [
  {
    id: 'iso-9001',
    name: 'ISO 9001:2015',
    issuer: 'Example Certification Ltd',
    number: 'EXAMPLE-QMS-000001',
    validFrom: '2025-03-01',
    validUntil: '2028-02-29',
    check: { service: 'IAF CertSearch', url: 'https://www.iafcertsearch.org/' },
  },
  {
    id: 'oeko-tex',
    name: 'OEKO-TEX',
    issuer: 'Example Textile Testing Institute',
    number: 'EXAMPLE-00.HPK.00000',
    validFrom: '2026-09-01',
    validUntil: '2027-08-31',
    check: { service: 'OEKO-TEX Label Check', url: 'https://www.oeko-tex.com/en/label-check' },
  },
  {
    id: 'bsci',
    name: 'BSCI',
    issuer: 'Example Social Audits Ltd',
    number: 'EXAMPLE-AMFORI-ID-000000',
    validFrom: '2025-06-10',
    validUntil: '2027-06-09',
    check: { service: 'amfori Sustainability Platform', url: 'https://platform.amfori.org/' },
  },
  {
    id: 'wrap',
    name: 'WRAP',
    issuer: 'Worldwide Responsible Accredited Production (WRAP)',
    number: 'EXAMPLE-WRAP-000000',
    validFrom: '2026-02-01',
    validUntil: '2028-01-31',
    check: { service: 'WRAP', url: 'https://wrapcompliance.org/en/certification/facility-monitor-list/' },
  },
  {
    // Lapsed on purpose in the examples: the build and the health check warn of it, and no page
    // shows or links it.
    id: 'iso-14001',
    name: 'ISO 14001:2015',
    issuer: 'Example Certification Ltd',
    number: 'EXAMPLE-EMS-000002',
    validFrom: '2022-04-01',
    validUntil: '2025-03-31',
    check: { service: 'IAF CertSearch', url: 'https://www.iafcertsearch.org/' },
  },
] as const satisfies readonly Certificate[]

export type CertificateId = (typeof certificates)[number]['id']

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

/** A sentence for the build's log and the health check, naming the certificate and its last day. */
export function expiryWarning(certificate: Certificate): string {
  return `The ${certificate.name} certificate ${certificate.number} expired after ${certificate.validUntil}. Renew it or remove it in app/content/certificates.ts, then build the site again: a build leaves an expired certificate off every page.`
}

/**
 * The certificates as the pages were built: pre-rendered pages are fixed when they are built, so
 * what they show is what was valid on that day.
 */
export const shownCertificates = validCertificates(certificates, new Date())
