import { site } from '../../../app/content/site'
import type { Locale } from '../../../app/lib/locale'
import { linkLifetimeMs } from '../../newsletter/tokens'
import { wordsIn } from '../../words'
import { CompanyFooter } from '../company-footer'
import { Button, EmailLayout, Heading, Link, Paragraph } from '../parts'

const days = String(Math.round(linkLifetimeMs.confirm / 86_400_000))

export const confirmationSubject = (locale: Locale) => wordsIn(locale).t('mail:confirm.subject')
export const welcomeSubject = (locale: Locale) => wordsIn(locale).t('mail:welcome.subject')

/** Double opt-in: nobody is subscribed until they follow this link and confirm. */
export function NewsletterConfirmation({ locale, confirmUrl }: { locale: Locale; confirmUrl: string }) {
  const { t } = wordsIn(locale)
  return (
    <EmailLayout
      locale={locale}
      title={confirmationSubject(locale)}
      preview={t('mail:confirm.preview')}
      brand={site.brand}
      tagline={t('mail:layout.tagline')}
      footer={<CompanyFooter locale={locale} />}
    >
      <Heading>{t('mail:confirm.heading')}</Heading>
      <Paragraph>{t('mail:confirm.text')}</Paragraph>
      <Button href={confirmUrl}>{t('mail:confirm.action')}</Button>
      <Paragraph small>{t('mail:confirm.linkHelp', { days })}</Paragraph>
      <Paragraph small>{t('mail:confirm.notYou')}</Paragraph>
    </EmailLayout>
  )
}

/** The first newsletter mail; like every one after it, it carries its unsubscribe link. */
export function NewsletterWelcome({
  locale,
  quoteUrl,
  unsubscribeUrl,
}: {
  locale: Locale
  quoteUrl: string
  unsubscribeUrl: string
}) {
  const { t } = wordsIn(locale)
  return (
    <EmailLayout
      locale={locale}
      title={welcomeSubject(locale)}
      preview={t('mail:welcome.preview')}
      brand={site.brand}
      tagline={t('mail:layout.tagline')}
      footer={
        <CompanyFooter locale={locale}>
          <Paragraph small>
            {t('mail:welcome.unsubscribeText')}{' '}
            <Link href={unsubscribeUrl}>{t('mail:welcome.unsubscribe')}</Link>
          </Paragraph>
        </CompanyFooter>
      }
    >
      <Heading>{t('mail:welcome.heading')}</Heading>
      <Paragraph>{t('mail:welcome.text')}</Paragraph>
      <Paragraph>{t('mail:welcome.quoteHint')}</Paragraph>
      <Button href={quoteUrl}>{t('mail:welcome.quoteAction')}</Button>
    </EmailLayout>
  )
}
