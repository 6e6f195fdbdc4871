// `npm run bench:forms`: the collector under load. Starts the built server on a temporary database
// with the rate limit off, sends valid enquiries from this (second) process with autocannon, and
// checks that every 200 it answered is a stored row.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import process from 'node:process'
import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import { buildDir, ensureBuild } from './ensure-build.mjs'

const port = Number(process.env.BENCH_PORT || 4390)
const duration = Number(process.env.BENCH_DURATION || 20)
const connections = 50
const goals = { throughput: 1500, p99: 50 }
const base = `http://127.0.0.1:${port}`

const enquiry = {
  name: 'Jane Smith',
  email: 'jane@riverside.example',
  company: 'Riverside FC',
  phone: '+44 20 7946 0111',
  country: 'United Kingdom',
  city: 'Leeds',
  position: 'Kit manager',
  productType: 'sportswear',
  quantity: '500-1000',
  message: '300 home shirts, sublimated, delivered by August.',
}

async function waitForServer(server) {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`)
    try {
      if ((await fetch(`${base}/`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('The server did not start within 30 s')
}

ensureBuild()
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-forms-'))
const server = spawn(process.execPath, [path.join(buildDir, 'server-app/index.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    CLIENT_DIR: path.join(buildDir, 'client'),
    DATA_DIR: dataDir,
    FORMS_RATE_LIMIT: '0',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})

try {
  await waitForServer(server)
  console.log(`Sending enquiries to ${base}/api/forms/contact: ${connections} connections, ${duration} s...`)
  const result = await autocannon({
    url: `${base}/api/forms/contact`,
    method: 'POST',
    connections,
    duration,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(enquiry),
  })
  const answered200 = result.statusCodeStats?.['200']?.count ?? 0
  // When the clock stops, autocannon drops the connections with a request still in flight: the
  // server has stored those too, but nobody waited for their 200.
  const abandoned = result.requests.sent - result.requests.total
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))

  const db = new Database(path.join(dataDir, 'submissions.sqlite'), { readonly: true })
  const stored = db.prepare('SELECT count(*) AS n FROM submissions').get().n
  db.close()

  const throughput = result.requests.average
  const rows = [
    ['throughput (submissions/s, mean)', throughput.toFixed(0), `>= ${goals.throughput}`],
    ['latency p50 (ms)', result.latency.p50, ''],
    ['latency p99 (ms)', result.latency.p99, `< ${goals.p99}`],
    ['200 answers', answered200, ''],
    ['requests abandoned in flight at the stop', abandoned, `<= ${connections}`],
    ['stored rows', stored, '= 200 answers + abandoned'],
    ['other answers / errors / timeouts', `${result.non2xx} / ${result.errors} / ${result.timeouts}`, ''],
  ]
  console.table(rows.map(([measure, value, goal]) => ({ measure, value, goal })))
  const lost = stored !== answered200 + abandoned || result.non2xx > 0
  const missed = throughput < goals.throughput || result.latency.p99 >= goals.p99
  if (lost)
    console.error(`MISMATCH: ${answered200} answers of 200 (+${abandoned} abandoned) but ${stored} rows.`)
  else
    console.log(
      `Every 200 is a stored row: ${stored} rows = ${answered200} answered + ${abandoned} abandoned.`,
    )
  if (missed) console.warn('Below the throughput or latency goal on this machine.')
  process.exitCode = lost ? 1 : 0
} finally {
  if (server.exitCode === null) server.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
