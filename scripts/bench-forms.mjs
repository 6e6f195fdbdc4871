// `npm run bench:forms`: the collector under load, with its outbox delivering. Starts the built
// server on a temporary database with the rate limit off and a real SMTP server (smtp-server, in
// this process) as its mail server, sends valid enquiries from this (second) process with
// autocannon, then waits for the outbox to drain and checks that every 200 is a stored lead and
// every mail the leads need arrived. Then, on a fresh server, 20 visitors upload 50 MB of artwork
// each at once (bench-uploads.mjs). `-- --only enquiries` or `-- --only uploads` runs one scenario
// and prints its figures without rewriting the report.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import process from 'node:process'
import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import { benchEnquiry, startMailServer, waitForServer } from './bench-collector.mjs'
import { runUploads, uploadGoals } from './bench-uploads.mjs'
import { buildDir, ensureBuild, root } from './ensure-build.mjs'

const scenarios = ['enquiries', 'uploads']
const onlyAt = process.argv.indexOf('--only')
const only = onlyAt === -1 ? undefined : process.argv[onlyAt + 1]
if (only !== undefined && !scenarios.includes(only)) {
  console.error(`--only takes one of: ${scenarios.join(', ')}`)
  process.exit(1)
}

const port = Number(process.env.BENCH_PORT || 4390)
const duration = Number(process.env.BENCH_DURATION || 20)
const connections = 50
/** Buyers' addresses the enquiries rotate through: more than the hourly cap on acknowledgements. */
const buyers = 500
const ackHourlyCap = 200
const goals = { throughput: 10_000, p99: 50 }
const base = `http://127.0.0.1:${port}`

const enquiry = (index) =>
  JSON.stringify(benchEnquiry('Jane Smith', `buyer${index % buyers}@riverside.example`))

const health = async () => (await fetch(`${base}/healthz`)).json()

