import { keyedValues } from '../../app/lib/forms/contract'
import { quoteForm } from '../../app/lib/forms/quote'
import { localizePath, type Locale } from '../../app/lib/locale'
import { pagePaths } from '../../app/lib/paths'
import { policyOf } from '../../app/lib/forms/forms'
import type { Page } from '../pages'
import type { RenderPage } from '../rendered-pages'
import type { Lead } from '../store/leads'

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

/** Whether a lead can be ordered again: a quotation with lines (its form takes an order). */
export const canOrderAgain = (lead: Pick<Lead, 'form' | 'order'>) =>
  Boolean(policyOf(lead.form).order && lead.order?.lines.length)

/**
 * The order builder's page for `/status/<token>/order-again` (and under `/es`), rendered with the
 * lines of the quotation the token opens and the token in a hidden field, so the new request is
 * linked to the first (decision 050). It works without a script, as a form the server filled in.
 */
export function renderOrderAgain(
  render: RenderPage,
  { lead, token, locale }: { lead: Lead; token: string; locale: Locale },
): Promise<Page> {
  return render(localizePath(pagePaths.customDesign, locale), {
    returned: {
      form: 'quote',
      values: { ...repeatValues(lead), repeatOf: token },
      problems: [],
      repeatOf: lead.reference,
    },
  })
}
