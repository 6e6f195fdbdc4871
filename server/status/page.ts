import { formatNumber } from '../../app/content/figures'
import { formatList, localeFromPath, localizePath, type Locale } from '../../app/lib/locale'
import { formatDay } from '../../app/lib/order/planner'
import {
  orderAgainPath,
  orderAgainTokenIn,
  statusPath,
  statusTokenIn,
  type ShownStatus,
  type StatusKind,
  type StatusView,
} from '../../app/lib/status-page'
import { policyOf } from '../../app/lib/forms/forms'
import type { Page } from '../pages'
import { pageFor, type RenderPage } from '../rendered-pages'
import { leadValues } from '../store/buyer'
import type { Lead } from '../store/leads'
import type { Db, LeadStatus } from '../store/schema'
import { leadByStatusToken } from '../store/status-links'
import { listUploads } from '../store/uploads'
import { wordsIn } from '../words'
import { canOrderAgain, renderOrderAgain } from './order-again'

/**
 * Every answer at a status address, found or not, is a page made for one request (never indexed or
 * kept by a cache), and no request from the page tells another site (or a log) the address with its
 * token.
 */
export const statusPageHeaders = { 'referrer-policy': 'no-referrer' }

/** The spam folder reads as a new request: the page never tells a spammer they were caught. */
export const shownStatus = (status: LeadStatus): ShownStatus => (status === 'spam' ? 'new' : status)

/**
 * The lead as its status page shows it: counts and choices from lists, in the page's language.
 * Nothing the buyer typed freely (name, company, message, notes, roster names, destination) is
 * read here, so none of it can reach the page.
 */
export function statusView(lead: Lead & { form: StatusKind }, locale: Locale, files: number): StatusView {
  const { t, optionLabel, ukDate } = wordsIn(locale)
  const count = (value: number) => formatNumber(value, locale)
  const values: StatusView['values'] = {
    reference: lead.reference,
    received: ukDate(lead.createdAt),
  }
  // A chosen option shows in the form's words; a value that is not one of its options shows nothing.
  const chosen = (key: string, value: string | undefined) => optionLabel(lead.form, key, value)
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
    if (order?.sample) values.sample = t(`forms.quote.summaryText.${order.sample}`)
    // Codes the collector checked against the catalogue's shape: never free text.
    const styles = [...new Set(order?.lines.flatMap((line) => line.style ?? []))]
    if (styles.length > 0) values.styles = formatList(styles, locale)
  }
  const orderAgain = canOrderAgain(lead) && lead.statusToken ? orderAgainPath(lead.statusToken) : undefined
  return { kind: lead.form, status: shownStatus(lead.status), values, ...(orderAgain ? { orderAgain } : {}) }
}

/**
 * Answers the addresses a status token opens: each buyer's status page, rendered by its route from
 * the lead as it is now, and under it the order builder filled from a quotation to order it again
 * (./order-again.ts). A token that opens nothing there gets the Not Found page, as any unknown
 * address does. The language is the address's: the acknowledgement links to the lead's own, and the
 * language switch keeps the token, so a buyer may read it in the other (decision 017).
 */
export function statusPages({
  db,
  render,
  notFound,
}: {
  db: Db
  render: RenderPage
  /** The Not Found page for a path. */
  notFound: (pathname: string) => Page
}) {
  /** The page for `pathname`, or undefined when it is no status address. */
  return async function statusPage(pathname: string, now = new Date()): Promise<Page | undefined> {
    const againToken = orderAgainTokenIn(pathname)
    const token = againToken ?? statusTokenIn(pathname)
    if (token === undefined) return undefined
    const locale = localeFromPath(pathname)
    const lead = await leadByStatusToken(db, token, now)
    const opens = lead && (againToken ? canOrderAgain(lead) : policyOf(lead.form).statusPage)
    if (!lead || !opens) {
      // Not the shared, revalidated copy: made for this address, so nothing keeps or lists it either.
      const { status, html } = notFound(pathname)
      return pageFor(status, html.toString('utf8'), statusPageHeaders)
    }
    const page = againToken
      ? await renderOrderAgain(render, { lead, token, locale })
      : await renderStatus(render, { lead, token, locale, db })
    return { ...page, headers: { ...page.headers, ...statusPageHeaders } }
  }
}

/** The buyer's status page for `lead`, at the address as the route matches it (no final slash). */
async function renderStatus(
  render: RenderPage,
  { lead, token, locale, db }: { lead: Lead; token: string; locale: Locale; db: Db },
): Promise<Page> {
  const files = (await listUploads(db, lead.id)).length
  const view = statusView({ ...lead, form: lead.form as StatusKind }, locale, files)
  return render(localizePath(statusPath(token), locale), { status: { token, view } })
}
