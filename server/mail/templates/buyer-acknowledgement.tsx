import { site } from '../../../app/content/site'
import { localizePath, type Locale } from '../../../app/lib/locale'
import { statusPath } from '../../../app/lib/status-page'
import { buyerOf } from '../../store/buyer'
import type { Lead } from '../../store/leads'
import type { Upload } from '../../store/schema'
import { ReceivedFiles } from '../artwork-files'
import { CompanyFooter } from '../company-footer'
import { acknowledgedRows } from '../lead-fields'
import { EmailLayout, FieldTable, Highlight, Link, Paragraph, Steps, Subheading } from '../parts'
import { privacyReplyDue } from '../../store/overdue'
import { wordsIn } from '../../words'

export type AckForm = 'contact' | 'quote'

/**
 * The name to greet the buyer by, only when it is a plain personal name: letters (accents
 * included), spaces, apostrophes, hyphens and full stops, no digit, no other sign, at most 60
 * characters, and no full stop run into a letter (`example.co`), which reads as a host name. The
 * name is typed freely, and an automatic reply goes to whatever address was typed with it: a phone
 * number, a link or an address in it would be a stranger's message sent from the company's domain.
 * Anything else gets the greeting without a name.
 */
export function greetingName(name: string): string | undefined {
  const trimmed = name.trim().replace(/\s+/g, ' ')
  if (trimmed.length > 60 || !/\p{L}/u.test(trimmed)) return undefined
  if (!/^[\p{L}\p{M} '’.-]+$/u.test(trimmed) || /\.[\p{L}\p{M}]/u.test(trimmed)) return undefined
  return trimmed
}

/** The address of the buyer's private status page, in the language of the lead; none without a token. */
export function statusUrl(lead: Lead, locale: Locale, siteUrl: string): string | undefined {
  return lead.statusToken ? `${siteUrl}${localizePath(statusPath(lead.statusToken), locale)}` : undefined
}

export function ackSubject(lead: Lead & { form: AckForm }, locale: Locale) {
  const { t } = wordsIn(locale)
  const values = { reference: lead.reference }
  return lead.topic === 'privacy'
    ? t('mail:ack.privacy.subject', values)
    : t(`mail:ack.subject.${lead.form}`, values)
}

/** The day a privacy request's answer is due, as a sentence of the buyer's language reads it. */
export const privacyAnswerDate = (lead: Lead, locale: Locale) =>
  wordsIn(locale).ukDate(privacyReplyDue(lead.createdAt))

/**
 * The buyer's acknowledgement: their reference, the link to follow the request on its private
 * status page, what happens next and when, and how to reach us.
 * It never repeats what they typed freely (message, notes, company, file names; the name only
 * when `greetingName` finds it plain): an auto-reply that echoes text is how spammers relay mail
 * through a site's forms.
 */
export function BuyerAcknowledgement({
  lead,
  locale,
  siteUrl,
  files = [],
}: {
  lead: Lead & { form: AckForm }
  locale: Locale
  siteUrl: string
  /** The files received with it: their count and types are all the reply says of them. */
  files?: Upload[]
}) {
  const { t } = wordsIn(locale)
  const name = greetingName(buyerOf(lead).name)
  const chosen = acknowledgedRows(lead, locale)
  const follow = statusUrl(lead, locale, siteUrl)
  // A privacy request is answered within a month, not a working day: its own words and due date.
  const privacy = lead.topic === 'privacy' ? { date: privacyAnswerDate(lead, locale) } : undefined
  return (
    <EmailLayout
      locale={locale}
      title={ackSubject(lead, locale)}
      preview={t(privacy ? 'mail:ack.privacy.preview' : 'mail:ack.preview', {
        reference: lead.reference,
        ...privacy,
      })}
      brand={site.brand}
      tagline={t('mail:layout.tagline')}
      footer={
        <CompanyFooter locale={locale}>
          <Paragraph small>{t('mail:ack.notYou', { site: new URL(siteUrl).host })}</Paragraph>
        </CompanyFooter>
      }
    >
      <Paragraph>{name ? t('mail:ack.greeting', { name }) : t('mail:ack.greetingNoName')}</Paragraph>
      <Paragraph>{privacy ? t('mail:ack.privacy.received') : t(`mail:ack.received.${lead.form}`)}</Paragraph>
      {privacy && <Paragraph>{t('mail:ack.privacy.due', privacy)}</Paragraph>}
      <Highlight
        label={t('mail:ack.referenceLabel')}
        value={lead.reference}
        help={t('mail:ack.referenceHelp')}
      />
      {follow && (
        <>
          <Paragraph>
            {t('mail:ack.follow')} <Link href={follow}>{follow}</Link>
          </Paragraph>
          <Paragraph small>{t('mail:ack.followHelp')}</Paragraph>
        </>
      )}
      {!privacy && chosen.length > 0 && (
        <>
          <Subheading>{t('mail:ack.summaryHeading')}</Subheading>
          <FieldTable rows={chosen} />
        </>
      )}
      <ReceivedFiles files={files} locale={locale} />
      <Subheading>{t('mail:ack.nextHeading')}</Subheading>
      <Steps
        items={t(privacy ? 'mail:ack.privacy.next' : `mail:ack.next.${lead.form}`, { returnObjects: true })}
      />
      <Paragraph>{t('mail:ack.replyHint')}</Paragraph>
      <Paragraph>
        {t('mail:ack.signOff')}
        <br />
        {t('mail:ack.team')}
      </Paragraph>
    </EmailLayout>
  )
}
