// Code that runs inside the measured page, handed to Playwright's `page.evaluate`: each function
// is sent as its source text, so it uses nothing from this module but its own body.

/**
 * Installs `window.tapBench` in a page that has settled (installing it earlier would add to the
 * page's own load). A control or a target is `{ css, name?, text? }`: the elements `css` selects,
 * kept when what a visitor reads on them starts with `name`, or their own text contains `text`.
 */
export function installFinder() {
  /** What a person reads on a control: its aria-label, or its text less the hidden decoration. */
  function label(element) {
    const named = element.getAttribute('aria-label')
    if (named) return named.trim()
    let text = ''
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (!node.parentElement.closest('[aria-hidden="true"]')) text += ` ${node.data}`
    return text.replace(/\s+/g, ' ').trim()
  }
  const ownText = (element) =>
    [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.data)
      .join('')
  const matches = ({ css, name, text }) =>
    [...document.querySelectorAll(css)].filter(
      (element) =>
        (name === undefined || label(element).startsWith(name)) &&
        (text === undefined || ownText(element).includes(text)),
    )
  /** Drawn: not hidden by display, content-visibility, visibility or opacity, and of some size. */
  function shown(element) {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0
  }
  function onScreen(element) {
    const box = element.getBoundingClientRect()
    return shown(element) && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth
  }

  window.tapBench = {
    isShown: (spec) => matches(spec).some(shown),

    /** The centre of the first control that fits and can be seen, scrolled to the middle when off screen. */
    locate(spec) {
      const element = matches(spec).find(shown)
      if (!element) return null
      const scrolled = !onScreen(element)
      if (scrolled) element.scrollIntoView({ block: 'center', behavior: 'instant' })
      const box = element.getBoundingClientRect()
      return { x: box.left + box.width / 2, y: box.top + box.height / 2, scrolled }
    },

    /**
     * Notes when the next tap lands and, given a target, sets `tapBench.answer`: a promise of the
     * milliseconds from the tap to the first frame that shows a match that was hidden before the
     * tap, or brings on screen one that was off screen (the form "Get quote" scrolls to). A match
     * already on screen does not count: a product card under a menu is not the menu opening.
     */
    watch(target) {
      const before = new Map(
        (target ? matches(target) : []).map((element) => [
          element,
          { shown: shown(element), onScreen: onScreen(element) },
        ]),
      )
      const appeared = (element) => {
        const was = before.get(element)
        return shown(element) && (!was?.shown || (!was.onScreen && onScreen(element)))
      }
      let tappedAt
      const noteTap = (event) => {
        tappedAt = event.timeStamp
        // A navigation ends this document: the next one (same origin) reads the moment from here.
        sessionStorage.setItem('tap-bench-at', String(performance.timeOrigin + event.timeStamp))
      }
      addEventListener('pointerdown', noteTap, { capture: true, once: true })
      if (!target) return
      // Selecting again only after the document changed keeps each frame's check cheap.
      let candidates
      new MutationObserver(() => (candidates = undefined)).observe(document, {
        childList: true,
        subtree: true,
      })
      window.tapBench.answer = new Promise((resolve) => {
        function check() {
          candidates ??= matches(target)
          if (tappedAt !== undefined && candidates.some(appeared)) {
            resolve(performance.now() - tappedAt)
            // Where the answer came, in a trace of the tap.
            performance.mark('tap-bench-answer')
          } else requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      })
    },
  }
}

/** In the page a tap led to: milliseconds from the tap to this document's first contentful paint. */
export function paintAfterTap() {
  return new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      const paint = list.getEntriesByName('first-contentful-paint')[0]
      if (!paint) return
      observer.disconnect()
      resolve(performance.timeOrigin + paint.startTime - Number(sessionStorage.getItem('tap-bench-at')))
    }).observe({ type: 'paint', buffered: true })
  })
}

/**
 * Resolves once the main thread has been idle for two full idle periods in a row, or after 10 s
 * for a page that is never idle (its time is then measured as it is).
 */
export function mainThreadIdle() {
  return new Promise((resolve) => {
    setTimeout(resolve, 10_000)
    let idlePeriods = 0
    function next(deadline) {
      idlePeriods = deadline.timeRemaining() > 40 ? idlePeriods + 1 : 0
      if (idlePeriods === 2) resolve()
      else requestIdleCallback(next)
    }
    requestIdleCallback(next)
  })
}
