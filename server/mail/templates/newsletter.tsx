import { site } from '../../../app/content/site'
import type { Locale } from '../../../app/lib/locale'
import { linkLifetimeMs } from '../../newsletter/tokens'
import { CompanyFooter } from '../company-footer'
import { Button, EmailLayout, Heading, Link, Paragraph } from '../parts'
import { mailText, wordsFor } from '../words'

const days = String(Math.round(linkLifetimeMs.confirm / 86_400_000))

export const confirmationSubject = (locale: Locale) => mailText(locale)('confirm.subject')
export const welcomeSubject = (locale: Locale) => mailText(locale)('welcome.subject')

/** Double opt-in: nobody is subscribed until they follow this link and confirm. */
export function NewsletterConfirmation({ locale, confirmUrl }: { locale: Locale; confirmUrl: string }) {
  const { confirm, layout } = wordsFor(locale).mail
  const t = mailText(locale)
  return (
    <EmailLayout
      locale={locale}
      title={confirmationSubject(locale)}
      preview={confirm.preview}
      brand={site.brand}
      tagline={layout.tagline}
      footer={<CompanyFooter locale={locale} />}
    >
      <Heading>{confirm.heading}</Heading>
      <Paragraph>{t('confirm.text')}</Paragraph>
      <Button href={confirmUrl}>{confirm.action}</Button>
      <Paragraph small>{t('confirm.linkHelp', { days })}</Paragraph>
      <Paragraph small>{confirm.notYou}</Paragraph>
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
  const { welcome, layout } = wordsFor(locale).mail
  return (
    <EmailLayout
      locale={locale}
      title={welcomeSubject(locale)}
      preview={welcome.preview}
      brand={site.brand}
      tagline={layout.tagline}
      footer={
        <CompanyFooter locale={locale}>
          <Paragraph small>
            {welcome.unsubscribeText} <Link href={unsubscribeUrl}>{welcome.unsubscribe}</Link>
          </Paragraph>
        </CompanyFooter>
      }
    >
      <Heading>{welcome.heading}</Heading>
      <Paragraph>{welcome.text}</Paragraph>
      <Paragraph>{mailText(locale)('welcome.quoteHint')}</Paragraph>
      <Button href={quoteUrl}>{welcome.quoteAction}</Button>
    </EmailLayout>
  )
}
