import { site } from '../../../app/content/site'
import { localizePath, type Locale } from '../../../app/lib/locale'
import { statusPath } from '../../../app/lib/status-page'
import { buyerOf } from '../../store/buyer'
import type { Lead } from '../../store/leads'
import type { Upload } from '../../store/uploads'
import { ReceivedFiles } from '../artwork-files'
import { CompanyFooter } from '../company-footer'
import { acknowledgedRows } from '../lead-fields'
import { EmailLayout, FieldTable, Highlight, Link, Paragraph, Steps, Subheading } from '../parts'
import { mailText, wordsFor } from '../words'

export type AckForm = 'contact' | 'quote'

/** A name worth greeting by: a spammer's link or address typed as a name is not repeated. */
export function greetingName(name: string): string | undefined {
  const trimmed = name.trim()
  if (!trimmed || trimmed.length > 60 || /[@/<>:]|www\.|\.[a-z]{2,}\b/i.test(trimmed)) return undefined
  return trimmed
}

/** The address of the buyer's private status page, in the language of the lead; none without a token. */
export function statusUrl(lead: Lead, locale: Locale, siteUrl: string): string | undefined {
  return lead.statusToken ? `${siteUrl}${localizePath(statusPath(lead.statusToken), locale)}` : undefined
}

export function ackSubject(lead: Lead & { form: AckForm }, locale: Locale) {
  return mailText(locale)(`ack.subject.${lead.form}`, { reference: lead.reference })
}

/**
 * The buyer's acknowledgement: their reference, the link to follow the request on its private
 * status page, what happens next and when, and how to reach us.
 * It never repeats what they typed freely (message, notes, company): an auto-reply that echoes
 * text is how spammers relay mail through a site's forms.
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
  /** The files received with it: their count and names are all the reply repeats of them. */
  files?: Upload[]
}) {
  const { ack, layout } = wordsFor(locale).mail
  const t = mailText(locale)
  const name = greetingName(buyerOf(lead.payload).name)
  const chosen = acknowledgedRows(lead, locale)
  const follow = statusUrl(lead, locale, siteUrl)
  return (
    <EmailLayout
      locale={locale}
      title={ackSubject(lead, locale)}
      preview={t('ack.preview', { reference: lead.reference })}
      brand={site.brand}
      tagline={layout.tagline}
      footer={
        <CompanyFooter locale={locale}>
          <Paragraph small>{t('ack.notYou', { site: new URL(siteUrl).host })}</Paragraph>
        </CompanyFooter>
      }
    >
      <Paragraph>{name ? t('ack.greeting', { name }) : ack.greetingNoName}</Paragraph>
      <Paragraph>{ack.received[lead.form]}</Paragraph>
      <Highlight label={ack.referenceLabel} value={lead.reference} help={ack.referenceHelp} />
      {follow && (
        <>
          <Paragraph>
            {ack.follow} <Link href={follow}>{follow}</Link>
          </Paragraph>
          <Paragraph small>{ack.followHelp}</Paragraph>
        </>
      )}
      {chosen.length > 0 && (
        <>
          <Subheading>{ack.summaryHeading}</Subheading>
          <FieldTable rows={chosen} />
        </>
      )}
      <ReceivedFiles files={files} locale={locale} />
      <Subheading>{ack.nextHeading}</Subheading>
      <Steps items={t(`ack.next.${lead.form}`, { returnObjects: true })} />
      <Paragraph>{ack.replyHint}</Paragraph>
      <Paragraph>
        {ack.signOff}
        <br />
        {t('ack.team')}
      </Paragraph>
    </EmailLayout>
  )
}
