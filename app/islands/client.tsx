import type { FormId } from '~/lib/forms/common'
import { loadDraft } from '~/lib/forms/draft'
import { fillsQuoteLine } from '~/lib/order/style-link'
import { recordVisit, withVisit } from '~/lib/forms/visit'
import { watchNavigations } from '~/lib/navigation-status'
import { createRuntime, whenOf } from './runtime'

/**
 * The browser's whole app on load (decisions 006, 007 and 011): it finds the islands the pre-render marked and
 * renders each one when the visitor needs it (see `IslandWhen`), so loading a page runs little
 * more than this. The rendering code (./mount.tsx: Preact, translations, the island's part) is
 * fetched at the visitor's first sign of life and runs with the first island.
 */
const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')]
// The first page of a visit is remembered, so a lead sent later says where the visit began.
recordVisit()

/** The form an island waits for to put a draft back, if it has one. */
function draftFormOf(element: HTMLElement): FormId | undefined {
  const when = whenOf(element)
  return when.startsWith('draft:') ? (when.slice('draft:'.length) as FormId) : undefined
}

/**
 * A form comes to life at once when it has a draft to put back, or when the page's address asks a
 * form to fill a line in (a style's quote link on the quotation's page). The address names no form,
 * so on such a page every form wakes with it; only the quotation reads the address.
 */
const formFillsAtOnce = (form: FormId | undefined) =>
  form !== undefined && (Boolean(loadDraft(form)) || fillsQuoteLine(window.location.search))

/**
 * The browser's own post carries the visit in its address, as the island's would. The form keeps
 * its own address for the next post: the browser has read it by the next task.
 */
function postWithVisit(form: HTMLFormElement) {
  const action = form.getAttribute('action')
  if (action === null) return
  form.setAttribute('action', withVisit(action))
  setTimeout(() => form.setAttribute('action', action))
}

const { wake, holdEarlyClick, sendsNatively, guardSubmit, pageShown } = createRuntime(islands, {
  async load(element) {
    const { loadPart, renderIsland } = await import('./mount')
    const part = await loadPart(element.dataset.island ?? '')
    // Its place on the page seeds the island's ids, so no two islands share one.
    return () => renderIsland(element, part, islands.indexOf(element) + 1)
  },
  // A form sent before its island is live is posted by the browser, which waits for no code: the
  // collector answers with the thank-you page, or with the form's page again and what to mend. A
  // form still putting a draft back waits for it, so the post is what the visitor sees.
  postsNatively: (element) => !formFillsAtOnce(draftFormOf(element)),
  beforeNativePost: postWithVisit,
})

/**
 * A mouse that came to rest on an island before it rendered (hovering a menu) is felt as if it
 * moved again, so hover behaviour starts without waiting for the next movement.
 */
function replayHover(element: HTMLElement) {
  const hovered = [...element.querySelectorAll(':hover')].at(-1)
  hovered?.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }))
}

/**
 * Wakes the island at the first event of `type` inside it, then calls `woke` with whether it
 * rendered; not at a press on a submit button that posts natively, after which the page goes.
 */
function wakeOnFirst(element: HTMLElement, type: string, woke?: (rendered: boolean) => void) {
  const listener = (event: Event) => {
    if (sendsNatively(event.target)) return
    element.removeEventListener(type, listener)
    void wake(element).then((rendered) => woke?.(rendered))
  }
  element.addEventListener(type, listener, { passive: true })
}

// `pointerover` too, below: it also replays the hover.
const interactions = ['pointerdown', 'touchstart', 'focusin'] as const

for (const element of islands) {
  const when = whenOf(element)
  if (when === 'with-others') continue
  for (const type of interactions) wakeOnFirst(element, type)
  wakeOnFirst(element, 'pointerover', (rendered) => {
    if (rendered) replayHover(element)
  })
  element.addEventListener('click', (event) => holdEarlyClick(element, event), { capture: true })
  element.addEventListener('submit', (event) => guardSubmit(element, event), { capture: true })
  if (formFillsAtOnce(draftFormOf(element))) void wake(element)
}
window.addEventListener('pageshow', pageShown)

/**
 * Fetches the code the page's islands may need (listed by the build, runtime first) into the
 * cache, a file per task, so a visitor's first tap finds it there. A prefetch, unlike a module
 * preload, does not compile the code: that waits for the island that needs it.
 */
function prefetchIslandCode() {
  const urls = JSON.parse(document.getElementById('island-scripts')?.textContent ?? '[]') as string[]
  for (const href of urls.slice(1)) {
    setTimeout(() => {
      const link = document.createElement('link')
      link.rel = 'prefetch'
      link.href = href
      document.head.append(link)
    })
  }
}

// Not before the visitor's first sign of life: a page that is only looked at fetches nothing more.
// Nor while that sign is on a link or a button that posts its form natively: a visitor who may be
// leaving gets the whole network for the next page (on a slow phone connection, the prefetch delayed
// its first paint by about 60 ms).
const intent = ['pointermove', 'pointerdown', 'touchstart', 'scroll', 'keydown', 'focusin'] as const
const prefetchOnce = (event: Event) => {
  if (event.target instanceof Element && event.target.closest('a[href]')) return
  if (sendsNatively(event.target)) return
  for (const type of intent) window.removeEventListener(type, prefetchOnce, { capture: true })
  prefetchIslandCode()
}
for (const type of intent) window.addEventListener(type, prefetchOnce, { capture: true, passive: true })
watchNavigations()
// The page now answers input: islands render as they are reached. End-to-end tests wait for this.
document.documentElement.dataset.interactive = 'true'
