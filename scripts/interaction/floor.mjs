// The floor: each kind of control built from the platform alone (popover, details, a plain link),
// on a plain page that the bench serves in front of the site, so both share one origin: a floor
// link opens the site's own page exactly as the site's control does, with the same cache.
import { createServer, request as forward } from 'node:http'

const tap = { css: '#tap' }
const target = { css: '#target' }

/**
 * Each kind: what it is called in the report, how it is measured, and its page's body; `to`, the
 * page it opens itself, whatever the site's control opens.
 */
export const floorKinds = {
  menu: {
    label: 'popover',
    tap,
    target,
    body: () => `<button id="tap" popovertarget="menu">Menu</button>
<nav id="menu" popover><a id="target" href="#">First entry</a><a href="#">Second entry</a></nav>`,
  },
  'menu-section': {
    label: 'details in a popover',
    open: [{ css: '#open' }],
    tap,
    target,
    body: () => `<button id="open" popovertarget="menu">Menu</button>
<nav id="menu" popover>
<details name="section"><summary id="tap">Products</summary><a id="target" href="#">First entry</a></details>
<details name="section"><summary>Information</summary><a href="#">First entry</a></details>
</nav>`,
  },
  accordion: {
    label: 'details',
    tap,
    target,
    body: () => `<details name="faq" open><summary>First question</summary><p>First answer.</p></details>
<details name="faq"><summary id="tap">Second question</summary><p id="target">Second answer.</p></details>`,
  },
  link: {
    label: 'link',
    tap,
    body: ({ to }) => `<a id="tap" href="${to}">Next page</a>`,
  },
  anchor: {
    label: 'link to #form',
    tap,
    target,
    // Scrolling as the site does: smoothly, unless the visitor asks for reduced motion.
    body: () => `<style>@media (prefers-reduced-motion: no-preference) { html { scroll-behavior: smooth } }</style>
<a id="tap" href="#form">Get quote</a>
<div style="height: 8000px"></div><form id="form"><input id="target" name="name" aria-label="Name"></form>`,
  },
  form: {
    label: 'form sent',
    tap,
    // A form without a script: the browser sends it and paints the page that answers.
    to: '/thank-you',
    body: () => `<form action="/thank-you"><input name="email" type="email" value="ana@example.com" aria-label="Email">
<button id="tap">Send</button></form>`,
  },
  facade: {
    label: 'details and iframe',
    tap,
    target,
    body: () => `<details><summary id="tap">Play video</summary>
<iframe id="target" src="about:blank" title="Video" style="width: 100%; aspect-ratio: 16 / 9"></iframe></details>`,
  },
}

/** Where a kind's floor page is served; `to` is the page a floor link opens. */
export const floorPath = (kind, to) => `/__floor/${kind}${to ? `?to=${encodeURIComponent(to)}` : ''}`

/**
 * `head` is what the site's pages preload (the font): fetched on the floor page too, so a page the
 * floor opens finds the same files cached as one the site opens.
 */
function floorPage(url, head) {
  const { pathname, searchParams } = new URL(url, 'http://floor')
  const kind = floorKinds[pathname.slice('/__floor/'.length)]
  if (!pathname.startsWith('/__floor/') || !kind) return undefined
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor</title>${head}
<style>body { font: 16px/1.5 sans-serif; margin: 1rem } button, summary, a { display: block; padding: 0.75rem 0; min-height: 44px }</style>
</head><body>${kind.body({ to: searchParams.get('to') })}</body></html>`
}

/**
 * Serves the floor pages under /__floor/ and passes every other request to the site unchanged.
 * The site is measured through it too, so both pay the same small hop.
 */
export async function startFront({ port, sitePort, head }) {
  const server = createServer((request, response) => {
    const page = floorPage(request.url, head)
    if (page) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' })
      response.end(page)
      return
    }
    const upstream = forward(
      {
        host: '127.0.0.1',
        port: sitePort,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode, answer.headers)
        answer.pipe(response)
      },
    )
    upstream.on('error', () => response.destroy())
    request.pipe(upstream)
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(resolve)
      }),
  }
}
