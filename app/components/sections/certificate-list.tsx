import { BadgeCheck, ExternalLink, FileText } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Certificate, CertificateId } from '~/content/certificates'
import type { CertificateWords } from '~/content/types/quality'
import { buttonClass } from '~/components/ui/button'
import { formatDay } from '~/lib/order/planner'
import { useLocale } from '~/lib/use-locale'

/**
 * The certificates in force, one card each, anchored by the certificate's id so a mention of the
 * standard anywhere in the copy lands on it. Each card gives what a buyer needs to check it with
 * the issuer: the number, the holder's scope, the dates and the issuer's own public check.
 */
export function CertificateList({
  certificates,
  words,
}: {
  certificates: readonly Certificate[]
  words: Record<CertificateId, CertificateWords>
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const day = (date: string) => formatDay(date, locale, { weekday: false })
  // Label over value on a phone, side by side from a tablet up.
  const row = 'grid gap-1 sm:grid-cols-[7.5rem_1fr] sm:gap-6'
  return (
    <ul className="grid gap-6 lg:grid-cols-2">
      {certificates.map((certificate) => (
        <li key={certificate.id}>
          <article
            id={certificate.id}
            aria-labelledby={`${certificate.id}-heading`}
            className="flex h-full scroll-mt-28 flex-col rounded-card border border-line bg-white p-6 shadow-card target:border-accent target:ring-2 target:ring-accent sm:p-8"
          >
            <div className="flex items-start gap-4">
              <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-navy-900 text-gold sm:inline-flex">
                <BadgeCheck aria-hidden="true" className="size-6" />
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
                  <h3
                    id={`${certificate.id}-heading`}
                    className="text-xl font-extrabold text-navy-900 sm:text-2xl"
                  >
                    {certificate.name}
                  </h3>
                  <span className="rounded-full border border-success/30 px-3 py-1 text-xs font-bold text-success">
                    {t('certificates.inForce')}
                  </span>
                </div>
                <p className="mt-1 text-sm leading-snug text-muted">{words[certificate.id]?.title}</p>
              </div>
            </div>
            <dl className="mt-6 grid gap-4 text-[0.9375rem]">
              <div className={row}>
                <dt className="font-semibold text-navy-900">{t('certificates.number')}</dt>
                <dd className="font-mono break-all text-navy-900">{certificate.number}</dd>
              </div>
              <div className={row}>
                <dt className="font-semibold text-navy-900">{t('certificates.issuer')}</dt>
                <dd className="text-muted">{certificate.issuer}</dd>
              </div>
              <div className={row}>
                <dt className="font-semibold text-navy-900">{t('certificates.validity')}</dt>
                <dd className="text-muted">
                  {t('certificates.validityRange', {
                    from: day(certificate.validFrom),
                    until: day(certificate.validUntil),
                  })}
                </dd>
              </div>
              <div className={row}>
                <dt className="font-semibold text-navy-900">{t('certificates.scope')}</dt>
                <dd className="leading-relaxed text-muted">{words[certificate.id]?.scope}</dd>
              </div>
            </dl>
            {certificate.check && (
              <p className="mt-6 border-t border-line pt-5 text-sm leading-relaxed text-muted">
                {t('certificates.checkAdvice')}
              </p>
            )}
            <div className="mt-auto flex flex-wrap gap-3 pt-5">
              {certificate.check && (
                <a
                  href={certificate.check.url}
                  rel="noopener noreferrer"
                  className={buttonClass({ variant: 'secondary', wrap: true })}
                >
                  {t('certificates.check', { service: certificate.check.service })}
                  <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                </a>
              )}
              {certificate.pdf && (
                <a href={certificate.pdf} className={buttonClass({ variant: 'outline', wrap: true })}>
                  <FileText aria-hidden="true" className="size-4 shrink-0" />
                  {t('certificates.pdf')}
                </a>
              )}
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}
