import { useEffect, type ComponentType, type ReactNode } from 'react'
import { render, type ComponentChild } from 'preact'
import { I18nextProvider } from 'react-i18next'
import { i18nFor } from '~/i18n/config'
import { localeFromPath } from '~/lib/locale'
import { PagePathContext } from '~/lib/page-path'
import { islandProps, type IslandComponent } from './island'

/**
 * Renders one island in place: Preact, the translations and the island's own code. Run by the
 * runtime (./client.tsx) with the first island a visitor needs, never before.
 */
const parts = import.meta.glob<{ default: IslandComponent }>('./parts/*.tsx')

// The page's own path as pre-rendered; a Not Found page is shown at whatever path was asked for.
const pagePath = document.documentElement.dataset.pagePath ?? window.location.pathname
const locale = localeFromPath(pagePath)

/** Fetches the code of the island part named `name` (its file under ./parts/). */
export async function loadPart(name: string): Promise<ComponentType<object>> {
  const load = parts[`./parts/${name}.tsx`]
  if (!load) throw new Error(`No island part named "${name}"`)
  const { default: island } = await load()
  return island.component
}

/** Calls back once the island has rendered and its effects ran, so its buttons and fields answer. */
function Rendered({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  useEffect(onDone, [onDone])
  return children
}

/**
 * Each island is a Preact root of its own, and Preact numbers the ids of `useId` per root, so
 * every island would start from the same id (preactjs/preact#3781). Seeding the root's counter,
 * the `__m` mask Preact's `useId` reads, as Astro's Preact islands do, gives the island its own
 * ids: `P<seed>-0`, `P<seed>-1`... A unit test (mount.test.tsx) holds Preact to it.
 */
function seedIds(tree: ComponentChild, seed: number) {
  Object.assign(tree as object, { __m: [seed, 0] })
}

/** Renders the island `Part` over its marker's pre-rendered elements, its ids seeded by `seed`. */
export async function renderIsland(element: HTMLElement, Part: ComponentType<object>, seed: number) {
  const props = islandProps(element)
  const tree = (done: () => void) =>
    (
      <PagePathContext.Provider value={pagePath}>
        <I18nextProvider i18n={i18nFor(locale)}>
          <Rendered onDone={done}>
            <Part {...props} />
          </Rendered>
        </I18nextProvider>
      </PagePathContext.Provider>
    ) as unknown as ComponentChild
  // Preact renders over the pre-rendered elements, reusing them and correcting any attribute
  // that differs (such as generated ids), where a hydration would keep the server's.
  await new Promise<void>((done) => {
    const root = tree(done)
    seedIds(root, seed)
    render(root, element)
  })
}
