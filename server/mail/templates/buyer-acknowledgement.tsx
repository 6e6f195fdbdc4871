import { site } from '../../../app/content/site'
import type { Locale } from '../../../app/lib/locale'
import { buyerOf, type Lead } from '../../store/leads'
import { CompanyFooter } from '../company-footer'
import { chosenRows } from '../lead-fields'
import { EmailLayout, FieldTable, Highlight, Paragraph, Steps, Subheading } from '../parts'
import { say, wordsFor } from '../words'

export type AckForm = 'contact' | 'quote'

/** A name worth greeting by: a spammer's link or address typed as a name is not repeated. */
export function greetingName(name: string): string | undefined {
  const trimmed = name.trim()
  if (!trimmed || trimmed.length > 60 || /[@/<>:]|www\.|\.[a-z]{2,}\b/i.test(trimmed)) return undefined
  return trimmed
}

export function ackSubject(lead: Lead & { form: AckForm }, locale: Locale) {
  return say(locale, wordsFor(locale).mail.ack.subject[lead.form], { reference: lead.reference })
}

/**
 * The buyer's acknowledgement: their reference, what happens next and when, and how to reach us.
 * It never repeats what they typed freely (message, notes, company): an auto-reply that echoes
 * text is how spammers relay mail through a site's forms.
 */
export function BuyerAcknowledgement({
  lead,
  locale,
  siteUrl,
}: {
  lead: Lead & { form: AckForm }
  locale: Locale
  siteUrl: string
}) {
  const { ack, layout } = wordsFor(locale).mail
  const name = greetingName(buyerOf(lead.payload).name)
  const chosen = chosenRows(lead, locale)
  return (
    <EmailLayout
      locale={locale}
      title={ackSubject(lead, locale)}
      preview={say(locale, ack.preview, { reference: lead.reference })}
      brand={site.brand}
      tagline={layout.tagline}
      footer={
        <CompanyFooter locale={locale}>
          <Paragraph small>{say(locale, ack.notYou, { site: new URL(siteUrl).host })}</Paragraph>
        </CompanyFooter>
      }
    >
      <Paragraph>{name ? say(locale, ack.greeting, { name }) : ack.greetingNoName}</Paragraph>
      <Paragraph>{ack.received[lead.form]}</Paragraph>
      <Highlight label={ack.referenceLabel} value={lead.reference} help={ack.referenceHelp} />
      {chosen.length > 0 && (
        <>
          <Subheading>{ack.summaryHeading}</Subheading>
          <FieldTable rows={chosen} />
        </>
      )}
      <Subheading>{ack.nextHeading}</Subheading>
      <Steps items={ack.next[lead.form].map((step) => say(locale, step))} />
      <Paragraph>{ack.replyHint}</Paragraph>
      <Paragraph>
        {ack.signOff}
        <br />
        {say(locale, ack.team, { brand: site.brand })}
      </Paragraph>
    </EmailLayout>
  )
}
