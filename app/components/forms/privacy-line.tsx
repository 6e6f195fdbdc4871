import { useTranslation } from 'react-i18next'
import { cn } from '~/lib/cn'
import { currentNewsletterConsent } from '~/lib/forms/consent'
import { pagePaths } from '~/lib/paths'
import { LocalizedLink } from '../ui/localized-link'

/**
 * The line beside a form's button: what the details are used for, and the privacy notice. A plain
 * link in the HTML, so it works before any script. The newsletter's line is the consent wording the
 * collector keeps as each subscription's proof, so what a subscriber saw and what is kept are one text.
 */
export function PrivacyLine({
  consent = false,
  tone = 'light',
  className,
}: {
  /** The line is a subscription's consent wording (the newsletter's), not the privacy line. */
  consent?: boolean
  tone?: 'light' | 'dark'
  className?: string
}) {
  const { t } = useTranslation()
  return (
    <p className={cn('text-sm leading-relaxed', tone === 'dark' ? 'text-white/80' : 'text-muted', className)}>
      {consent ? t(`forms.newsletter.consent.${currentNewsletterConsent}`) : t('forms.privacyLine.text')}{' '}
      <LocalizedLink
        to={pagePaths.privacy}
        className={cn(
          'font-semibold underline underline-offset-2',
          tone === 'dark' ? 'text-white hover:text-gold' : 'text-navy-900 hover:text-accent-strong',
        )}
      >
        {t('forms.privacyLine.link')}
      </LocalizedLink>
    </p>
  )
}
