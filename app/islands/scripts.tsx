import type { ReactNode } from 'react'
import chunks, { reloader, type IslandChunks } from 'virtual:island-chunks'
import { PageIslandsContext, type PageIslands } from './page-islands'

/** Every script a page with these islands runs, as site URLs: the runtime first, then the islands'. */
export function pageScripts(manifest: IslandChunks, names: string[]): string[] {
  if (names.length === 0) return []
  const parts = names.map((name) => {
    const files = manifest.parts[name]
    if (!files) throw new Error(`islands: no part built for the island "${name}"`)
    return files
  })
  return [...new Set([...manifest.runtime, ...parts.flat()])]
}

/**
 * The same on every page, so one Content-Security-Policy hash covers it. After the first frame
 * (rAF, then a task) it runs the runtime, which fetches the rest of the list at the visitor's first
 * sign of life (./client.tsx). The page paints from its HTML and inline styles alone, and
 * Lighthouse's simulation charges every request started before the first paint to that paint.
 */
export const islandLoader =
  'requestAnimationFrame(function(){setTimeout(function(){' +
  'var urls=JSON.parse(document.getElementById("island-scripts").textContent);' +
  'var script=document.createElement("script");script.type="module";script.src=urls[0];' +
  'document.head.appendChild(script)})})'

/** The islands of one render, in the order they render, which is the page's order. */
function noteIslands(): PageIslands & { listed: () => string[] } {
  const names = new Set<string>()
  let closed = false
  return {
    add(name) {
      // An island rendered after the list (a part that suspended) would be left without its code.
      if (closed) throw new Error(`islands: "${name}" rendered after the page's scripts were written`)
      names.add(name)
    },
    listed() {
      closed = true
      return [...names]
    },
  }
}

/** The list of the page's scripts and their loader, or none on a page without islands. */
function IslandScripts({ islands }: { islands: ReturnType<typeof noteIslands> }) {
  const urls = pageScripts(chunks, islands.listed())
  return (
    <>
      {reloader && <script type="module" src={reloader} />}
      {urls.length > 0 && (
        <>
          <script
            type="application/json"
            id="island-scripts"
            // A URL never holds `<`; escaped all the same, so the list cannot close its element.
            dangerouslySetInnerHTML={{ __html: JSON.stringify(urls).replaceAll('<', '\\u003c') }}
          />
          <script dangerouslySetInnerHTML={{ __html: islandLoader }} />
        </>
      )}
    </>
  )
}

/**
 * The page's body, then the scripts of exactly the islands it rendered (decision 006): React
 * renders the body in order before the list that ends it, so every island has been noted by then.
 * The browser gets no router; this takes the place of React Router's `<Scripts />`.
 */
export function WithIslandScripts({ children }: { children: ReactNode }) {
  const islands = noteIslands()
  return (
    <PageIslandsContext.Provider value={islands}>
      {children}
      <IslandScripts islands={islands} />
    </PageIslandsContext.Provider>
  )
}
