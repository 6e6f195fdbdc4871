import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'

const vnuJar = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar')

/** Internal links and anchors of a page, read from its pre-rendered HTML. */
function linksOf(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'))
}

test('every page reached from / and /es links only to pages and anchors that exist, in valid HTML', async ({
  request,
}) => {
  test.setTimeout(180_000)
  const pages = new Map<string, string>()
  const queue = ['/', '/es']
  const anchors: Array<{ from: string; href: string }> = []
  while (queue.length) {
    const pathname = queue.shift()!
    if (pages.has(pathname)) continue
    const response = await request.get(pathname)
    expect(response.status(), `${pathname}`).toBe(200)
    const html = await response.text()
    pages.set(pathname, html)
    for (const href of linksOf(html)) {
      if (!href.startsWith('/') || href.startsWith('//')) continue
      const url = new URL(href, 'http://site.test')
      if (url.hash) anchors.push({ from: pathname, href })
      if (url.pathname.startsWith('/api/')) continue
      // A file for download (the press kit) is no page; its own spec opens it.
      if (/\.[a-z0-9]+$/i.test(url.pathname)) continue
      if (!pages.has(url.pathname)) queue.push(url.pathname)
    }
  }
  // Every page in both languages is reachable by following links.
  expect(pages.size).toBeGreaterThanOrEqual(2 * 33)

  // Search engines get a title and a description of its own for every page.
  const heads = [...pages.values()].map((html) => ({
    title: html.match(/<title>([^<]*)<\/title>/)?.[1],
    description: html.match(/<meta name="description" content="([^"]*)"/)?.[1],
  }))
  expect(heads.every((head) => head.title && head.description)).toBe(true)
  expect(new Set(heads.map((head) => head.title)).size).toBe(pages.size)
  expect(new Set(heads.map((head) => head.description)).size).toBe(pages.size)

  for (const { from, href } of anchors) {
    const url = new URL(href, 'http://site.test')
    const target = pages.get(url.pathname) ?? ''
    expect(target, `${from} links to ${href}`).toContain(`id="${decodeURIComponent(url.hash.slice(1))}"`)
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'site-html-'))
  const files = [...pages].map(([pathname, html]) => {
    const file = path.join(dir, `${pathname.replace(/\//g, '_') || '_'}.html`)
    writeFileSync(file, html)
    return file
  })
  let report = ''
  try {
    // The checker's CSS parser predates @property and other CSS the stylesheet uses, so its CSS
    // messages are left to the browser; every HTML error still fails the test.
    const cssOnly = ['--filterpattern', 'CSS: .*']
    execFileSync('java', ['-jar', vnuJar, '--errors-only', ...cssOnly, '--format', 'text', ...files], {
      encoding: 'utf8',
      stdio: 'pipe',
    })
  } catch (error) {
    report = String((error as { stderr?: string }).stderr ?? error)
  }
  expect(report, 'Nu HTML Checker errors').toBe('')
})
