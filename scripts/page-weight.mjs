// What each pre-rendered page loads: its JavaScript and CSS, gzip-compressed.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length

function* pages(dir, base = '') {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry)
    if (statSync(full).isDirectory()) {
      if (entry !== 'assets') yield* pages(full, `${base}/${entry}`)
    } else if (entry === 'index.html') yield { route: base || '/', file: full }
  }
}

/**
 * For every page, in gzip bytes: `jsOnLoad`, the scripts that run as it loads (the island runtime);
 * `js`, every script it may run, with the code of all its islands, fetched at the visitor's first
 * sign of life (app/islands/client.tsx); `css`, its styles.
 */
export function pageWeights(clientDir) {
  return [...pages(clientDir)].map(({ route, file }) => {
    const html = readFileSync(file, 'utf8')
    const tags = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((match) => match[1])
    // The runtime first, then the islands' chunks (app/islands/scripts.tsx).
    const islands = JSON.parse(
      html.match(/<script type="application\/json" id="island-scripts">(.*?)<\/script>/)?.[1] ?? '[]',
    )
    const onLoad = new Set([...tags, ...islands.slice(0, 1)])
    const scripts = new Set([...tags, ...islands])
    const styles = new Set(
      [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]),
    )
    const size = (urls) => [...urls].reduce((total, url) => total + gzipSize(path.join(clientDir, url)), 0)
    // Styles written into the page count as CSS too.
    const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('')
    const inlineCss = inline ? gzipSync(inline, { level: 9 }).length : 0
    return {
      route,
      jsOnLoad: size(onLoad),
      js: size(scripts),
      css: size(styles) + inlineCss,
      html: gzipSync(html).length,
    }
  })
}
