/**
 * A click on a link of the language switch (`data-language-choice` names the language it leads
 * to), as the page's inline script handles it (app/lib/page-script.ts):
 * the choice is stored where the detector of English pages looks first after the query string
 * (the cookie `remember` writes and `localStorage`, as i18next-browser-languagedetector caches
 * it; see ./language-detection.ts), and the other language opens at the same section. Both are
 * done in the click itself, so the browser follows the link as soon as it would without them.
 *
 * Inlined with `Function.prototype.toString`: it must not reference anything outside its body
 * and its arguments.
 */
export function keepLanguageChoice(event: MouseEvent, remember: (doc: Document, locale: string) => void) {
  const target = event.target
  const link = target instanceof Element ? target.closest('a[data-language-choice]') : null
  if (!(link instanceof HTMLAnchorElement)) return
  const locale = link.getAttribute('data-language-choice') ?? ''
  remember(document, locale)
  try {
    localStorage.setItem('i18nextLng', locale)
  } catch {
    // Storage can be blocked (privacy settings): the cookie alone still holds the choice.
  }
  link.hash = window.location.hash
}
