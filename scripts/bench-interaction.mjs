// `npm run bench:interaction`: how long the first tap on each of the site's controls takes to show
// what it opens, beside the same kind of control built from the platform alone on a plain page (the
// floor), with Chromium's CPU slowed 4x, with and without a slow 4G network. Writes its section
// of docs/benchmarks.md. Options: --runs N (default 5); --page-runs N (default 15), the runs of a
// tap that opens another page, whose time swings far more from run to run than a menu's; --only
// <substring of a control's name> (given again, each control matching one of them); --exact (--only
// names whole controls); --trace <folder> (a Chromium trace of each tap written there, to read in
// DevTools' performance panel where the time goes).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'
import process from 'node:process'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './chromium.mjs'
import { buildDir, ensureBuild, root } from './ensure-build.mjs'
import { floorKinds, floorPath, startFront } from './interaction/floor.mjs'
import { cpuSlowdown, measureTap, slow4g, viewports } from './interaction/measure.mjs'
import { replaceSection } from './report-section.mjs'
import { serveBuild } from './serve-build.mjs'

/** A link or button by the words a visitor reads on it (its aria-label, or its text). */
const control = (name) => ({ css: 'a[href], button, summary, [role="button"]', name })
/** What opens a menu section or an accordion item: never a link (a page's index of its sections). */
const toggle = (name) => ({ css: 'button, summary', name })
const link = (href) => ({ css: `a[href="${href}"]` })
const paragraph = (text) => ({ css: 'p', text })
const openMenu = control('Open menu')
/**
 * How long a mouse rests on a link before pressing it, as a person's does once it has reached it:
 * what lets the site start on the next page (its speculation rules) before the press.
 */
const rest = 300

/**
 * Every control measured. Their markup changes as the site is rebuilt, so each is found as a
 * visitor finds it: by the English words on it (app/i18n/en.ts, the English files under content/),
 * or by where a link leads; the first visible match is tapped, scrolled into view if need be.
 * `target` is what the tap must show (a match already on screen before the tap does not count);
 * `to`, instead, the page it must open. `open` is tapped first, unmeasured. `fill` gives fields
 * their values first, with no event, as autofill does, so the tap is the form's first interaction.
 * `floor` is the kind of platform control it is held to (./interaction/floor.mjs). `rest`:
 * milliseconds the mouse rests on the control before pressing it, on the floor's link as on the
 * site's. With `reducedMotion` the visitor asks for it, so a scroll jumps: the time is the
 * control's own, not the length of a smooth scroll, which differs between the site's page and the
 * floor's.
 */
