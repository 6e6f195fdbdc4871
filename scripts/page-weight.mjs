// What each pre-rendered page loads before anything else: its JavaScript and CSS, gzip-compressed.
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

/** For every page: the gzip bytes of the scripts and stylesheets its HTML asks for first. */
export function pageWeights(clientDir) {
  return [...pages(clientDir)].map(({ route, file }) => {
    const html = readFileSync(file, 'utf8')
    const scripts = new Set([
      ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]),
      // Preloads held back until after the first paint (scripts/defer-app-scripts.mjs).
      ...(html.match(/data-preload="([^"]*)"/)?.[1].split(' ') ?? []),
      ...[...html.matchAll(/import\s*(?:[^'"]*from\s*)?["']([^"']+\.js)["']/g)].map((match) => match[1]),
    ])
    const styles = new Set(
      [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]),
    )
    const size = (urls) => [...urls].reduce((total, url) => total + gzipSize(path.join(clientDir, url)), 0)
    // Styles written into the page count as CSS too.
    const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('')
    const inlineCss = inline ? gzipSync(inline, { level: 9 }).length : 0
    return { route, js: size(scripts), css: size(styles) + inlineCss, html: gzipSync(html).length }
  })
}
