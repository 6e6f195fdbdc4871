// @vitest-environment jsdom
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { island, islandProps, type IslandComponent } from './island'

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
