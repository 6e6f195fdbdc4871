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
import { formatUkDate, mailText, wordsFor } from '../words'

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
  const t = mailText(locale)
  const values = { reference: lead.reference }
  return lead.topic === 'privacy' ? t('ack.privacy.subject', values) : t(`ack.subject.${lead.form}`, values)
}

/** The day a privacy request's answer is due, as a sentence of the buyer's language reads it. */
export const privacyAnswerDate = (lead: Lead, locale: Locale) =>
  formatUkDate(privacyReplyDue(lead.createdAt), locale)

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
  const { ack, layout } = wordsFor(locale).mail
  const t = mailText(locale)
  const name = greetingName(buyerOf(lead).name)
  const chosen = acknowledgedRows(lead, locale)
  const follow = statusUrl(lead, locale, siteUrl)
  // A privacy request is answered within a month, not a working day: its own words and due date.
  const privacy = lead.topic === 'privacy' ? { date: privacyAnswerDate(lead, locale) } : undefined
  return (
    <EmailLayout
      locale={locale}
      title={ackSubject(lead, locale)}
      preview={t(privacy ? 'ack.privacy.preview' : 'ack.preview', { reference: lead.reference, ...privacy })}
      brand={site.brand}
      tagline={layout.tagline}
      footer={
        <CompanyFooter locale={locale}>
          <Paragraph small>{t('ack.notYou', { site: new URL(siteUrl).host })}</Paragraph>
        </CompanyFooter>
      }
    >
      <Paragraph>{name ? t('ack.greeting', { name }) : ack.greetingNoName}</Paragraph>
      <Paragraph>{privacy ? ack.privacy.received : ack.received[lead.form]}</Paragraph>
      {privacy && <Paragraph>{t('ack.privacy.due', privacy)}</Paragraph>}
      <Highlight label={ack.referenceLabel} value={lead.reference} help={ack.referenceHelp} />
      {follow && (
        <>
          <Paragraph>
            {ack.follow} <Link href={follow}>{follow}</Link>
          </Paragraph>
          <Paragraph small>{ack.followHelp}</Paragraph>
        </>
      )}
      {!privacy && chosen.length > 0 && (
        <>
          <Subheading>{ack.summaryHeading}</Subheading>
          <FieldTable rows={chosen} />
        </>
      )}
      <ReceivedFiles files={files} locale={locale} />
      <Subheading>{ack.nextHeading}</Subheading>
      <Steps items={t(privacy ? 'ack.privacy.next' : `ack.next.${lead.form}`, { returnObjects: true })} />
      <Paragraph>{ack.replyHint}</Paragraph>
      <Paragraph>
        {ack.signOff}
        <br />
        {t('ack.team')}
      </Paragraph>
    </EmailLayout>
  )
}
