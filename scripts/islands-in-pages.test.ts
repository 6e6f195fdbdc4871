import { describe, expect, it } from 'vitest'
import { addIslandScripts, islandNames, pageScripts } from './islands-in-pages.mjs'

const chunks = {
  runtime: ['/assets/client.js'],
  parts: {
    toasts: ['/assets/toasts.js', '/assets/client.js', '/assets/radix.js'],
    'quote-form': ['/assets/quote-form.js', '/assets/client.js', '/assets/forms.js'],
  },
}

/** A page as React Router pre-renders it: its preloads in the head, its scripts ending the body. */
const routerPage = (body: string) =>
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/root.js"/>' +
  `<script>window.detectLanguage=1</script></head><body>${body}` +
  '<script>window.__reactRouterContext = {}</script><script type="module" async="">import("/assets/entry.js")</script>' +
  '<div hidden id="S:0"><script>window.__reactRouterContext.streamController.close();</script></div></body></html>'

const islandsOf = (html: string) =>
  JSON.parse(html.match(/id="island-scripts">(.*?)<\/script>/)?.[1] ?? '[]') as string[]

describe('island scripts in pre-rendered pages', () => {
  it('finds the islands a page holds, once each', () => {
    const html =
      '<div data-island="toasts"></div><div data-island="quote-form"></div><div data-island="toasts">'
    expect(islandNames(html)).toEqual(['toasts', 'quote-form'])
  })

  it('runs the runtime first, then each chunk the islands need, once', () => {
    expect(pageScripts(chunks, ['toasts', 'quote-form'])).toEqual([
      '/assets/client.js',
      '/assets/toasts.js',
      '/assets/radix.js',
      '/assets/quote-form.js',
      '/assets/forms.js',
    ])
    expect(pageScripts(chunks, [])).toEqual([])
  })

  it('stops the build when a page names an island that was not built', () => {
    expect(() => pageScripts(chunks, ['site-footer'])).toThrow(/site-footer/)
  })

  it("swaps React Router's scripts for the page's islands, keeping the page's own", () => {
    const html = addIslandScripts(routerPage('<div data-island="toasts"></div>'), chunks)
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).not.toContain('__reactRouter')
    expect(html).not.toContain('/assets/entry.js')
    expect(html).toContain('<script>window.detectLanguage=1</script>')
    expect(islandsOf(html)).toEqual(pageScripts(chunks, ['toasts']))
    expect(html.endsWith('</script></body></html>')).toBe(true)
  })

  it('loads the same way on every page, so one policy hash allows the loader', () => {
    const loader = (html: string) => html.match(/<script>requestAnimationFrame[\s\S]*?<\/script>/)?.[0]
    const header = addIslandScripts(routerPage('<div data-island="toasts"></div>'), chunks)
    const form = addIslandScripts(routerPage('<div data-island="quote-form"></div>'), chunks)
    expect(loader(header)).toBeDefined()
    expect(loader(header)).toBe(loader(form))
  })

  it('gives a page without islands no script at all', () => {
    const html = addIslandScripts(routerPage('<p>Plain</p>'), chunks)
    expect(html).not.toContain('island-scripts')
    expect(html).not.toContain('requestAnimationFrame')
  })

  it("fails loudly when React Router's output is not what it expects", () => {
    expect(() => addIslandScripts('<html><body><p>No scripts</p></body></html>', chunks)).toThrow(
      /React Router scripts not found/,
    )
  })
})
