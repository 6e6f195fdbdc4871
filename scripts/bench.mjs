// `npm run bench`: builds, serves the production build, runs Lighthouse 12 (mobile, simulated
// throttling, Debian's Chromium) several times on every page in both languages and writes the
// medians, with each page's first-load JS and CSS, to docs/benchmarks.md.
// Options: --runs N (default 3), --only <substring> (pages whose path contains it), --photos (a
// build of its own with a camera-sized photo on the home hero, the one place the content sets a
// photo yet, scoring the pages that show it, written to docs/benchmarks-photos.md).
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { tsImport } from 'tsx/esm/api'
import { chromiumArgs, chromiumPath } from './chromium.mjs'
import { runContentStep } from './content-step.mjs'
import { buildDir, ensureBuild, root } from './ensure-build.mjs'
import { pageWeights } from './page-weight.mjs'
import { sectionsOf } from './report-section.mjs'
import { serveBuild } from './serve-build.mjs'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    // Blocks every script: what the pages' HTML and CSS alone cost, the floor the scripts add to.
    'no-js': { type: 'boolean', default: false },
    photos: { type: 'boolean', default: false },
  },
})
const runs = Number(values.runs)
const port = 4400

/**
 * The site built from a copy of the content with a stand-in photo set (scripts/photos/sample.ts),
 * kept in .cache between runs so its encoded files come from the photo step's cache, into a build
 * folder of its own.
 */
async function buildWithSamplePhotos() {
  const { writeSamplePhotos } = await tsImport('./photos/sample.ts', import.meta.url)
  const variables = await writeSamplePhotos(path.join(root, '.cache/sample-photos'))
  const photoBuild = path.join(root, 'build-photos')
  execFileSync('node', ['scripts/build.mjs'], {
    cwd: root,
    env: { ...process.env, ...variables, BUILD_DIR: photoBuild },
    stdio: 'inherit',
  })
  // The build wrote the pages' data from the copy; the repository's own comes back.
  runContentStep()
  return path.join(photoBuild, 'client')
}
const clientDir = values.photos
  ? await buildWithSamplePhotos()
  : (ensureBuild(), path.join(buildDir, 'client'))
const showsPhoto = (route) =>
  readFileSync(path.join(clientDir, route, 'index.html'), 'utf8').includes('<picture')
const weights = new Map(pageWeights(clientDir).map((page) => [page.route, page]))
const pages = [...weights.keys()]
  // The status and thank-you pages are rendered per request (decision 031), not served as files.
  .filter((route) => !/\/404$|not-found|thank-you|\/status\//.test(route))
  .filter((route) => !values.only || route.includes(values.only))
  .filter((route) => !values.photos || showsPhoto(route))
  .sort()

const server = await serveBuild(port, clientDir)

const load = loadavg()[0].toFixed(2)
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
})
const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]

/**
 * Pages kept out of search on purpose (the newsletter's steps, reached only from a mail) say so
 * with a robots meta tag; Lighthouse's SEO score counts that as a fault, so they are scored
 * without that one audit.
 */
const keptOutOfSearch = (route) =>
  readFileSync(path.join(clientDir, route, 'index.html'), 'utf8').includes(
    '<meta name="robots" content="noindex"',
  )

