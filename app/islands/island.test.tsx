// @vitest-environment jsdom
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { island, type IslandComponent } from './island'

const parts = import.meta.glob<{ default: IslandComponent }>('./parts/*.tsx', { eager: true })

describe('islands', () => {
  it('are each named after their file, which is how the browser finds their code', () => {
    const entries = Object.entries(parts)
    expect(entries.length).toBeGreaterThan(5)
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
})
