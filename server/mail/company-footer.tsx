import type { ReactNode } from 'react'
import { site } from '../../app/content/site'
import { registrationSentence } from '../../app/lib/company-registration'
import { addressLine } from '../../app/lib/postal-address'
import type { Locale } from '../../app/lib/locale'
import { wordsIn } from '../words'
import { Paragraph } from './parts'

/** The company's contact details, as every mail to a buyer ends. */
export function CompanyFooter({ locale, children }: { locale: Locale; children?: ReactNode }) {
  const { t } = wordsIn(locale)
  const [weekdays, saturday] = site.openingHours
  return (
    <>
      <Paragraph small>
        <strong>{site.legalName}</strong>
        <br />
        {t('mail:layout.office')}: {addressLine(site.offices.uk, locale)}
        <br />
        {t('mail:layout.phone')}: <a href={`tel:${site.phone.dial}`}>{site.phone.display}</a> ·{' '}
        {t('mail:layout.email')}: <a href={`mailto:${site.email.info}`}>{site.email.info}</a>
        <br />
        {t('mail:layout.hours')}:{' '}
        {t('mail:layout.weekdays', { opens: weekdays.opens, closes: weekdays.closes })};{' '}
        {t('mail:layout.saturday', { opens: saturday.opens, closes: saturday.closes })}
      </Paragraph>
      {/* UK company law asks a company's e-mails, as its website, to name its registration. */}
      <Paragraph small>{registrationSentence(locale)}</Paragraph>
      {children}
    </>
  )
}