/** The built server on a fresh database, delivering to `mailPort`; `stop` ends it and removes its data. */
async function startServer(mailPort) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-forms-'))
  const server = spawn(process.execPath, [path.join(buildDir, 'server-app/index.js')], {
    env: {
      ...process.env,
      // As a deployment runs it: React's production build renders the mails.
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: `http://127.0.0.1:${port}`,
      CLIENT_DIR: path.join(buildDir, 'client'),
      DATA_DIR: dataDir,
      FORMS_RATE_LIMIT: '0',
      SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
      MAIL_ACK_HOURLY_CAP: String(ackHourlyCap),
      // Every enquiry comes from this one machine, one network: the bench measures the collector
      // under the site-wide cap, not the cap per network. One reply an address a day, as before.
      MAIL_REPLY_NETWORK_HOURLY_CAP: '1000',
      MAIL_REPLY_ADDRESS_DAILY_CAP: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
    }
  }
  try {
    await waitForServer(base, server)
  } catch (error) {
    await stop()
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  return { server, dataDir, stop, remove: () => rmSync(dataDir, { recursive: true, force: true }) }
}

/** Enquiries through autocannon, then the outbox drained: the report's first table. */
async function enquiries(mail) {
  const { dataDir, stop, remove } = await startServer(mail.port)
  try {
    console.log(
      `Sending enquiries to ${base}/api/forms/contact: ${connections} connections, ${duration} s...`,
    )
    const result = await autocannon({
      url: `${base}/api/forms/contact`,
      method: 'POST',
      connections,
      duration,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      // Each connection goes round the buyers' enquiries, made once: the client spends its time sending.
      requests: Array.from({ length: buyers }, (_, index) => ({ body: enquiry(index) })),
    })
    const answered200 = result.statusCodeStats?.['200']?.count ?? 0
    // When the clock stops, autocannon drops the connections with a request still in flight: the
    // server has stored those too, but nobody waited for their 200.
    const abandoned = result.requests.sent - result.requests.total
    const deliveredDuringLoad = mail.delivered()

    // Drained: nothing due is left. Replies past the caps wait for a later hour and are not due yet.
    const due = (state) => state.outbox.pending - state.outbox.replyCaps.waiting
    const drainStarted = Date.now()
    let state = await health()
    while (due(state) > 0 && Date.now() - drainStarted < 15 * 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      state = await health()
    }
    const drainSeconds = (Date.now() - drainStarted) / 1000
    const drained = new Date().toISOString()
    await stop()

    const db = new Database(path.join(dataDir, 'submissions.sqlite'), { readonly: true })
    const stored = db.prepare('SELECT count(*) AS n FROM leads').get().n
    // One notification a lead, and each acknowledgement whose turn under the caps has come.
    const expectedMails = db
      .prepare(
        "SELECT count(*) AS n FROM outbox WHERE state != 'skipped' AND (reply_slot IS NULL OR reply_slot <= ?)",
      )
      .get(drained).n
    const refused = db.prepare("SELECT count(*) AS n FROM outbox WHERE state = 'skipped'").get().n
    db.close()
    const delivered = mail.delivered()

    const throughput = result.requests.average
    const rows = [
      ['throughput (submissions/s, mean)', throughput.toFixed(0), `>= ${goals.throughput}`],
      ['latency p50 (ms)', result.latency.p50, ''],
      ['latency p99 (ms)', result.latency.p99, `< ${goals.p99}`],
      ['200 answers', answered200, ''],
      ['requests abandoned in flight at the stop', abandoned, `<= ${connections}`],
      ['stored leads', stored, '= 200 answers + abandoned'],
      ['other answers / errors / timeouts', `${result.non2xx} / ${result.errors} / ${result.timeouts}`, ''],
      ['mails delivered during the load', deliveredDuringLoad, ''],
      ['outbox drained after the load (s)', drainSeconds.toFixed(1), ''],
      ['mails delivered / expected', `${delivered} / ${expectedMails}`, 'equal'],
      [
        'acknowledgements held for a later turn / not sent (caps)',
        `${state.outbox.replyCaps.waiting} / ${refused}`,
        '',
      ],
      ['parked deliveries', state.outbox.parked, '0'],
    ]
    const lost =
      stored !== answered200 + abandoned ||
      result.non2xx > 0 ||
      delivered !== expectedMails ||
      due(state) > 0 ||
      state.outbox.parked > 0
    const missed = throughput < goals.throughput || result.latency.p99 >= goals.p99
    if (lost)
      console.error(
        `MISMATCH: ${answered200} answers of 200 (+${abandoned} abandoned), ${stored} leads, ${delivered} of ${expectedMails} mails.`,
      )
    else
      console.log(
        `Every 200 is a stored lead (${stored} = ${answered200} answered + ${abandoned} abandoned), and every mail arrived (${delivered}).`,
      )
    if (missed) console.warn('Below the throughput or latency goal on this machine.')
    return { rows, ok: !lost }
  } finally {
    await stop()
    remove()
  }
}

/** 20 visitors uploading 50 MB each at once, on a fresh server: the report's second table. */
async function uploads(mail) {
  const { server, dataDir, stop, remove } = await startServer(mail.port)
  try {
    console.log(
      `Posting ${uploadGoals.visitors} quotations with 50 MB of artwork each, at once, to ${base}/api/forms/quote...`,
    )
    const { table, ok, underGoal } = await runUploads({ port, pid: server.pid, dataDir })
    if (!ok)
      console.error('MISMATCH: an upload was not answered 200, or a stored file differs from the one sent.')
    if (!underGoal) console.warn(`The server's memory went over the goal of ${uploadGoals.rssMb} MB.`)
    return { rows: table, ok: ok && underGoal }
  } finally {
    await stop()
    remove()
  }
}

const show = (rows) => console.table(rows.map(([measure, value, goal]) => ({ measure, value, goal })))
const markdown = (rows) =>
  `| measure | value | goal |\n| --- | --- | --- |\n${rows.map(([measure, value, goal]) => `| ${measure} | ${value} | ${goal} |`).join('\n')}`

ensureBuild()
const loadAtStart = loadavg()[0].toFixed(2)
const mail = await startMailServer()
try {
  const enquiryRun = only === undefined || only === 'enquiries' ? await enquiries(mail) : undefined
  if (enquiryRun) show(enquiryRun.rows)
  const uploadRun = only === undefined || only === 'uploads' ? await uploads(mail) : undefined
  if (uploadRun) show(uploadRun.rows)
  if (only === undefined) {
    writeFileSync(
      path.join(root, 'docs/benchmarks-forms.md'),
      `# Form collector benchmark

Measured by \`npm run bench:forms\` on ${new Date().toISOString().slice(0, 10)}: the built server (\`NODE_ENV=production\`) on a fresh
database, its outbox delivering to a real SMTP server, ${connections} connections for ${duration} s from a
second process (autocannon), enquiries from ${buyers} addresses, acknowledgement caps ${ackHourlyCap} an
hour and one a day to an address (the rest wait for a later turn); Node ${process.version}, 1-minute load average ${loadAtStart} at the start.

${markdown(enquiryRun.rows)}

## Artwork uploads

The built server again, on a fresh database: ${uploadGoals.visitors} quotations posted at once from a second
process, each with ${uploadGoals.filesPerVisitor} files of about 10 MB (PNG and PDF headers, then random bytes),
50 MB a post; the server's resident memory read from \`/proc/<pid>/status\` every 20 ms (and its
\`VmHWM\`), then every stored file's SHA-256 compared with the one sent.

${markdown(uploadRun.rows)}
`,
    )
  } else console.log(`Only the ${only} scenario ran: docs/benchmarks-forms.md is left as it was.`)
  process.exitCode = [enquiryRun, uploadRun].every((run) => !run || run.ok) ? 0 : 1
} finally {
  mail.close()
}
