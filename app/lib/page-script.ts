import { keepLanguageChoice } from './language-choice'
import { rememberLocale } from './language-detection'
import { sendView, viewBeaconEndpoint } from './view-beacon'

/**
 * After a click on a link inside an open menu (a popover), the menu closes: a link to a section of
 * the same page would otherwise leave it open over the section, and a page restored from the
 * history cache comes back without it.
 *
 * Inlined with `Function.prototype.toString`: it must not reference anything outside its body.
 */
export function closeMenuOfLink(event: MouseEvent) {
  // A link opened in another tab or window leaves this page, and its menu, as they were.
  if (event.ctrlKey || event.metaKey || event.shiftKey) return
  const target = event.target
  const link = target instanceof Element ? target.closest('a[href]') : null
  const menu = link?.closest('[popover]')
  if (menu instanceof HTMLElement && menu.matches(':popover-open')) menu.hidePopover()
}

/**
 * An accordion item opened while another of its group is open above it: the other closes and
 * shrinks, and would carry the opened item out of view (a long printing method closing above a
 * phone's screen moved the tapped one 700 px up). The browser's scroll anchoring does not help,
 * since the opened item itself grows. So the tapped summary is held where the finger left it while
 * the other closes (0.2 s, app/app.css).
 *
 * Inlined with `Function.prototype.toString`: it must not reference anything outside its body.
 */
export function keepOpenedItemInView(event: MouseEvent) {
  const target = event.target
  const summary = target instanceof Element ? target.closest('summary') : null
  const item = summary?.parentElement
  if (!summary || !(item instanceof HTMLDetailsElement) || !item.name || item.open) return
  // Where the summary sits in the page, not on the screen: only the other item closing moves it
  // there, so a scroll by the visitor (or the browser) in the meantime is left alone.
  const inPage = () => summary.getBoundingClientRect().top + window.scrollY
  let last = inPage()
  // Until the other has closed: the first frame where nothing moved, or 0.4 s at most. Not longer,
  // so the page never shifts under the visitor's next tap.
  const until = performance.now() + 400
  const hold = (first: boolean) => {
    const now = inPage()
    const moved = now - last
    last = now
    if (moved) window.scrollBy({ top: moved, behavior: 'instant' })
    if ((first || moved) && performance.now() < until) requestAnimationFrame(() => hold(false))
  }
  requestAnimationFrame(() => hold(true))
}

/**
 * An inline script in every page's head (allowed by its hash in the Content-Security-Policy,
 * server/security.ts) for what HTML cannot do alone: listeners on the document that run within the
 * click and never hold it (the header and the accordions), and the count of a view the collector
 * did not count as it sent the page (view-beacon.ts), which waits for the page to be shown.
 * Everything else is HTML and CSS.
 */
export const pageScript = `(function(){var remember=${rememberLocale.toString()};document.addEventListener('click',function(event){(${keepLanguageChoice.toString()})(event,remember)});document.addEventListener('click',${closeMenuOfLink.toString()});document.addEventListener('click',${keepOpenedItemInView.toString()});(${sendView.toString()})(${JSON.stringify(viewBeaconEndpoint)})})()`
