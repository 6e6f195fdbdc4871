// One first tap, measured in Chromium: a first visit to a page (a new browser context, so nothing
// cached), the page left to load and fall idle, one real tap on a control sent through the
// DevTools protocol, and the time until what it opens is on screen, or the next page has painted.
import { setTimeout as sleep } from 'node:timers/promises'
import { installFinder, mainThreadIdle, paintAfterTap } from './probe.mjs'

export const viewports = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
}
/** As Lighthouse's mobile profile slows the CPU. */
export const cpuSlowdown = 4
/** Lighthouse's mobile network: 150 ms round trip, 1.6 Mbps down, 750 Kbps up (bytes per second here). */
export const slow4g = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  connectionType: 'cellular4g',
}
/** A tap that shows nothing within this long counts as no answer (the run is reported, not kept). */
const answerTimeoutMs = 15_000
/** No request for this long, as Playwright's `networkidle`, which can only be awaited once a page. */
const quietNetworkMs = 500
/** A request still pending after this long (a stalled connection) no longer holds the run back. */
const longestWaitMs = 30_000

/**
 * What a trace of the tap records (`trace`, a file to write it to): the main thread's tasks and
 * their parts (events, style, layout, paint) and the frames, as DevTools' performance panel does.
 */
const traceCategories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'loading',
  'latencyInfo',
  'toplevel',
  'v8.execute',
]

/**
 * Milliseconds from the tap to the answer, or null when none came. `open`: controls tapped first,
 * unmeasured (the phone menu before a control inside it); `fill`: field values set before the tap,
 * without an event; `target`: what must come on screen; `to`: instead, the path of the page the
 * tap must open; `rest`: milliseconds the mouse rests on the control before pressing, timed from
 * the press; `reducedMotion`: the visitor's setting; `trace`: a file to write a Chromium trace of the
 * tap to, from the press to the answer.
 */
export async function measureTap(browser, run) {
  const context = await browser.newContext({ ...viewports[run.viewport], reducedMotion: run.reducedMotion })
  try {
    const { page, cdp, settle } = await firstVisit(context, run)
    await openFirst(page, cdp, settle, run)
    if (run.fill) await page.evaluate(fillQuietly, run.fill)
    const point = await locate(page, run.tap, settle)
    await page.evaluate((spec) => window.tapBench.watch(spec), run.target ?? null)
    if (run.trace) await browser.startTracing(page, { path: run.trace, categories: traceCategories })
    try {
      await sendTap(cdp, run.viewport, point, run.rest)
      const answer = run.to ? newPagePainted(page, run.to) : page.evaluate(() => window.tapBench.answer)
      return await withTimeout(answer)
    } finally {
      if (run.trace) await browser.stopTracing()
    }
  } finally {
    await context.close()
  }
}

/** The page as a first visit finds it, slowed as asked, once it has loaded and fallen idle. */
async function firstVisit(context, { url, slowNetwork }) {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
  if (slowNetwork) {
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', slow4g)
  }
  const networkQuiet = watchRequests(page)
  // Quiet again after the main thread's idle: what it ran meanwhile (a scroll's handlers) may have
  // started requests, which would share the network with the tap's.
  const settle = async () => {
    await networkQuiet()
    await page.evaluate(mainThreadIdle)
    await networkQuiet({ fromNow: true })
  }
  await page.goto(url, { waitUntil: 'load' })
  await settle()
  await page.evaluate(installFinder)
  return { page, cdp, settle }
}

/**
 * Types `values` into the fields of those names, as autofill would, with no focus or input event:
 * the form's first interaction is then the measured tap itself.
 */
function fillQuietly(values) {
  for (const [name, value] of Object.entries(values)) {
    const field = [...document.getElementsByName(name)].find((element) => element.offsetParent !== null)
    if (!field) throw new Error(`no visible field named ${name}`)
    field.value = value
  }
}

/** Taps the `open` controls in turn, each time waiting for the next control to show, then for quiet. */
async function openFirst(page, cdp, settle, { viewport, open = [], tap }) {
  const controls = [...open, tap]
  for (const [step, control] of open.entries()) {
    await sendTap(cdp, viewport, await locate(page, control, settle))
    await page.waitForFunction((next) => window.tapBench.isShown(next), controls[step + 1], {
      timeout: answerTimeoutMs,
    })
    await settle()
  }
}

/** The control's centre, once it is on screen and the page has settled again after any scroll. */
async function locate(page, control, settle) {
  const found = await page.evaluate((spec) => window.tapBench.locate(spec), control)
  if (!found) throw new Error(`no visible control matches ${JSON.stringify(control)}`)
  if (!found.scrolled) return found
  await settle()
  return page.evaluate((spec) => window.tapBench.locate(spec), control)
}

/**
 * A finger's tap on a phone; on a desktop, the pointer arriving (resting `rest` ms) and clicking,
 * as a mouse does.
 */
async function sendTap(cdp, viewport, { x, y }, rest = 0) {
  if (viewport === 'phone') {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    return
  }
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y })
  if (rest) await sleep(rest)
  for (const type of ['mousePressed', 'mouseReleased'])
    await cdp.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 })
}

async function newPagePainted(page, path) {
  await page.waitForURL((url) => url.pathname === path, { waitUntil: 'commit', timeout: answerTimeoutMs })
  return page.evaluate(paintAfterTap)
}

/** Resolves once no request has been pending for `quietNetworkMs`. */
function watchRequests(page) {
  let pending = 0
  let lastChange = Date.now()
  const change = (delta) => () => {
    pending += delta
    lastChange = Date.now()
  }
  page.on('request', change(1))
  page.on('requestfinished', change(-1))
  page.on('requestfailed', change(-1))
  /** `fromNow`: the quiet is counted from the call, not from the last request before it. */
  return async ({ fromNow = false } = {}) => {
    const started = Date.now()
    const quietSince = () => (fromNow ? Math.max(lastChange, started) : lastChange)
    while (
      (pending > 0 || Date.now() - quietSince() < quietNetworkMs) &&
      Date.now() - started < longestWaitMs
    )
      await sleep(50)
  }
}

async function withTimeout(answer) {
  let timer
  const late = new Promise((resolve) => (timer = setTimeout(resolve, answerTimeoutMs, null)))
  try {
    return await Promise.race([answer, late])
  } catch (error) {
    // A navigation that never came: the tap was not answered.
    if (error.name === 'TimeoutError') return null
    throw error
  } finally {
    clearTimeout(timer)
  }
}
