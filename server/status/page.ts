import { readFileSync } from 'node:fs'
import path from 'node:path'
import { formatNumber } from '../../app/content/figures'
import { formatList, localeFromPath, locales, localizePath, type Locale } from '../../app/lib/locale'
import { formatDay } from '../../app/lib/order/planner'
import { fillValues } from '../../app/lib/value-slots'
import {
  revealMarkup,
  statusTemplatePath,
  statusTokenIn,
  statusTokenSlot,
  statusValueGroup,
  statusValues,
  type RevealKey,
  type SentValue,
  type ShownStatus,
  type StatusKind,
  type StatusValue,
} from '../../app/lib/status-page'
import { policyOf } from '../../app/lib/forms/forms'
import { optionLabel } from '../forms/messages'
import { wordsFor } from '../mail/words'
import type { Page } from '../pages'
import { contentSecurityPolicy, inlineScriptHashes } from '../security'
import { leadValues } from '../store/buyer'
import type { Lead } from '../store/leads'
import type { Db, LeadStatus } from '../store/schema'
import { leadByStatusToken } from '../store/status-links'
import { listUploads } from '../store/uploads'

/** What a status page is for one lead: which status and kind of request it shows, and its values. */
export interface StatusView {
  kind: StatusKind
  status: ShownStatus
  values: Partial<Record<StatusValue, string>>
}

/**
 * Every answer at a status address, found or not: never indexed or kept by a cache, and no request
 * from the page tells another site (or a log) the address with its token.
 */
export const statusPageHeaders = {
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
}

/** The spam folder reads as a new request: the page never tells a spammer they were caught. */
export const shownStatus = (status: LeadStatus): ShownStatus => (status === 'spam' ? 'new' : status)

const receivedDate: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'long' }),
  es: new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/London', dateStyle: 'long' }),
}

/**
 * The lead as its status page shows it: counts and choices from lists, in the page's language.
 * Nothing the buyer typed freely (name, company, message, notes, roster names, destination) is
 * read here, so none of it can reach the page.
 */
export function statusView(lead: Lead & { form: StatusKind }, locale: Locale, files: number): StatusView {
  const { forms } = wordsFor(locale)
  const count = (value: number) => formatNumber(value, locale)
  const values: StatusView['values'] = {
    reference: lead.reference,
    received: receivedDate[locale].format(new Date(lead.createdAt)),
  }
  // A chosen option shows in the form's words; a value that is not one of its options shows nothing.
  const chosen = (key: string, value: string | undefined) => optionLabel(lead.form, key, value, locale)
  if (!policyOf(lead.form).order) {
    values.productInterest = chosen('productType', leadValues(lead).productType)
    values.quantity = chosen('quantity', leadValues(lead).quantity)
  } else {
    const { order } = lead
    const types = order?.lines.length
      ? order.lines.map((line) => line.productType)
      : [leadValues(lead).productType]
    const names = [...new Set(types)].flatMap((type) => chosen('productType', type) ?? [])
    // A list inside a sentence: only its first item keeps the capital its option has on its own.
    const listed = names.map((name, index) => (index === 0 ? name : name.toLocaleLowerCase(locale)))
    if (names.length > 0) values.productTypes = formatList(listed, locale)
    if (order?.lines.length) values.productLines = count(order.lines.length)
    if (order && order.total > 0) values.pieces = count(order.total)
    if (order?.roster.rows.length) values.players = count(order.roster.rows.length)
    if (files > 0) values.files = count(files)
    if (order?.inHandsDate) values.inHandsDate = formatDay(order.inHandsDate, locale)
    if (order?.sample) values.sample = forms.quote.summaryText[order.sample]
  }
  return { kind: lead.form, status: shownStatus(lead.status), values }
}

const allValues: StatusValue[] = [...statusValues.common, ...statusValues.contact, ...statusValues.quote]
const sentValues: SentValue[] = [...statusValues.contact, ...statusValues.quote]

/**
 * The template of the page's language made into one lead's page: its token in the page's own links,
 * the parts for its status, kind and values revealed, and every value slot filled, escaped (a slot
 * with no value is emptied, its row staying hidden).
 */
export function fillStatusPage(template: string, token: string, view: StatusView): string {
  const rows = sentValues.filter((name) => view.values[name])
  const reveal: RevealKey[] = [
    `status-${view.status}`,
    `kind-${view.kind}`,
    ...rows.map((name) => `row-${name}` as const),
    ...(rows.length > 0 ? (['sent'] as const) : []),
  ]
  let html = template.replaceAll(statusTokenSlot, token)
  for (const key of reveal) {
    const markup = revealMarkup(key)
    html = html.replaceAll(markup.hidden, markup.shown)
  }
  const values = Object.fromEntries(allValues.map((name) => [name, view.values[name] ?? '']))
  return fillValues(html, statusValueGroup, values)
}

/**
 * Answers the addresses of status pages: each buyer's page, filled in from the template the build
 * rendered for its language; a token that opens nothing gets the Not Found page, as any unknown
 * address does. The language is the address's: the acknowledgement links to the lead's own, and the
 * language switch keeps the token, so a buyer may read it in the other (decision 017).
 */
export function statusPages({
  db,
  clientDir,
  notFound,
}: {
  db: Db
  clientDir: string
  /** The Not Found page for a path. */
  notFound: (pathname: string) => Page
}) {
  const templates = Object.fromEntries(
    locales.map((locale) => [
      locale,
      readFileSync(path.join(clientDir, localizePath(statusTemplatePath, locale), 'index.html'), 'utf8'),
    ]),
  ) as Record<Locale, string>

  /** The page for `pathname`, or undefined when it is no status address. */
  return async function statusPage(pathname: string, now = new Date()): Promise<Page | undefined> {
    const token = statusTokenIn(pathname)
    if (token === undefined) return undefined
    const locale = localeFromPath(pathname)
    const lead = await leadByStatusToken(db, token, now)
    if (!lead || !policyOf(lead.form).statusPage) {
      // Not the shared, revalidated copy: no ETag, so nothing keeps this answer either.
      const { status, html, br, gzip, csp } = notFound(pathname)
      return { status, html, br, gzip, csp, headers: statusPageHeaders }
    }
    const files = (await listUploads(db, lead.id)).length
    const html = fillStatusPage(
      templates[locale],
      token,
      statusView({ ...lead, form: lead.form as StatusKind }, locale, files),
    )
    return {
      status: 200,
      html: Buffer.from(html),
      csp: contentSecurityPolicy(inlineScriptHashes(html)),
      headers: statusPageHeaders,
    }
  }
}
