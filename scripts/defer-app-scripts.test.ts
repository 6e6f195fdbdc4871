import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from '../server/security'
// @ts-expect-error: a plain JavaScript build script
import { deferAppScripts } from './defer-app-scripts.mjs'

const boot = 'import "/assets/manifest.js";import("/assets/entry.client.js");'
const page = [
  '<html><head><link rel="modulepreload" href="/assets/entry.client.js"/>',
  '<link rel="modulepreload" href="/assets/root.js"/></head>',
  `<body><main>Hello</main><script type="module" async="">${boot}</script></body></html>`,
].join('')

describe('deferring the app scripts', () => {
  const deferred: string = deferAppScripts(page)

  it('asks for no script before the first paint', () => {
    expect(deferred).not.toMatch(/<link rel="modulepreload"/)
    expect(deferred).not.toMatch(/<script type="module"/)
    expect(deferred).toContain('requestAnimationFrame(')
  })

  it('keeps the boot module and its preloads for the loader', () => {
    expect(deferred).toContain(
      `<script type="text/plain" id="app-boot" data-preload="/assets/entry.client.js /assets/root.js">${boot}</script>`,
    )
  })

  it('keeps the boot module allowed by the same Content-Security-Policy hash', () => {
    expect(inlineScriptHashes(deferred)).toEqual(expect.arrayContaining(inlineScriptHashes(page)))
  })

  it('stops the build when the boot module is no longer where it was', () => {
    expect(() => deferAppScripts(page.replace('type="module" async=""', 'type="module"'))).toThrow()
  })

  it('leaves a page without the app alone', () => {
    expect(deferAppScripts('<html><body>Static</body></html>')).toBe('<html><body>Static</body></html>')
  })
})
