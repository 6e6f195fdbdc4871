import { useEffect, type ReactNode } from 'react'
import { render, type ComponentChild } from 'preact'
import { I18nextProvider } from 'react-i18next'
import { i18nFor } from '~/i18n/config'
import { localeFromPath } from '~/lib/locale'
import { PagePathContext } from '~/lib/page-path'
import type { IslandComponent } from './island'
import { watchNavigations } from './navigation-status'

/**
 * The browser's whole app: it finds the islands the pre-render marked, fetches each one's code and
 * renders it in place (decision 006). Pages without islands run nothing else.
 */
const parts = import.meta.glob<{ default: IslandComponent }>('./parts/*.tsx')

function loadPart(element: HTMLElement) {
  const load = parts[`./parts/${element.dataset.island}.tsx`]
  if (!load) throw new Error(`No island part named "${element.dataset.island}"`)
  return load()
}

// The page's own path as pre-rendered; a Not Found page is shown at whatever path was asked for.
const pagePath = document.documentElement.dataset.pagePath ?? window.location.pathname
const locale = localeFromPath(pagePath)

/** Gives the browser a turn: input, paint, other tasks. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Calls back once the island has rendered and its effects ran, so its buttons and fields answer. */
function Hydrated({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  useEffect(onDone, [onDone])
  return children
}

async function renderIsland(element: HTMLElement) {
  const { default: island } = await loadPart(element)
  const props = JSON.parse(element.dataset.props ?? '{}') as object
  const tree = (done: () => void) => (
    <PagePathContext.Provider value={pagePath}>
      <I18nextProvider i18n={i18nFor(locale)}>
        <Hydrated onDone={done}>
          <island.component {...props} />
        </Hydrated>
      </I18nextProvider>
    </PagePathContext.Provider>
  )
  // Preact renders over the pre-rendered elements, reusing them and correcting any attribute
  // that differs (such as generated ids), where a hydration would keep the server's.
  await new Promise<void>((done) => render(tree(done) as unknown as ComponentChild, element))
}

async function renderIslands() {
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')]
  // Every island's code is requested at once; islands then render one after another, each in a
  // task of its own, so no single task holds the main thread long.
  await Promise.allSettled(elements.map(loadPart))
  for (const element of elements) {
    await nextTask()
    // One broken island is reported and the others still come to life.
    await renderIsland(element).catch(reportError)
  }
  // Marks the page as interactive; end-to-end tests wait for it before they click.
  document.documentElement.dataset.hydrated = 'true'
}

watchNavigations()
void renderIslands()
