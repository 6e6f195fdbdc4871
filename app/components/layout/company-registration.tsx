import { useTranslation } from 'react-i18next'
import { site } from '~/content/site'
import { addressLine } from '~/lib/postal-address'
import { useLocale } from '~/lib/use-locale'

/** The sentence that names the company as the law asks on every page: register, number, office, VAT. */
export function CompanyRegistration({ className }: { className?: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { company } = site
  return (
    <p className={className}>
      {t('footer.registration', {
        company: site.legalName,
        register: t(`company.registers.${company.registeredIn}`),
        number: company.number,
        office: addressLine(company.registeredOffice, locale),
        vatNumber: company.vatNumber,
      })}
    </p>
  )
}
