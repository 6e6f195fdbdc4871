/** The pre-rendered status element (app/components/layout/navigation-status.tsx). */
export const navigationStatusId = 'navigation-status'

/** True when following this click leaves the page for another document of the site in this tab. */
function leavesForAnotherPage(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return false
  if (link.hasAttribute('download') || link.origin !== window.location.origin) return false
  // Only the hash differs: the browser scrolls within this page.
  return link.pathname !== window.location.pathname || link.search !== window.location.search
}

/**
 * Shows the "loading..." status while the next page loads, and hides it again when the browser
 * brings this page back from its history cache.
 */
export function watchNavigations() {
  const status = document.getElementById(navigationStatusId)
  if (!status) return
  // Listening late in the bubbling phase lets islands that handle a click themselves go first.
  window.addEventListener('click', (event) => {
    if (leavesForAnotherPage(event)) status.hidden = false
  })
  window.addEventListener('pageshow', () => {
    status.hidden = true
  })
}
