// Makes each pre-rendered page ask for the app's JavaScript only after its first frame is painted.
// The pages paint from their HTML and inline styles alone, so the scripts never had to come first;
// requested up front they compete with the first paint on a slow connection (and Lighthouse's
// simulation charges every request started before the first paint to that paint). See decision 005.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const preloadLink = /<link rel="modulepreload" href="([^"]+)"\/>/g
const bootScript = /<script type="module" async="">([\s\S]*?)<\/script>/

// After the first frame (rAF, then a task), it adds the preloads and runs the boot module. The boot
// module's text is unchanged, so the hash the Content-Security-Policy allows for it still matches.
const loader =
  '<script>requestAnimationFrame(function(){setTimeout(function(){' +
  'var boot=document.getElementById("app-boot");' +
  'boot.dataset.preload.split(" ").forEach(function(href){' +
  'var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)});' +
  'var script=document.createElement("script");script.type="module";script.textContent=boot.textContent;' +
  'document.body.appendChild(script)})})</script>'

/** The page with its preloads and boot module held back until after the first paint. */
export function deferAppScripts(html) {
  const boot = html.match(bootScript)
  if (!boot) {
    // A page with preloads but no boot module we recognise means React Router changed its output.
    if (html.includes('rel="modulepreload"'))
      throw new Error('defer-app-scripts: preloads without a boot module')
    return html
  }
  const preloads = [...html.matchAll(preloadLink)].map((match) => match[1])
  return html
    .replace(preloadLink, '')
    .replace(
      bootScript,
      // An inert script keeps the boot module's text where React expects the element.
      () =>
        `<script type="text/plain" id="app-boot" data-preload="${preloads.join(' ')}">${boot[1]}</script>`,
    )
    .replace('</body>', () => `${loader}</body>`)
}

function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* htmlFiles(full)
    else if (entry.name.endsWith('.html')) yield full
  }
}

/** Rewrites every page of a client build in place; returns how many it changed. */
export function deferAppScriptsIn(clientDir) {
  let changed = 0
  for (const file of htmlFiles(clientDir)) {
    const html = readFileSync(file, 'utf8')
    const deferred = deferAppScripts(html)
    if (deferred !== html) {
      writeFileSync(file, deferred)
      changed++
    }
  }
  return changed
}
