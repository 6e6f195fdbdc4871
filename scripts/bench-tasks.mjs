// `npm run bench:tasks -- /custom-design [/faq ...]`: where a page's Total Blocking Time comes
// from. Runs Lighthouse once per page, as `npm run bench` does, and lists the main-thread tasks it
// observed (unthrottled) with what each one did, beside the long tasks of its simulation. The
// simulation multiplies each observed task by 4, so any task over 12.5 ms that ends after the
// simulated first paint adds to TBT. Prints only; nothing is written.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import path from 'node:path'
import { chromiumArgs, chromiumPath } from './chromium.mjs'
import { buildDir, ensureBuild } from './ensure-build.mjs'
import { serveBuild } from './serve-build.mjs'

const routes = process.argv.slice(2)
if (!routes.length) throw new Error('name at least one page, e.g. npm run bench:tasks -- /faq')
const port = 4401
const shortestTaskMs = 4

/**
 * Trace events that say what a task spent its time on, and the words the report uses. Kinds can
 * nest: an inline script runs inside the parse that met it, so `script` is also part of `parse`.
 */
const work = new Map([
  ['DocumentLoader::CommitNavigation', 'commit'],
  ['ParseHTML', 'parse'],
  ['EvaluateScript', 'script'],
  ['FunctionCall', 'script'],
  ['TimerFire', 'timer'],
  ['UpdateLayoutTree', 'style'],
  ['Layout', 'layout'],
  ['PrePaint', 'prepaint'],
  ['Paint', 'paint'],
  ['Layerize', 'layerize'],
  ['MajorGC', 'gc'],
  ['MinorGC', 'gc'],
])

/** The main thread's tasks of the page's own document, each with its work summed by kind. */
function observedTasks(traceEvents) {
  const navigation = traceEvents.findLast(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL?.startsWith('http'),
  )
  const parse = traceEvents.find((event) => event.name === 'ParseHTML' && event.pid === navigation.pid)
  const onMainThread = traceEvents
    .filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts)
  const tasks = onMainThread.filter(
    (event) => event.name === 'RunTask' && event.ts >= navigation.ts && event.dur >= shortestTaskMs * 1000,
  )
  return tasks.map((task) => {
    const spent = new Map()
    for (const event of onMainThread) {
      if (event.ts < task.ts) continue
      if (event.ts > task.ts + task.dur) break
      const kind = work.get(event.name)
      if (kind) spent.set(kind, (spent.get(kind) ?? 0) + event.dur / 1000)
    }
    return { start: (task.ts - navigation.ts) / 1000, duration: task.dur / 1000, spent }
  })
}

ensureBuild()
const server = await serveBuild(port, path.join(buildDir, 'client'))
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
})
const ms = (value) => Math.round(value)
try {
  for (const route of routes) {
    const { lhr, artifacts } = await lighthouse(`http://127.0.0.1:${port}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    const audits = lhr.audits
    const observed = audits.metrics.details?.items[0] ?? {}
    console.log(
      `\n${route}: Performance ${lhr.categories.performance.score * 100}, simulated FCP ${ms(audits['first-contentful-paint'].numericValue)} ms, TBT ${ms(audits['total-blocking-time'].numericValue)} ms; observed FCP ${ms(observed.observedFirstContentfulPaint ?? NaN)} ms; CPU benchmark index ${ms(lhr.environment.benchmarkIndex)}`,
    )
    console.log(`observed tasks of ${shortestTaskMs} ms or more (start + duration, ms; x4 as simulated):`)
    for (const task of observedTasks(artifacts.Trace.traceEvents)) {
      const spent = [...task.spent]
        .sort((a, b) => b[1] - a[1])
        .map(([kind, time]) => `${kind} ${time.toFixed(1)}`)
        .join(', ')
      console.log(`  ${ms(task.start)} + ${task.duration.toFixed(1)} (x4 ${ms(task.duration * 4)}): ${spent}`)
    }
    const long = audits['long-tasks'].details?.items ?? []
    console.log(
      `simulated long tasks: ${long.map((task) => `${ms(task.startTime)} + ${ms(task.duration)}`).join(', ') || 'none'}`,
    )
  }
} finally {
  await chrome.kill()
  server.stop()
}
