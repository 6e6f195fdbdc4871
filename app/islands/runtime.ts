import type { IslandWhen } from './island'

/** Fetches an island's code (the renderer and its part) and returns how to render it in place. */
export type LoadIsland = (element: HTMLElement) => Promise<() => Promise<void>>

export interface RuntimeOptions {
  load: LoadIsland
  /** How long a failed load waits before its one retry: a dropped connection may be back. */
  retryDelay?: number
  /**
   * How long a held click waits for its island before it is let through as HTML. Well beyond what
   * a slowed-down phone on slow 4G takes to load and render an island (about 1.5 s), so it only
   * ends the wait of a request that hangs.
   */
  patience?: number
  /**
   * Whether a form of this island is posted by the browser itself when it is sent before the island
   * is live, rather than held for the island. Held when not given.
   */
  postsNatively?: (element: HTMLElement) => boolean
  /** Called as the browser's own post of a form leaves, while its address may still be changed. */
  beforeNativePost?: (form: HTMLFormElement) => void
}

/** What became of an island, written on its marker as `data-state`: what the runtime reads back. */
export type IslandState = 'rendered' | 'failed'

const stateOf = (element: HTMLElement) => element.dataset.state as IslandState | undefined
export const whenOf = (element: HTMLElement) => element.dataset.when as IslandWhen

/** Gives the browser a turn: input, paint, other tasks. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Runs `load`, and once more after `delay` ms if it fails (a flaky connection, say). */
export async function retryOnce<T>(load: () => Promise<T>, delay: number): Promise<T> {
  try {
    return await load()
  } catch {
    await new Promise((resolve) => setTimeout(resolve, delay))
    return load()
  }
}

/**
 * The form a control sends when it is the form's send button, else null. A submit button with a
 * name posts which of several things it asks for (the order builder's "Add another product"): the
 * island does that itself once live, so only a nameless one is the form's last press.
 */
const formSentBy = (control: HTMLElement) =>
  control instanceof HTMLButtonElement && control.type === 'submit' && !control.name ? control.form : null

/** The controls of an island, in page order: how a held click finds its control again. */
const controls = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('button, a[href]')]

/**
 * Brings a page's islands to life (decisions 007 and 011): `wake` renders an island once, however
 * often it is asked, `holdEarlyClick` keeps a click that comes before its island is live, and
 * `guardSubmit` sends a form natively posted once only.
 */
export function createRuntime(
  islands: HTMLElement[],
  {
    load,
    retryDelay = 500,
    patience = 5000,
    postsNatively = () => false,
    beforeNativePost = () => {},
  }: RuntimeOptions,
) {
  const woken = new Map<HTMLElement, Promise<boolean>>()
  // Islands render one after another, each in a task of its own, so none holds the main thread long.
  let queue: Promise<unknown> = Promise.resolve()
  // Set while a held click is let through, so the runtime does not hold it again.
  let lettingThrough = false
  // Forms the browser is posting: the page stays until the answer comes, and shows it in its place.
  let posting = new WeakSet<HTMLFormElement>()

  async function loadAndRender(element: HTMLElement): Promise<boolean> {
    try {
      const render = await retryOnce(() => load(element), retryDelay)
      await render()
      element.dataset.state = 'rendered' satisfies IslandState
      return true
    } catch (error) {
      // The island stays the HTML it arrived as: its links and forms work without it.
      element.dataset.state = 'failed' satisfies IslandState
      reportError(new Error(`The island "${element.dataset.island}" could not render`, { cause: error }))
      return false
    }
  }

  /** Renders the island once; resolves to whether it rendered, and then answers input. */
  function wake(element: HTMLElement): Promise<boolean> {
    const known = woken.get(element)
    if (known) return known
    const rendered = queue.then(nextTask).then(() => loadAndRender(element))
    queue = rendered
    woken.set(element, rendered)
    for (const other of islands) if (whenOf(other) === 'with-others') void wake(other)
    return rendered
  }

  function letThrough(control: HTMLElement) {
    lettingThrough = true
    try {
      control.click()
    } finally {
      lettingThrough = false
    }
  }

  /**
   * A click on a button or link that arrives before its island is live (a quick tap) is held and
   * settled exactly once: replayed on the same control once the island has rendered, so the
   * island's own handling runs (a form sends its JSON and shows its toast); or, if the island's code
   * cannot be loaded or is still loading after `patience` ms, let through to the HTML (a link
   * navigates, a submit button posts its form, another button is clicked as it stands). A click
   * with a modifier key opens a link elsewhere and is left to the browser, and so is a submit
   * button whose island `postsNatively`: the browser's own post waits for no code.
   */
  function holdEarlyClick(element: HTMLElement, event: MouseEvent) {
    if (stateOf(element) || lettingThrough) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const control =
      event.target instanceof Element ? event.target.closest<HTMLElement>('button, a[href]') : null
    if (!control || !element.contains(control)) return
    if (sendsNatively(control)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    const index = controls(element).indexOf(control)
    let settled = false
    const settle = (rendered: boolean) => {
      if (settled) return
      settled = true
      clearTimeout(timeout)
      // Preact renders over the pre-rendered elements and keeps them; the index finds one it replaced.
      const target = element.contains(control) ? control : controls(element)[index]
      if (!target) return
      if (rendered) target.click()
      else letThrough(target)
    }
    const timeout = setTimeout(() => settle(false), patience)
    void wake(element).then(settle)
  }

  /**
   * Whether `target` is the submit button of a form that its island, not live yet, leaves to the
   * browser: a press on it is the page's last, so it wakes nothing, whose code would only compete
   * with the post for the network and the main thread.
   */
  function sendsNatively(target: EventTarget | null): boolean {
    const control = target instanceof Element ? target.closest('button') : null
    const element = control?.closest<HTMLElement>('[data-island]')
    if (!control || !element || stateOf(element)) return false
    return formSentBy(control) !== null && postsNatively(element)
  }

  /**
   * Hears each submit inside an island first (in the capture phase, before the island's own
   * handler). A submit the island is not live to handle is the browser's own post: `beforeNativePost`
   * runs, and the form sends nothing more until the page is left. A second tap would post it again
   * (the browser drops the first post's answer, not the post), and an island that comes to life
   * meanwhile would send it once more as JSON.
   */
  function guardSubmit(element: HTMLElement, event: SubmitEvent) {
    const form = event.target
    if (!(form instanceof HTMLFormElement)) return
    if (posting.has(form)) {
      event.preventDefault()
      event.stopImmediatePropagation()
      return
    }
    if (stateOf(element) === 'rendered') return
    posting.add(form)
    beforeNativePost(form)
  }

  /** A page the back button shows again from the browser's cache has no post on its way. */
  function pageShown(event: PageTransitionEvent) {
    if (event.persisted) posting = new WeakSet()
  }

  return { wake, holdEarlyClick, sendsNatively, guardSubmit, pageShown }
}
