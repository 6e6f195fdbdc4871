// Swaps React Router's browser scripts in each pre-rendered page, and in each page the server renders
// for one request (server/rendered-pages.ts), for the island runtime and the chunks of the islands
// the page has (decision 006). The scripts are requested after the first
// frame: the page paints from its HTML and inline styles alone, and Lighthouse's simulation charges
// every request started before the first paint to that paint (decision 005).
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** The chunks of the runtime and of each island part, as vite.islands.config.ts wrote them. */
export function readIslandChunks(clientDir) {
  return JSON.parse(readFileSync(path.join(clientDir, '..', 'islands.json'), 'utf8'))
}

/** The names of the islands a pre-rendered page holds, in page order. */
export function islandNames(html) {
  return [...new Set([...html.matchAll(/data-island="([^"]+)"/g)].map((match) => match[1]))]
}

/** Every script a page with these islands runs, as site URLs: the runtime first, then the islands'. */
export function pageScripts(chunks, names) {
  if (names.length === 0) return []
  const parts = names.map((name) => {
    if (!chunks.parts[name]) throw new Error(`islands: no part built for the island "${name}"`)
    return chunks.parts[name]
  })
  return [...new Set([...chunks.runtime, ...parts.flat()])]
}

// The same for every page, so one Content-Security-Policy hash covers it. After the first frame
// (rAF, then a task) it runs the runtime, which fetches the rest of the list at the visitor's
// first sign of life (app/islands/client.tsx).
const loader =
  '<script>requestAnimationFrame(function(){setTimeout(function(){' +
  'var urls=JSON.parse(document.getElementById("island-scripts").textContent);' +
  'var script=document.createElement("script");script.type="module";script.src=urls[0];' +
  'document.head.appendChild(script)})})</script>'

const routerPreload = /<link rel="modulepreload" href="[^"]+"\/>/g
// `<Scripts />` writes everything from its context script to the end of <body>: the boot module and
// the streamed route data, none of which a page without a router needs.
const routerScriptsStart = '<script>window.__reactRouterContext'

/** The page with React Router's scripts swapped for its islands' (none when it has no island). */
export function addIslandScripts(html, chunks) {
  const start = html.indexOf(routerScriptsStart)
  const end = html.lastIndexOf('</body>')
  // Anything else means React Router changed its output: stop rather than ship a broken page.
  if (start < 0 || end < start) throw new Error('islands: React Router scripts not found in a page')
  const urls = pageScripts(chunks, islandNames(html))
  const list = `<script type="application/json" id="island-scripts">${JSON.stringify(urls)}</script>`
  const scripts = urls.length ? `${list}${loader}` : ''
  return `${html.slice(0, start).replace(routerPreload, '')}${scripts}${html.slice(end)}`
}

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else yield full
  }
}

/** Rewrites every page of a client build in place, and drops React Router's navigation data. */
export function addIslandScriptsIn(clientDir) {
  const chunks = readIslandChunks(clientDir)
  for (const file of files(clientDir)) {
    if (!file.endsWith('.html')) {
      if (file.endsWith('.data')) rmSync(file)
      continue
    }
    try {
      writeFileSync(file, addIslandScripts(readFileSync(file, 'utf8'), chunks))
    } catch (error) {
      throw new Error(`${path.relative(clientDir, file)}: ${error.message}`)
    }
  }
}
