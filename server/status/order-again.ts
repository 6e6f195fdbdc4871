import { keyedValues } from '../../app/lib/forms/contract'
import { quoteForm } from '../../app/lib/forms/quote'
import { localeFromPath, localizePath } from '../../app/lib/locale'
import { pagePaths } from '../../app/lib/paths'
import { orderAgainTokenIn } from '../../app/lib/status-page'
import { policyOf } from '../../app/lib/forms/forms'
import type { Page } from '../pages'
import { pageFor, type RenderPage } from '../rendered-pages'
import type { Lead } from '../store/leads'
import type { Db } from '../store/schema'
import { leadByStatusToken } from '../store/status-links'
import { statusPageHeaders } from './page'

/**
 * What of an earlier quotation the order builder opens with: its lines (with their sizes, styles
 * and samples), the roster, and the terms that still hold (shipping, price, destination, whether to
 * sample). Not who sent it (the buyer's browser, or the buyer, fills that in again), nor the
 * in-hands date, which has passed or soon will, nor the files, which stay with the first request.
 */
const carried = (key: string) =>
  /^line\d/.test(key) ||
  ['roster', 'sample', 'shipping', 'targetPrice', 'currency', 'destination'].includes(key)

export function repeatValues(lead: Pick<Lead, 'payload'>): Record<string, string> {
  const values = keyedValues(quoteForm, lead.payload) as Record<string, string>
  return Object.fromEntries(Object.entries(values).filter(([key, value]) => carried(key) && value))
}

/**
 * Answers `/status/<token>/order-again` (and under `/es`): the order builder's page, rendered for
 * this request with the lines of the quotation the token opens and the token in a hidden field, so
 * the new request is linked to the first (decision 050). It works without a script, as a form the
 * server filled in. A token that opens no quotation gets the Not Found page, as on the status page.
 */
export function orderAgainPages({
  db,
  render,
  notFound,
}: {
  db: Db
  render: RenderPage
  notFound: (pathname: string) => Page
}) {
  return async function orderAgainPage(pathname: string, now = new Date()): Promise<Page | undefined> {
    const token = orderAgainTokenIn(pathname)
    if (token === undefined) return undefined
    const lead = await leadByStatusToken(db, token, now)
    if (!lead || !policyOf(lead.form).order || !lead.order?.lines.length) {
      const { status, html } = notFound(pathname)
      return pageFor(status, html.toString('utf8'), statusPageHeaders)
    }
    const locale = localeFromPath(pathname)
    const page = await render(localizePath(pagePaths.customDesign, locale), {
      returned: {
        form: 'quote',
        values: { ...repeatValues(lead), repeatOf: token },
        problems: [],
        repeatOf: lead.reference,
      },
    })
    return { ...page, headers: { ...page.headers, ...statusPageHeaders } }
  }
}