const controls = [
  {
    name: 'Phone menu button',
    path: '/',
    viewport: 'phone',
    tap: openMenu,
    target: link('/contact'),
    floor: 'menu',
  },
  {
    name: 'Phone menu, Products section',
    path: '/',
    viewport: 'phone',
    open: [openMenu],
    tap: toggle('Products'),
    target: link('/products/american-football'),
    floor: 'menu-section',
  },
  {
    name: 'Products menu',
    path: '/',
    viewport: 'desktop',
    tap: toggle('Products'),
    target: link('/products/american-football'),
    floor: 'menu',
  },
  {
    name: 'Information menu',
    path: '/',
    viewport: 'desktop',
    tap: toggle('Information'),
    target: link('/custom-design'),
    floor: 'menu',
  },
  {
    name: 'FAQ question',
    path: '/faq',
    viewport: 'phone',
    tap: toggle('Who do you make products for?'),
    target: paragraph('Sports brands and start-up labels'),
    floor: 'accordion',
  },
  {
    name: 'Printing method',
    path: '/printing',
    viewport: 'phone',
    tap: toggle('Direct-to-Garment'),
    target: paragraph('An industrial inkjet prints'),
    floor: 'accordion',
  },
  {
    name: 'Fabric family',
    path: '/fabrics-materials',
    viewport: 'phone',
    tap: toggle('Synthetic & Performance'),
    target: paragraph('Engineered fibres that move sweat'),
    floor: 'accordion',
  },
  {
    name: 'Language switch',
    path: '/faq',
    viewport: 'desktop',
    tap: link('/es/faq'),
    to: '/es/faq',
    rest,
    floor: 'link',
  },
  {
    name: 'Language switch on the home page',
    path: '/',
    viewport: 'desktop',
    tap: link('/es'),
    to: '/es',
    rest,
    floor: 'link',
  },
  {
    name: 'Language switch on the home page, pressed at once',
    path: '/',
    viewport: 'desktop',
    tap: link('/es'),
    to: '/es',
    floor: 'link',
  },
  {
    name: 'Language switch on the home page, phone menu',
    path: '/',
    viewport: 'phone',
    open: [openMenu],
    tap: link('/es'),
    to: '/es',
    floor: 'link',
  },
  {
    name: 'Information menu link on the home page',
    path: '/',
    viewport: 'desktop',
    open: [toggle('Information')],
    tap: link('/custom-design'),
    to: '/custom-design',
    rest,
    floor: 'link',
  },
  {
    name: 'Language switch in the phone menu',
    path: '/faq',
    viewport: 'phone',
    open: [openMenu],
    tap: link('/es/faq'),
    to: '/es/faq',
    floor: 'link',
  },
  {
    name: 'Get quote, from another page',
    path: '/faq',
    viewport: 'desktop',
    tap: control('Get quote'),
    to: '/',
    rest,
    floor: 'link',
  },
  {
    name: 'Get quote, on the home page, reduced motion',
    path: '/',
    viewport: 'desktop',
    tap: control('Get quote'),
    target: { css: 'input[name="name"]' },
    reducedMotion: 'reduce',
    floor: 'anchor',
  },
  {
    name: 'Quote this style, on a category page',
    path: '/products/soccer',
    viewport: 'phone',
    tap: { css: 'a[href^="/custom-design?style="]' },
    to: '/custom-design',
    floor: 'link',
  },
  {
    name: "A style's size chart, on a category page",
    path: '/products/soccer',
    viewport: 'phone',
    tap: { css: 'a[href^="/size-charts"]' },
    to: '/size-charts',
    floor: 'link',
  },
  {
    name: 'Enquiry, sent with the first tap on the form',
    path: '/contact',
    viewport: 'phone',
    fill: { name: 'Ana Ruiz', email: 'ana@example.com', message: 'Two hundred team shirts, please.' },
    tap: control('Send Message'),
    // Sent before its island is live, the form is the browser's own post, as the floor's.
    to: '/thank-you',
    floor: 'form',
  },
  {
    name: 'Newsletter signup, sent with the first tap on the form',
    path: '/faq',
    viewport: 'desktop',
    fill: { email: 'ana@example.com' },
    tap: control('Subscribe'),
    // Sent before its island is live, the form is the browser's own post, as the floor's.
    to: '/thank-you',
    floor: 'form',
  },
  {
    name: 'Factory video',
    path: '/products/soccer',
    viewport: 'phone',
    tap: control('Play video'),
    target: { css: 'iframe' },
    floor: 'facade',
  },
]

const networks = [
  { key: 'fast', label: 'unthrottled network', slowNetwork: false },
  { key: 'slow', label: 'slow 4G', slowNetwork: true },
]
const goalMs = 50

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'page-runs': { type: 'string', default: '15' },
    only: { type: 'string', multiple: true },
    exact: { type: 'boolean', default: false },
    trace: { type: 'string' },
  },
})
const runs = Number(values.runs)
const pageRuns = Number(values['page-runs'])
/** How many times a tap is measured: more when it opens another page (its floor's too). */
const runsOf = (setup) => (setup.to ? pageRuns : runs)
const sitePort = Number(process.env.BENCH_PORT || 4187)
const frontPort = sitePort + 1
const front = `http://127.0.0.1:${frontPort}`

