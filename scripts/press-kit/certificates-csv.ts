import { shownCertificates } from '../../app/content/certificates'
import { contentFor } from '../../app/content/page-content'
import { qualityContent } from '../../app/content/quality'
import { i18nFor } from '../../app/i18n/config'
import type { Locale } from '../../app/lib/locale'

/** A CSV field: quoted when it holds a quote, a comma or a line break, as RFC 4180 writes it. */
const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)

/**
 * The certificates in force as a spreadsheet opens them: a heading row in the language, then one
 * row per certificate with its number, dates (YYYY-MM-DD) and the issuer's check. Lines end in
 * CRLF and the file starts with a byte order mark, so spreadsheet programs read the accents right.
 */
export function certificatesCsv(locale: Locale): string {
  const { t } = i18nFor(locale)
  const { entries } = contentFor(qualityContent, locale).list
  const rows = [
    [
      t('certificates.standard'),
      t('certificates.issuer'),
      t('certificates.number'),
      t('certificates.validFrom'),
      t('certificates.validUntil'),
      t('certificates.scope'),
      t('certificates.checkService'),
    ],
    ...shownCertificates.map((certificate) => [
      entries[certificate.id]?.title ?? certificate.name,
      certificate.issuer,
      certificate.number,
      certificate.validFrom,
      certificate.validUntil,
      entries[certificate.id]?.scope ?? '',
      certificate.check?.url ?? '',
    ]),
  ]
  return `\ufeff${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`
}
