// @vitest-environment jsdom
import { lazy, Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { island, islandProps, type IslandComponent } from './island'
import { islandLoader, WithIslandScripts } from './scripts'

const parts = import.meta.glob<{ default: IslandComponent }>('./parts/*.tsx', { eager: true })

describe('islands', () => {
  it('are each named after their file, which is how the browser finds their code', () => {
    const entries = Object.entries(parts)
    expect(entries).not.toHaveLength(0)
    for (const [file, part] of entries) {
      expect(part.default.islandName, file).toBe(file.match(/\.\/parts\/(.+)\.tsx$/)?.[1])
    }
  })

  it('pre-render their component inside a marker that carries their props', () => {
    const Greeting = ({ name }: { name: string }) => <button type="button">Hello {name} & co</button>
    const Marked = island('greeting', Greeting, 'interaction')
    const html = renderToString(<Marked name={'"Ana"'} />)
    const marker = new DOMParser().parseFromString(html, 'text/html').body.firstElementChild as HTMLElement
    expect(marker.dataset.island).toBe('greeting')
    expect(marker.dataset.when).toBe('interaction')
    expect(JSON.parse(marker.dataset.props ?? '')).toEqual({ name: '"Ana"' })
    expect(marker.children).toHaveLength(1)
    expect(marker.firstElementChild?.textContent).toBe('Hello "Ana" & co')
  })

  it('carry their props through the page as the same data, whatever the text holds', () => {
    const props = {
      title: '</script><script>alert("x")</script>',
      quotes: `"double" 'single' \`back\` &amp; <b>`,
      words: 'Diseño a medida — camisetas, 100 % poliéster ✓ 😀',
      separators: 'line\u2028paragraph\u2029end\n\ttab \\ backslash',
      figures: { count: 3, ratio: 0.25, negative: -1, none: null, yes: true, no: false },
      list: [['nested', 1], [], [{ deep: 'ñ' }]],
    }
    const Probe = (shown: typeof props) => <p>{shown.title}</p>
    const Marked = island('probe', Probe, 'interaction')
    const html = renderToString(<Marked {...props} />)
    const page = new DOMParser().parseFromString(`<body>${html}<p id="after">after</p></body>`, 'text/html')
    // Nothing in the props closes the marker or starts a script.
    expect(page.querySelectorAll('script')).toHaveLength(0)
    expect(page.getElementById('after')?.previousElementSibling?.getAttribute('data-island')).toBe('probe')
    expect(islandProps(page.querySelector('[data-island]') as HTMLElement)).toEqual(props)
  })
})

describe("a page's island scripts", () => {
  const Form = island('contact-form', () => <form aria-label="Enquiry" />, 'draft:contact')
  const Toasts = island('toasts', () => null, 'with-others')
  const listOf = (html: string) =>
    JSON.parse(
      new DOMParser().parseFromString(html, 'text/html').getElementById('island-scripts')?.textContent ??
        '[]',
    ) as string[]

  it('end the page, after every island: the list of the code to run, then the loader', () => {
    const html = renderToString(
      <WithIslandScripts>
        <Toasts />
        <main>
          <Form />
        </main>
        <Toasts />
      </WithIslandScripts>,
    )
    // The manifest from source, as in development: the runtime; the parts are served as they are imported.
    expect(listOf(html)).toEqual(['/@islands/app/islands/client.tsx'])
    expect(html.indexOf('<form')).toBeLessThan(html.indexOf('id="island-scripts"'))
    expect(html).toContain(`<script>${islandLoader}</script>`)
  })

  it('give a page without islands no list and no loader', () => {
    const html = renderToString(
      <WithIslandScripts>
        <p>Plain</p>
      </WithIslandScripts>,
    )
    expect(html).not.toContain('island-scripts')
    expect(html).not.toContain('requestAnimationFrame')
  })

  it('stop the render when a page holds an island that has no built part', () => {
    const Stray = island('site-footer', () => <footer />, 'interaction')
    expect(() =>
      renderToString(
        <WithIslandScripts>
          <Stray />
        </WithIslandScripts>,
      ),
    ).toThrow(/site-footer/)
  })

  it('refuse an island that renders after the list, which would be left without its code', async () => {
    const Late = lazy(async () => ({ default: Form }))
    const { renderToReadableStream } = await import('react-dom/server')
    const errors: unknown[] = []
    const stream = await renderToReadableStream(
      <WithIslandScripts>
        <Suspense fallback={null}>
          <Late />
        </Suspense>
      </WithIslandScripts>,
      { onError: (error) => void errors.push(error) },
    )
    await stream.allReady
    expect(String(errors[0])).toMatch(/"contact-form" rendered after the page's scripts/)
  })
})
