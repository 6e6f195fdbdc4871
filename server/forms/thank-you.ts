import { localizePath, type Locale } from '../../app/lib/locale'
import { pagePaths, referenceParameter } from '../../app/lib/paths'
import type { RenderPage } from '../rendered-pages'

/** The address of the thank-you page naming a stored request's reference, in its language. */
export const thankYouAddress = (locale: Locale, reference: string) =>
  `${localizePath(pagePaths.thankYou, locale)}?${referenceParameter}=${reference}`

/**
 * The thank-you page of a stored request, rendered for its reference: the same page whether it is
 * asked for by its address or is the answer to the post that stored the request. It names its own
 * address, which the page puts in the address bar before anything else runs, so a reload or a
 * shared link of a post's answer asks for this page and does not post again.
 */
export const renderThankYou = (render: RenderPage, locale: Locale, reference: string) =>
  render(localizePath(pagePaths.thankYou, locale), {
    reference,
    address: thankYouAddress(locale, reference),
  })