/** One Lighthouse run; a run that Lighthouse itself could not finish is tried again, twice. */
async function audit(route) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(`http://127.0.0.1:${port}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      blockedUrlPatterns: values['no-js'] ? ['*.js'] : [],
      skipAudits: keptOutOfSearch(route) ? ['is-crawlable'] : [],
    })
    if (!lhr.runtimeError && lhr.categories.performance.score !== null) return lhr
    const reason = lhr.runtimeError?.code ?? 'no performance score'
    if (attempt === 3) throw new Error(`${route}: Lighthouse failed three times (${reason})`)
    console.warn(`${route}: Lighthouse failed (${reason}), trying again`)
  }
}

const rows = []
/** Lighthouse's CPU benchmark of each run: how fast the machine was at that moment. */
const cpuIndexes = []
try {
  for (const route of pages) {
    const samples = []
    for (let run = 0; run < runs; run++) {
      const lhr = await audit(route)
      cpuIndexes.push(lhr.environment.benchmarkIndex)
      const transfer = (type) =>
        lhr.audits['resource-summary'].details.items.find((item) => item.resourceType === type)
          ?.transferSize ?? 0
      samples.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        bestPractices: lhr.categories['best-practices'].score * 100,
        seo: lhr.categories.seo.score * 100,
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        js: transfer('script'),
        css: transfer('stylesheet'),
      })
    }
    const row = Object.fromEntries(
      Object.keys(samples[0]).map((key) => [key, median(samples.map((sample) => sample[key]))]),
    )
    row.minPerformance = Math.min(...samples.map((sample) => sample.performance))
    rows.push({ route, ...row })
    console.log(
      `${route}: performance ${row.performance}, LCP ${(row.lcp / 1000).toFixed(2)} s, TBT ${Math.round(row.tbt)} ms`,
    )
  }
} finally {
  await chrome.kill()
  server.stop()
}

const kb = (bytes) => (bytes / 1024).toFixed(1)
const seconds = (ms) => (ms / 1000).toFixed(2)
const worst = (key, pick = Math.max) => pick(...rows.map((row) => row[key]))
const mean = (key) => rows.reduce((sum, row) => sum + row[key], 0) / rows.length
const count = (test) => rows.filter(test).length
const table = [
  '| page | Perf | min Perf | A11y | BP | SEO | FCP s | LCP s | TBT ms | CLS | JS KB transferred | CSS KB transferred | JS KB gzip on load | JS KB gzip with islands | CSS KB gzip |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map((row) =>
    [
      row.route,
      row.performance,
      row.minPerformance,
      row.accessibility,
      row.bestPractices,
      row.seo,
      seconds(row.fcp),
      seconds(row.lcp),
      Math.round(row.tbt),
      row.cls.toFixed(3),
      kb(row.js),
      kb(row.css),
      kb(weights.get(row.route).jsOnLoad),
      kb(weights.get(row.route).js),
      kb(weights.get(row.route).css),
    ]
      .join(' | ')
      .replace(/^/, '| ')
      .replace(/$/, ' |'),
  ),
]
const report = `# Benchmarks

Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: Lighthouse 12, mobile, simulated
throttling, Debian's Chromium, median of ${runs} run(s) per page, ${rows.length} pages, on ${cpus().length} cores with a
1-minute load average of ${load} at the start.

Worst figures: Performance ${worst('performance', Math.min)} (lowest single run ${worst('minPerformance', Math.min)}),
Accessibility ${worst('accessibility', Math.min)}, Best Practices ${worst('bestPractices', Math.min)}, SEO ${worst('seo', Math.min)},
FCP ${seconds(worst('fcp'))} s, LCP ${seconds(worst('lcp'))} s, TBT ${Math.round(worst('tbt'))} ms, CLS ${worst('cls').toFixed(3)}.

Across pages: Performance mean ${mean('performance').toFixed(1)}, ${count((row) => row.performance === 100)} of ${rows.length} pages at 100;
TBT mean ${Math.round(mean('tbt'))} ms, ${count((row) => row.tbt <= 50)} of ${rows.length} pages at 50 ms or less.
The ${pages.filter(keptOutOfSearch).length} pages kept out of search on purpose (a robots \`noindex\`) are scored for SEO without the audit that asks to be indexed.
Lighthouse's CPU benchmark index over the ${cpuIndexes.length} runs: median ${Math.round(median(cpuIndexes))}, from
${Math.round(Math.min(...cpuIndexes))} to ${Math.round(Math.max(...cpuIndexes))}. The simulation multiplies the task times it observed by 4
whatever this index is, so the machine's slower moments show as longer tasks.
The form collector's throughput and deliveries: [benchmarks-forms.md](benchmarks-forms.md).

${table.join('\n')}
`
const reportFile = values['no-js']
  ? 'docs/benchmarks-no-js.md'
  : values.photos
    ? 'docs/benchmarks-photos.md'
    : 'docs/benchmarks.md'
const reportPath = path.join(root, reportFile)
const top = values['no-js']
  ? report
      .replace('# Benchmarks', '# Benchmarks with every script blocked')
      .replace('`npm run bench`', '`npm run bench -- --no-js`')
  : values.photos
    ? report
        .replace('# Benchmarks', '# Benchmarks of the pages with camera-sized photos')
        .replace('`npm run bench`', '`npm run bench -- --photos`')
    : report
// Other benches write their own sections under the table (`## ...`): they stay.
const otherSections = existsSync(reportPath) ? sectionsOf(readFileSync(reportPath, 'utf8')) : ''
writeFileSync(
  reportPath,
  otherSections
    ? `${top}
${otherSections}`
    : top,
)
console.log(`wrote ${reportFile} (${rows.length} pages)`)
