// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRuntime, retryOnce, type LoadIsland } from './runtime'

/** A pre-rendered island as the page has it: a marker holding a link, a form and a plain button. */
function pageWithIsland(name = 'contact-form') {
  document.body.innerHTML = `
    <div data-island="${name}" data-when="interaction" data-props="{}">
      <a href="#elsewhere">Elsewhere</a>
      <form action="/api/forms/contact" method="post"><button>Send</button></form>
      <button type="button">Toggle</button>
    </div>`
  const element = document.querySelector<HTMLElement>('[data-island]')!
  return {
    element,
    link: element.querySelector('a')!,
    form: element.querySelector('form')!,
    submit: element.querySelector('form button') as HTMLButtonElement,
    toggle: element.querySelector('button[type="button"]') as HTMLButtonElement,
  }
}

// The document outlives each test: its listeners go with the test that added them.
let listening = new AbortController()
afterEach(() => {
  listening.abort()
  listening = new AbortController()
})

/** Every click that reaches the document unprevented: what the browser itself would act on. */
function clicksTheBrowserActsOn() {
  const targets: EventTarget[] = []
  const record = (event: Event) =>
    void (!event.defaultPrevented && event.target && targets.push(event.target))
  const { signal } = listening
  document.addEventListener('click', record, { signal })
  // The test browser does not load other pages or post forms; what would have happened is recorded.
  const submits: (HTMLElement | null)[] = []
  document.addEventListener(
    'submit',
    (event) => {
      if (!event.defaultPrevented) submits.push(event.submitter)
      event.preventDefault()
    },
    { signal },
  )
  return { targets, submits }
}

/** Renders the island by giving its controls their own handling, as Preact adds its handlers. */
function rendersWithHandlers(element: HTMLElement, handled: EventTarget[]) {
  return async () => {
    for (const control of element.querySelectorAll('a, button')) {
      control.addEventListener('click', (event) => {
        event.preventDefault()
        handled.push(event.currentTarget!)
      })
    }
  }
}

const failing: LoadIsland = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
const reported = vi.fn()

beforeEach(() => vi.stubGlobal('reportError', reported))
afterEach(() => {
  vi.unstubAllGlobals()
  reported.mockReset()
})

describe('a click held while an island loads', () => {
  it('is replayed exactly once on the same control when the island has rendered', async () => {
    const { element, toggle } = pageWithIsland()
    const handled: EventTarget[] = []
    const load = vi.fn<LoadIsland>(async () => rendersWithHandlers(element, handled))
    const { holdEarlyClick } = createRuntime([element], { load, retryDelay: 0 })
    element.addEventListener('click', (event) => holdEarlyClick(element, event), { capture: true })
    const browser = clicksTheBrowserActsOn()

    toggle.click()
    expect(browser.targets).toEqual([])
    await vi.waitFor(() => expect(element.dataset.state).toBe('rendered'))
    await vi.waitFor(() => expect(handled).toEqual([toggle]))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(handled).toEqual([toggle])
    expect(load).toHaveBeenCalledTimes(1)
    expect(reported).not.toHaveBeenCalled()
  })

  it('is replayed once the retry of a failed load succeeds', async () => {
    const { element, submit } = pageWithIsland()
    const handled: EventTarget[] = []
    const load = vi
      .fn<LoadIsland>()
      .mockImplementationOnce(failing)
      .mockImplementation(async () => rendersWithHandlers(element, handled))
    const { holdEarlyClick } = createRuntime([element], { load, retryDelay: 5 })
    element.addEventListener('click', (event) => holdEarlyClick(element, event), { capture: true })
    const browser = clicksTheBrowserActsOn()

    submit.click()
    await vi.waitFor(() => expect(handled).toEqual([submit]))
    expect(load).toHaveBeenCalledTimes(2)
    // The island's own handling sent it; the form did not also post natively.
    expect(browser.submits).toEqual([])
    expect(reported).not.toHaveBeenCalled()
  })
})

