import { useEffect, type ReactNode } from 'react'
import { render, type ComponentChild } from 'preact'
import { I18nextProvider } from 'react-i18next'
import { i18nFor } from '~/i18n/config'
import { localeFromPath } from '~/lib/locale'
import { PagePathContext } from '~/lib/page-path'
import type { IslandComponent } from './island'

/**
 * Renders one island in place: Preact, the translations and the island's own code. Run by the
 * runtime (./client.tsx) with the first island a visitor needs, never before.
 */
const parts = import.meta.glob<{ default: IslandComponent }>('./parts/*.tsx')

// The page's own path as pre-rendered; a Not Found page is shown at whatever path was asked for.
const pagePath = document.documentElement.dataset.pagePath ?? window.location.pathname
const locale = localeFromPath(pagePath)

/** Calls back once the island has rendered and its effects ran, so its buttons and fields answer. */
function Rendered({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  useEffect(onDone, [onDone])
  return children
}

export async function renderIsland(element: HTMLElement) {
  const load = parts[`./parts/${element.dataset.island}.tsx`]
  if (!load) throw new Error(`No island part named "${element.dataset.island}"`)
  const { default: island } = await load()
  const props = JSON.parse(element.dataset.props ?? '{}') as object
  const tree = (done: () => void) => (
    <PagePathContext.Provider value={pagePath}>
      <I18nextProvider i18n={i18nFor(locale)}>
        <Rendered onDone={done}>
          <island.component {...props} />
        </Rendered>
      </I18nextProvider>
    </PagePathContext.Provider>
  )
  // Preact renders over the pre-rendered elements, reusing them and correcting any attribute
  // that differs (such as generated ids), where a hydration would keep the server's.
  await new Promise<void>((done) => render(tree(done) as unknown as ComponentChild, element))
}