/** The site's controls and, once per kind, viewport and destination, the floors they are held to. */
function measurements(chosen) {
  const floors = new Map()
  const sites = chosen.map((item) => {
    const { path: page, viewport, open, fill, tap, target, to, rest, reducedMotion, floor } = item
    const floorKey = [floor, viewport, to, rest, reducedMotion].join(' ')
    if (!floors.has(floorKey)) {
      const kind = floorKinds[floor]
      const floorTo = kind.to ?? to
      floors.set(floorKey, {
        name: `floor: ${kind.label}${floorTo ? ` to ${floorTo}` : ''}${rest ? `, rested ${rest} ms` : ''}, ${viewport}`,
        label: kind.label,
        setup: {
          open: kind.open,
          tap: kind.tap,
          target: kind.target,
          url: front + floorPath(floor, to),
          viewport,
          to: floorTo,
          rest,
          reducedMotion,
        },
        samples: { fast: [], slow: [] },
      })
    }
    const setup = { url: front + page, viewport, open, fill, tap, target, to, rest, reducedMotion }
    return { ...item, setup, floorOf: floors.get(floorKey), samples: { fast: [], slow: [] } }
  })
  return { sites, all: [...sites, ...floors.values()] }
}

/** What the site's pages preload, for the floor pages to fetch too (see floor.mjs). */
async function sitePreloads() {
  const html = await (await fetch(`http://127.0.0.1:${sitePort}/`)).text()
  return (html.match(/<link rel="preload"[^>]*>/g) ?? []).join('')
}

/** A control's name as a file name. */
const slug = (name) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/**
 * Site and floors take turns within each round, so a busy moment of the machine falls on both.
 * A run that fails or gets no answer is logged and left out of the median.
 */
async function measureAll(browser, all) {
  const rounds = Math.max(...all.map((item) => runsOf(item.setup)))
  for (const network of networks)
    for (let run = 1; run <= rounds; run++)
      for (const item of all) {
        if (run > runsOf(item.setup)) continue
        let ms = null
        try {
          ms = await measureTap(browser, {
            ...item.setup,
            slowNetwork: network.slowNetwork,
            trace: values.trace && path.join(values.trace, `${slug(item.name)}-${network.key}-${run}.json`),
          })
        } catch (error) {
          console.warn(`${item.name}: ${error.message.split('\n')[0]}`)
        }
        item.samples[network.key].push(ms)
        console.log(
          `${network.label}, run ${run}/${runsOf(item.setup)}, ${item.name}: ${ms === null ? 'no answer' : `${Math.round(ms)} ms`}`,
        )
      }
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]
const answered = (samples) => samples.filter((ms) => ms !== null)
const medianOf = (samples) => (answered(samples).length ? median(answered(samples)) : null)

/** A median, with how many runs answered when some did not. */
function cell(samples) {
  const ms = medianOf(samples)
  if (ms === null) return 'no answer'
  const count = answered(samples).length
  return count === samples.length
    ? String(Math.round(ms))
    : `${Math.round(ms)} (${count} of ${samples.length} answered)`
}

/** Each run's time over its floor's in the same round; null where either side had no answer. */
const pairedOver = (item, key) =>
  item.samples[key].map((ms, run) => {
    const floor = item.floorOf.samples[key][run]
    return ms === null || floor === null ? null : ms - floor
  })

/**
 * The median of each run's time over its floor's in the same round, not one median less the
 * other: a moment the machine is busy slows both sides of a round, and drops out of the difference.
 */
const overFloor = (item, key) => medianOf(pairedOver(item, key))
const signed = (ms) => (ms === null ? '-' : `${ms >= 0 ? '+' : ''}${Math.round(ms)}`)

/**
 * Each run's time over the floor's in the same round, for a goal every run must meet (the median
 * hides one slow run); a run without an answer, on either side, shows as "-".
 */
function eachRun(sites) {
  const runsOver = (item, key) => pairedOver(item, key).map(signed).join(', ')
  return sites
    .map(
      (item) =>
        `${item.name}, each run over the floor: ${runsOver(item, 'fast')}; slow 4G: ${runsOver(item, 'slow')}`,
    )
    .join('\n')
}

