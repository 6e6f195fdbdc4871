import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { site } from '~/content/site'
import type { CompanyFactLabels } from '~/content/types/legal-pages'
import { formatList } from '~/lib/locale'
import { useLocale } from '~/lib/use-locale'
import { OfficeAddress } from './office-address'

/**
 * Every fact that identifies the company, as the law asks a company's website to give them: name,
 * register and number, registered office, VAT number, and how to reach it. The EORI number and the
 * directors show only when they are set. `only` names the facts a page needs (the privacy notice's
 * controller), in this list's order.
 */
export function CompanyFacts({
  labels,
  only,
}: {
  labels: CompanyFactLabels
  only?: ReadonlyArray<keyof CompanyFactLabels>
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { company } = site
  const facts: Array<readonly [keyof CompanyFactLabels, ReactNode]> = [
    ['registeredName', site.legalName],
    ['tradingName', site.brand],
    [
      'registeredIn',
      t('company.registerEntry', { register: t(`company.registers.${company.registeredIn}`) }),
    ],
    ['companyNumber', company.number],
    ['registeredOffice', <OfficeAddress key="office" office={company.registeredOffice} />],
    ['vatNumber', company.vatNumber],
    ...(company.eori ? [['eori', company.eori] as const] : []),
    ...(company.directors.length > 0 ? [['directors', formatList(company.directors, locale)] as const] : []),
    [
      'email',
      <a key="email" href={`mailto:${site.email.info}`} className="font-semibold text-accent hover:underline">
        {site.email.info}
      </a>,
    ],
    [
      'phone',
      <a key="phone" href={`tel:${site.phone.dial}`} className="font-semibold text-accent hover:underline">
        {site.phone.display}
      </a>,
    ],
    ['factory', <OfficeAddress key="factory" office={site.offices.factory} />],
  ]
  return (
    <dl className="divide-y divide-line overflow-hidden rounded-card border border-line bg-white shadow-card">
      {facts
        .filter(([label]) => !only || only.includes(label))
        .map(([label, value]) => (
          <div
            key={label}
            className="grid gap-1 px-5 py-4 sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-6 sm:px-6"
          >
            <dt className="text-sm font-semibold text-muted">{labels[label]}</dt>
            <dd className="text-navy-900">{value}</dd>
          </div>
        ))}
    </dl>
  )
}
