import type { ReactNode } from 'react'
import { site } from '../../../app/content/site'
import type { Locale } from '../../../app/lib/locale'
import { asksForSample } from '../../../app/lib/order/order'
import { buyerOf } from '../../store/buyer'
import type { Lead } from '../../store/leads'
import { SalesFiles, type LinkedFile } from '../artwork-files'
import { chosenRows, fieldRows } from '../lead-fields'
import { OrderSummary } from '../order-summary'
import { EmailLayout, FieldTable, Heading, Link, Paragraph, Subheading } from '../parts'
import { answerDue } from '../../store/overdue'
import { wordsIn } from '../../words'

/** Sales read their notifications in English, the language of the UK office. */
export const salesLocale: Locale = 'en'

/**
 * The subject a salesperson triages from the inbox list: the form and reference, who (company,
 * else name), what and how many where given, and the buyer's language when it is not English.
 */
export function salesSubject(lead: Lead & { form: 'contact' | 'quote' }): string {
  const buyer = buyerOf(lead)
  const who = buyer.company || buyer.name
  const what = chosenRows(lead, salesLocale, ['productType', 'quantity']).map(([, value]) => value)
  const language = lead.locale && lead.locale !== salesLocale ? `[${lead.locale.toUpperCase()}] ` : ''
  const { t } = wordsIn(salesLocale)
  const values = { reference: lead.reference }
  const subject =
    lead.topic === 'privacy'
      ? t('mail:sales.privacy.subject', values)
      : t(`mail:sales.subject.${lead.form}`, values)
  const order = lead.order
  const flags = [
    order && asksForSample(order) ? t('mail:sales.sampleFlag') : '',
    order?.repeatOf ? t('mail:sales.repeatFlag', { reference: order.repeatOf }) : '',
  ]
  const parts = [subject, who, ...what, ...flags]
  return language + parts.filter(Boolean).join(' · ').slice(0, 200)
}

function campaignOf(lead: Lead): string | undefined {
  const utm = lead.visit?.utm
  if (!utm || Object.keys(utm).length === 0) return undefined
  return Object.entries(utm)
    .map(([key, value]) => `${key}=${value}`)
    .join(', ')
}

/** Whether an address is on the site itself (scheme, host and port alike). */
function onSite(address: string, siteUrl: string): boolean {
  try {
    return new URL(address).origin === new URL(siteUrl).origin
  } catch {
    return false
  }
}

/**
 * Every field the buyer sent, the files with their download links, and where and when it came
 * from. The page it was sent from comes from the post's `Referer`, which whoever posts writes as
 * they like: it is a link only when it is a page of the site, else plain text, so a trusted
 * internal mail never carries a stranger's link.
 */
export function SalesNotification({
  lead,
  siteUrl,
  files = [],
}: {
  lead: Lead & { form: 'contact' | 'quote' }
  /** The site's own address (SITE_URL). */
  siteUrl: string
  files?: LinkedFile[]
}) {
  const locale = salesLocale
  const { t, ukTime } = wordsIn(locale)
  const empty = t('mail:sales.empty')
  const buyer = buyerOf(lead)
  const privacy = lead.topic === 'privacy'
  const form = privacy ? t('mail:sales.privacy.form') : t(`mail:forms.${lead.form}`)
  const origin: Array<[string, ReactNode]> = [
    [t('mail:sales.received'), ukTime(lead.createdAt)],
    [t('mail:sales.language'), lead.locale ? t(`mail:sales.languages.${lead.locale}`) : empty],
    [
      t('mail:sales.page'),
      lead.page && onSite(lead.page, siteUrl) ? (
        <Link href={lead.page}>{lead.page}</Link>
      ) : (
        (lead.page ?? empty)
      ),
    ],
    [t('mail:sales.landing'), lead.visit?.landing ?? empty],
    [t('mail:sales.referrer'), lead.visit?.referrer ?? t('mail:sales.direct')],
    [t('mail:sales.campaign'), campaignOf(lead) ?? empty],
  ]
  return (
    <EmailLayout
      locale={locale}
      title={salesSubject(lead)}
      preview={t('mail:sales.preview', {
        form,
        who: buyer.company ? `${buyer.name} (${buyer.company})` : buyer.name,
      })}
      brand={site.brand}
      tagline={t('mail:layout.tagline')}
      footer={<Paragraph small>{lead.reference}</Paragraph>}
    >
      <Heading>{t('mail:sales.heading', { form, reference: lead.reference })}</Heading>
      <Paragraph>
        {t(privacy ? 'mail:sales.privacy.replyHint' : 'mail:sales.replyHint', {
          name: buyer.name || buyer.email,
          due: ukTime(answerDue(lead)),
        })}
      </Paragraph>
      {lead.order?.repeatOf && (
        <Paragraph>{t('mail:sales.repeatNote', { reference: lead.order.repeatOf })}</Paragraph>
      )}
      {lead.order && asksForSample(lead.order) && (
        <Paragraph>
          <strong>{t('mail:sales.sampleNote')}</strong>
        </Paragraph>
      )}
      <Subheading>{t('mail:sales.fieldsHeading')}</Subheading>
      <FieldTable rows={fieldRows(lead, locale, empty)} />
      <OrderSummary order={lead.order} locale={locale} />
      <SalesFiles files={files} locale={locale} />
      <Subheading>{t('mail:sales.originHeading')}</Subheading>
      <FieldTable rows={origin} />
    </EmailLayout>
  )
}
