import type { FormId } from '~/lib/forms/common'
import { loadDraft } from '~/lib/forms/draft'
import { recordVisit } from '~/lib/forms/visit'
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

const { wake, holdEarlyClick } = createRuntime(islands, {
  async load(element) {
    const { loadPart, renderIsland } = await import('./mount')
    const part = await loadPart(element.dataset.island ?? '')
    // Its place on the page seeds the island's ids, so no two islands share one.
    return () => renderIsland(element, part, islands.indexOf(element) + 1)
  },
})

/**
 * A mouse that came to rest on an island before it rendered (hovering a menu) is felt as if it
 * moved again, so hover behaviour starts without waiting for the next movement.
 */
function replayHover(element: HTMLElement) {
  const hovered = [...element.querySelectorAll(':hover')].at(-1)
  hovered?.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }))
}

/** A form comes to life at once when it has a draft to put back. */
const formHasDraft = (form: FormId) => Boolean(loadDraft(form))

// `pointerover` too, below: it also replays the hover.
const interactions = ['pointerdown', 'touchstart', 'focusin'] as const

for (const element of islands) {
  const when = whenOf(element)
  if (when === 'with-others') continue
  for (const type of interactions) {
    element.addEventListener(type, () => void wake(element), { once: true, passive: true })
  }
  element.addEventListener(
    'pointerover',
    () => void wake(element).then((rendered) => rendered && replayHover(element)),
    { once: true },
  )
  element.addEventListener('click', (event) => holdEarlyClick(element, event), { capture: true })
  const form = when.startsWith('draft:') ? (when.slice('draft:'.length) as FormId) : undefined
  if (form && formHasDraft(form)) void wake(element)
}

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
// Nor while that sign is on a link: a visitor who may be leaving gets the whole network for the next
// page (on a slow phone connection, the prefetch delayed its first paint by about 60 ms).
const intent = ['pointermove', 'pointerdown', 'touchstart', 'scroll', 'keydown', 'focusin'] as const
const prefetchOnce = (event: Event) => {
  if (event.target instanceof Element && event.target.closest('a[href]')) return
  for (const type of intent) window.removeEventListener(type, prefetchOnce, { capture: true })
  prefetchIslandCode()
}
for (const type of intent) window.addEventListener(type, prefetchOnce, { capture: true, passive: true })
watchNavigations()
// The page now answers input: islands render as they are reached. End-to-end tests wait for this.
document.documentElement.dataset.interactive = 'true'
