// @vitest-environment jsdom
import { render } from 'preact'
import { useId, type ComponentType } from 'react'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { i18nFor } from '~/i18n/config'
import { loadPart, renderIsland } from './mount'

/** A disclosure as Radix writes one: its button controls the panel by a generated id. */
function Disclosure({ label }: { label: string }) {
  const id = useId()
  return (
    <>
      <button type="button" aria-controls={id} aria-expanded="false">
        {label}
      </button>
      <div id={id}>{label}</div>
    </>
  )
}

/**
 * Markers as the pre-render leaves them: each island's elements already there, their ids given
 * by a renderer that knew nothing of the other islands (so they collide, as they would).
 */
async function preRendered(islands: [name: string, Part: ComponentType<object>, props: object][]) {
  document.body.innerHTML = ''
  for (const [name, Part, props] of islands) {
    const marker = document.createElement('div')
    Object.assign(marker.dataset, { island: name, when: 'interaction', props: JSON.stringify(props) })
    const scratch = document.createElement('div')
    render(
      <I18nextProvider i18n={i18nFor('en')}>
        <Part {...props} />
      </I18nextProvider>,
      scratch,
    )
    marker.innerHTML = scratch.innerHTML
    document.body.append(marker)
  }
  return [...document.querySelectorAll<HTMLElement>('[data-island]')]
}

/** Every id an element of `island` refers to, with what refers to it. */
function references(island: HTMLElement) {
  const attributes = ['for', 'aria-controls', 'aria-describedby', 'aria-labelledby']
  return [...island.querySelectorAll('*')].flatMap((element) =>
    attributes.flatMap((name) =>
      (element.getAttribute(name) ?? '').split(/\s+/).flatMap((id) => (id ? [{ element, name, id }] : [])),
    ),
  )
}

function expectUniqueIdsAndReferencesWithin(islands: HTMLElement[]) {
  const ids = [...document.querySelectorAll('[id]')].map((element) => element.id)
  expect(ids.length).toBeGreaterThanOrEqual(islands.length)
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
  for (const island of islands) {
    for (const { name, id } of references(island)) {
      expect(island.contains(document.getElementById(id)), `${name}="${id}"`).toBe(true)
    }
  }
}

describe('ids across islands', () => {
  it('are unique, each island seeding its own, and still link a control to what it controls', async () => {
    const islands = await preRendered([
      ['first', Disclosure as ComponentType<object>, { label: 'Sizes' }],
      ['second', Disclosure as ComponentType<object>, { label: 'Colours' }],
    ])
    expect(islands[0]!.innerHTML).toContain('id="P0-0"')
    expect(islands[1]!.innerHTML).toContain('id="P0-0"')
    for (const [index, island] of islands.entries())
      await renderIsland(island, Disclosure as ComponentType<object>, index + 1)

    expectUniqueIdsAndReferencesWithin(islands)
    const [sizes, colours] = islands.map((island) => island.querySelector('button')!)
    expect(document.getElementById(sizes!.getAttribute('aria-controls')!)).toHaveTextContent('Sizes')
    expect(document.getElementById(colours!.getAttribute('aria-controls')!)).toHaveTextContent('Colours')
  })

  it('would collide if two islands shared a seed: Preact numbers each root alike', async () => {
    const islands = await preRendered([
      ['first', Disclosure as ComponentType<object>, { label: 'Sizes' }],
      ['second', Disclosure as ComponentType<object>, { label: 'Colours' }],
    ])
    for (const island of islands) await renderIsland(island, Disclosure as ComponentType<object>, 7)
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id)
    expect(new Set(ids).size).toBeLessThan(ids.length)
  })

  it("stay unique with the page's real forms: the enquiry and the newsletter signup", async () => {
    const [contact, newsletter] = await Promise.all([loadPart('contact-form'), loadPart('newsletter-form')])
    const islands = await preRendered([
      ['contact-form', contact, {}],
      ['newsletter-form', newsletter, { variant: 'footer' }],
    ])
    await renderIsland(islands[0]!, contact, 1)
    await renderIsland(islands[1]!, newsletter, 2)

    expectUniqueIdsAndReferencesWithin(islands)
    // Each form's hidden field keeps its own label.
    const honeypots = islands.map((island) => island.querySelector<HTMLInputElement>('input[tabindex="-1"]')!)
    expect(honeypots[0]!.id).not.toBe(honeypots[1]!.id)
    for (const honeypot of honeypots) expect(honeypot.labels).toHaveLength(1)
    // The forms' whole code goes through the test transform: slow on a busy machine.
  }, 60_000)
})

describe('loadPart', () => {
  it('fetches the part the marker names, and refuses a name with no part', async () => {
    await expect(loadPart('contact-form')).resolves.toBeTypeOf('function')
    await expect(loadPart('no-such-island')).rejects.toThrow('No island part named "no-such-island"')
  })
})