function report(sites, { date, load, version }) {
  const within = (key) => sites.filter((item) => (overFloor(item, key) ?? Infinity) <= goalMs).length
  const size = (viewport) => `${viewports[viewport].viewport.width}x${viewports[viewport].viewport.height}`
  const rows = sites.map((item) =>
    [
      item.name,
      item.path,
      item.viewport,
      item.floorOf.label,
      cell(item.samples.fast),
      cell(item.floorOf.samples.fast),
      signed(overFloor(item, 'fast')),
      cell(item.samples.slow),
      cell(item.floorOf.samples.slow),
      signed(overFloor(item, 'slow')),
    ].join(' | '),
  )
  return `Measured by \`npm run bench:interaction\` on ${date}: Chromium ${version}, headless, CPU slowed
${cpuSlowdown}x, median of ${runs} run(s), ${pageRuns} for a tap that opens another page, on ${cpus().length} cores with a 1-minute load average of ${load} at the start.
Each run is a first visit (a new browser context, nothing cached) to a page left to load and fall
idle, then one tap sent through the DevTools protocol at the control's centre: a touch on a phone
(${size('phone')}, device scale ${viewports.phone.deviceScaleFactor}), the pointer arriving and clicking on a desktop (${size('desktop')}); on the
links marked so, the pointer rests ${rest} ms on the link before the press, as a person's does, on the floor's link too.
Times are milliseconds from the tap to the first frame in which what it opens is on screen, or for a
control that opens another page, to that page's first contentful paint. The floor is the same kind of
control built from the platform alone on a plain page served in the same run, measured in turn with
the site's in each round; "over floor" is the median of each round's difference. Slow 4G: ${slow4g.latency} ms round
trip, 1.6 Mbps down, 750 Kbps up, as Lighthouse's mobile profile. Goal: within ${goalMs} ms of the floor.

${values.only ? `Only the controls whose name ${values.exact ? 'is' : 'contains'} "${values.only.join('" or "')}".\n\n` : ''}Within ${goalMs} ms of the floor: ${within('fast')} of ${sites.length} controls; on slow 4G, ${within('slow')} of ${sites.length}.

| control | page | viewport | floor | ms | floor ms | over floor | slow 4G ms | floor ms | over floor |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.map((row) => `| ${row} |`).join('\n')}
`
}

const named = (item, only) => (values.exact ? item.name === only : item.name.includes(only))
const chosen = controls.filter((item) => !values.only || values.only.some((only) => named(item, only)))
if (!chosen.length) throw new Error(`no control's name matches "${values.only.join('", "')}"`)
const { sites, all } = measurements(chosen)
if (values.trace) mkdirSync(values.trace, { recursive: true })

ensureBuild()
// Every run sends the forms again from one address: the collector's per-minute limit would refuse them.
process.env.FORMS_RATE_LIMIT ??= '0'
const load = loadavg()[0].toFixed(2)
const site = await serveBuild(sitePort, path.join(buildDir, 'client'))
// The server is a child process: ended however this one ends, an interrupt included.
process.on('exit', () => site.stop())
process.once('SIGINT', () => process.exit(130))
process.once('SIGTERM', () => process.exit(143))
let frontServer
let browser
try {
  frontServer = await startFront({ port: frontPort, sitePort, head: await sitePreloads() })
  browser = await chromium.launch({
    executablePath: chromiumPath,
    // Nothing leaves the machine: the video host's player fails at once, as offline, not after a DNS wait.
    args: [...chromiumArgs, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  })
  const version = browser.version()
  await measureAll(browser, all)
  const reportPath = path.join(root, 'docs/benchmarks.md')
  const section = report(sites, { date: new Date().toISOString().slice(0, 10), load, version })
  writeFileSync(
    reportPath,
    replaceSection(readFileSync(reportPath, 'utf8'), 'First tap (`npm run bench:interaction`)', section),
  )
  console.log(`\n${section}\n${eachRun(sites)}\nwrote docs/benchmarks.md`)
} finally {
  await browser?.close()
  await frontServer?.close()
  site.stop()
}
