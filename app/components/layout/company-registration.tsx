import { registrationSentence } from '~/lib/company-registration'
import { useLocale } from '~/lib/use-locale'

/** The company's registration, as the law asks every page to name it. */
export function CompanyRegistration({ className }: { className?: string }) {
  return <p className={className}>{registrationSentence(useLocale())}</p>
}
