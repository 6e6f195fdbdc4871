import { site } from '~/content/site'
import { i18nFor } from '~/i18n/config'
import type { Locale } from './locale'
import { addressLine } from './postal-address'

/**
 * The sentence that names the company as UK company law asks on its website and its e-mails:
 * registered name, register, number, registered office and VAT number.
 */
export function registrationSentence(locale: Locale): string {
  const { t } = i18nFor(locale)
  const { company } = site
  return t('footer.registration', {
    company: site.legalName,
    register: t(`company.registers.${company.registeredIn}`),
    number: company.number,
    office: addressLine(company.registeredOffice, locale),
    vatNumber: company.vatNumber,
  })
}