describe("when an island's code cannot be loaded", () => {
  function failingPage() {
    const page = pageWithIsland()
    const load = vi.fn<LoadIsland>(failing)
    const { holdEarlyClick } = createRuntime([page.element], { load, retryDelay: 5 })
    page.element.addEventListener('click', (event) => holdEarlyClick(page.element, event), { capture: true })
    return { ...page, load, browser: clicksTheBrowserActsOn() }
  }

  it('a held click on a link is let through, once, for the browser to follow', async () => {
    const { element, link, load, browser } = failingPage()
    link.click()
    await vi.waitFor(() => expect(browser.targets).toEqual([link]))
    expect(element.dataset.state).toBe('failed')
    // Loaded once and retried once, then left alone: nothing loops.
    expect(load).toHaveBeenCalledTimes(2)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(browser.targets).toEqual([link])
  })

  it("a held click on a form's submit button posts the form natively", async () => {
    const { submit, browser } = failingPage()
    submit.click()
    await vi.waitFor(() => expect(browser.submits).toEqual([submit]))
  })

  it('a held click on another button is not swallowed', async () => {
    const { toggle, browser } = failingPage()
    toggle.click()
    await vi.waitFor(() => expect(browser.targets).toEqual([toggle]))
  })

  it('is reported, naming the island and the cause, and later clicks are not held', async () => {
    const { element, toggle, load, browser } = failingPage()
    toggle.click()
    await vi.waitFor(() => expect(element.dataset.state).toBe('failed'))
    expect(reported).toHaveBeenCalledTimes(1)
    const error = reported.mock.calls[0]![0] as Error
    expect(error.message).toBe('The island "contact-form" could not render')
    expect(error.cause).toBeInstanceOf(TypeError)

    toggle.click()
    expect(browser.targets).toEqual([toggle, toggle])
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('the other islands still render', async () => {
    document.body.innerHTML = `
      <div data-island="broken" data-when="interaction"><button>A</button></div>
      <div data-island="working" data-when="interaction"><button>B</button></div>`
    const [broken, working] = [...document.querySelectorAll<HTMLElement>('[data-island]')] as [
      HTMLElement,
      HTMLElement,
    ]
    const load: LoadIsland = (element) =>
      element === broken ? failing(element) : Promise.resolve(async () => {})
    const { wake } = createRuntime([broken, working], { load, retryDelay: 0 })
    expect(await wake(broken)).toBe(false)
    expect(await wake(working)).toBe(true)
    expect(working.dataset.state).toBe('rendered')
  })
})

describe('a click held while the code is slow to come', () => {
  it('is let through after the runtime has waited long enough, and not replayed when it renders', async () => {
    const { element, submit } = pageWithIsland()
    const handled: EventTarget[] = []
    let arrive = () => {}
    const arrived = new Promise<void>((resolve) => (arrive = resolve))
    const load: LoadIsland = async () => {
      await arrived
      return rendersWithHandlers(element, handled)
    }
    const { holdEarlyClick } = createRuntime([element], { load, patience: 10 })
    element.addEventListener('click', (event) => holdEarlyClick(element, event), { capture: true })
    const browser = clicksTheBrowserActsOn()

    submit.click()
    await vi.waitFor(() => expect(browser.submits).toEqual([submit]))
    arrive()
    await vi.waitFor(() => expect(element.dataset.state).toBe('rendered'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(handled).toEqual([])
    expect(browser.submits).toEqual([submit])
  })
})

describe('a form sent before its island is live, posted by the browser', () => {
  /** The island's code arrives when the test says; rendered, its form sends itself, as the islands' do. */
  function nativePage() {
    const page = pageWithIsland()
    const sentByIsland: Event[] = []
    let arrive = () => {}
    const arrived = new Promise<void>((resolve) => (arrive = resolve))
    const load: LoadIsland = async () => {
      await arrived
      return async () =>
        page.form.addEventListener('submit', (event) => {
          event.preventDefault()
          sentByIsland.push(event)
        })
    }
    const beforeNativePost = vi.fn()
    const runtime = createRuntime([page.element], { load, postsNatively: () => true, beforeNativePost })
    page.element.addEventListener('pointerdown', () => void runtime.wake(page.element))
    page.element.addEventListener('click', (event) => runtime.holdEarlyClick(page.element, event), {
      capture: true,
    })
    page.element.addEventListener('submit', (event) => runtime.guardSubmit(page.element, event), {
      capture: true,
    })
    return { ...page, ...runtime, arrive, sentByIsland, beforeNativePost, browser: clicksTheBrowserActsOn() }
  }

  it('goes at once, without waiting for the code, its address ready to be added to first', () => {
    const { element, submit, form, browser, beforeNativePost } = nativePage()
    submit.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    submit.click()
    expect(browser.submits).toEqual([submit])
    expect(beforeNativePost).toHaveBeenCalledExactlyOnceWith(form)
    expect(element.dataset.state).toBeUndefined()
  })

  it('is sent once: a second tap, and the island that comes to life meanwhile, send nothing more', async () => {
    const { element, submit, browser, arrive, sentByIsland } = nativePage()
    submit.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    submit.click()
    submit.click()
    arrive()
    await vi.waitFor(() => expect(element.dataset.state).toBe('rendered'))
    submit.click()
    expect(browser.submits).toEqual([submit])
    expect(sentByIsland).toEqual([])
  })

  it('may be sent again on the page the back button shows from the cache', () => {
    const { submit, browser, pageShown } = nativePage()
    submit.click()
    pageShown(new PageTransitionEvent('pageshow', { persisted: false }))
    submit.click()
    expect(browser.submits).toEqual([submit])
    pageShown(new PageTransitionEvent('pageshow', { persisted: true }))
    submit.click()
    expect(browser.submits).toEqual([submit, submit])
  })

  it('is known by its button, so a press on it wakes nothing: the page is about to go', async () => {
    const { element, submit, toggle, link, arrive, wake, sendsNatively } = nativePage()
    expect(sendsNatively(submit)).toBe(true)
    expect(sendsNatively(submit.appendChild(document.createElement('span')))).toBe(true)
    expect(sendsNatively(toggle)).toBe(false)
    expect(sendsNatively(link)).toBe(false)
    // A named submit button asks the island for something (another product line): it is held for it.
    const addLine = Object.assign(document.createElement('button'), { name: 'AddLine', value: '2' })
    expect(sendsNatively(submit.form!.appendChild(addLine))).toBe(false)
    arrive()
    await wake(element)
    expect(sendsNatively(submit)).toBe(false)
  })

  it('is left to the island once it has rendered', async () => {
    const { element, submit, browser, arrive, sentByIsland, wake } = nativePage()
    arrive()
    await wake(element)
    submit.click()
    expect(sentByIsland).toHaveLength(1)
    expect(browser.submits).toEqual([])
  })

  it('is held for the island when the island does not post natively', async () => {
    const { element, submit } = pageWithIsland()
    const handled: EventTarget[] = []
    const { holdEarlyClick } = createRuntime([element], {
      load: async () => rendersWithHandlers(element, handled),
      postsNatively: () => false,
    })
    element.addEventListener('click', (event) => holdEarlyClick(element, event), { capture: true })
    const browser = clicksTheBrowserActsOn()
    submit.click()
    expect(browser.submits).toEqual([])
    await vi.waitFor(() => expect(handled).toEqual([submit]))
  })
})

describe('retryOnce', () => {
  it('tries a failed load once more, and only once', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('code')
    await expect(retryOnce(load, 0)).resolves.toBe('code')
    const down = vi.fn().mockRejectedValue(new Error('gone'))
    await expect(retryOnce(down, 0)).rejects.toThrow('gone')
    expect(down).toHaveBeenCalledTimes(2)
  })
})
