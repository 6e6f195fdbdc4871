// `npm run bench:scale`: two collector instances on one PostgreSQL, behind a round-robin proxy of the
// bench's own, under a steady load of valid submissions; one instance is killed (`kill -9` of its
// process group) mid-run and started again. Then every 200 is looked for among the stored leads and
// every mail the SMTP server (in this process) received is matched against the mail rules. Without
// DATABASE_URL it runs a private PostgreSQL cluster in a temporary folder (Debian's `postgresql`,
// installed with apt-get when missing and run as root). `--sqlite` runs both instances on one SQLite
// file instead, for comparison; `--no-report` only prints. Exits non-zero when a 200 is not stored
// or a mail is missing or extra.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import process from 'node:process'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { freePort, startMailServer } from './bench-collector.mjs'
import { ensureBuild, root } from './ensure-build.mjs'
import { replaceSection } from './report-section.mjs'
import { startInstance } from './scale/instances.mjs'
import { sendLoad } from './scale/load.mjs'
import { startCluster } from './scale/postgres.mjs'
import { startProxy } from './scale/proxy.mjs'
import { isEmpty, openStoreReader, outboxState, storedLeads } from './scale/store.mjs'
import { tally } from './scale/tally.mjs'

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    rate: { type: 'string', default: '80' },
    clients: { type: 'string', default: '16' },
    'kill-at': { type: 'string', default: '20' },
    'down-for': { type: 'string', default: '5' },
    lease: { type: 'string', default: '5' },
    sqlite: { type: 'boolean', default: false },
    'no-report': { type: 'boolean', default: false },
  },
})
const seconds = Number(options.seconds)
const rate = Number(options.rate)
const clients = Number(options.clients)
const killAt = Number(options['kill-at'])
const downFor = Number(options['down-for'])
const sales = 'sales@bench.example'
const heading = 'Two collectors on PostgreSQL (`npm run bench:scale`)'

/** What to undo, last first: on the way out, on a failure and on Ctrl-C alike. */
const cleanups = []
async function cleanUp() {
  for (const undo of cleanups.splice(0).reverse())
    await Promise.resolve()
      .then(undo)
      .catch((error) => console.error(error))
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    console.error(`${signal}: stopping the instances and the database...`)
    cleanUp().finally(() => process.exit(130))
  })
// The instances run in process groups of their own and outlive the bench unless it stops them, even
// when it fails on something it did not expect.
for (const event of ['uncaughtException', 'unhandledRejection'])
  process.once(event, (error) => {
    console.error(error)
    cleanUp().finally(() => process.exit(1))
  })

const log = (start, message) =>
  console.log(`[${((performance.now() - start) / 1000).toFixed(1)} s] ${message}`)

/** Waits until no job is pending; resolves with how long it took. */
async function drain(reader, limitMs = 10 * 60_000) {
  const started = performance.now()
  while ((await outboxState(reader)).count('pending') > 0) {
    if (performance.now() - started > limitMs) break
    await sleep(1000)
  }
  return (performance.now() - started) / 1000
}

async function bench() {
  ensureBuild()
  const loadAtStart = loadavg()[0].toFixed(2)
  const work = mkdtempSync(path.join(tmpdir(), 'bench-scale-'))
  // Kept (and named) unless the run passes: the instances' logs say what went wrong.
  let keepWork = true
  cleanups.push(() =>
    keepWork && readdirSync(work).some((name) => name.endsWith('.log'))
      ? console.log(`Logs kept in ${work}`)
      : rmSync(work, { recursive: true, force: true }),
  )

  let databaseUrl = options.sqlite ? undefined : process.env.DATABASE_URL
  let database = options.sqlite ? 'one SQLite file shared by both instances' : 'at the given DATABASE_URL'
  if (!options.sqlite && !databaseUrl) {
    console.log('Starting a private PostgreSQL cluster...')
    const cluster = await startCluster()
    cleanups.push(cluster.stop)
    databaseUrl = cluster.databaseUrl
    database = `in a private cluster in a temporary folder, the site's role owning its database, not a superuser`
  }
  const dataDir = path.join(work, 'data')
  if (databaseUrl) {
    const reader = await openStoreReader({ databaseUrl })
    const empty = await isEmpty(reader)
    const [{ server_version: version }] = await reader.all('SHOW server_version')
    await reader.close()
    database = `PostgreSQL ${version} ${database}`
    if (!empty)
      throw new Error(
        'DATABASE_URL names a database that holds leads: the bench counts every lead, so give it an empty one',
      )
  }

  const mails = []
  const mail = await startMailServer({ onMessage: (message) => mails.push(message) })
  cleanups.push(() => mail.close())

  const ports = [await freePort(), await freePort()]
  const env = {
    // Empty counts as unset: with --sqlite, a DATABASE_URL in the shell must not reach the instances.
    DATABASE_URL: databaseUrl ?? '',
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    SALES_EMAIL: sales,
    FORMS_RATE_LIMIT: '0',
    MAIL_LEASE_SECONDS: options.lease,
    // Out of the way: every buyer is a new address, and the rule under test is one reply per address.
    MAIL_ACK_HOURLY_CAP: '1000000',
  }
  const instances = []
  const start = (index) =>
    startInstance({
      name: `instance ${index + 1}`,
      port: ports[index],
      env,
      logFile: path.join(work, `instance-${index + 1}.log`),
    })
  cleanups.push(() => Promise.all(instances.map((instance) => instance.stop())))
  // On PostgreSQL both start at the same moment: they must not race on the migrations. One SQLite
  // file is no deployment for two instances (the second can find it locked while the first sets it
  // up), so there the first is up before the second starts.
  if (options.sqlite) for (const index of [0, 1]) instances.push(await start(index))
  else {
    const started = await Promise.allSettled(ports.map((_, index) => start(index)))
    started.forEach((result) => result.status === 'fulfilled' && instances.push(result.value))
    const failed = started.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
  }

  const proxy = await startProxy(ports)
  cleanups.push(() => proxy.close())
  const reader = await openStoreReader({ databaseUrl, sqliteFile: path.join(dataDir, 'submissions.sqlite') })
  cleanups.push(() => reader.close())

  console.log(
    `Sending ${rate} submissions a second for ${seconds} s from ${clients} clients through the proxy...`,
  )
  const t0 = performance.now()
  const results = []
  const events = []
  const crash = (async () => {
    await sleep(killAt * 1000)
    await instances[1].kill9()
    events.push(
      `Instance 2 killed (\`kill -9\` of its process group) at ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    )
    log(t0, 'instance 2 killed')
    await sleep(downFor * 1000)
    log(t0, 'starting instance 2 again')
    instances[1] = await start(1)
    events.push(
      `started again at ${killAt + downFor} s, healthy (migrated, listening) at ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    )
    log(t0, 'instance 2 is healthy again')
  })()
  // Awaited after the load; until then a failure must not count as unhandled.
  crash.catch(() => {})
  const progress = setInterval(() => {
    const others = results.filter((result) => result.status !== 200)
    const shown = others.length
      ? ` (not 200: ${[...new Set(others.map((result) => result.status))].join(', ')})`
      : ''
    log(
      t0,
      `${results.length} answered, ${results.length - others.length} with 200${shown}; ${mails.length} mails received`,
    )
  }, 5000)
  const loadSeconds = await sendLoad({
    base: `http://127.0.0.1:${proxy.port}`,
    rate,
    seconds,
    clients,
    run: `r${Date.now().toString(36)}`,
    results,
  })
  clearInterval(progress)
  await crash
  log(t0, 'load done; waiting for the outbox to drain')
  const mailsDuringLoad = mails.length
  const drainSeconds = await drain(reader)
  log(t0, `outbox drained in ${drainSeconds.toFixed(1)} s`)

  const summary = tally({
    load: { results, seconds: loadSeconds, rate },
    crash: { from: killAt, to: killAt + downFor + 10 },
    leads: await storedLeads(reader),
    mails,
    outbox: await outboxState(reader),
    sales,
    proxy: proxy.counts,
  })
  summary.rows.splice(summary.rows.length - 4, 0, [
    'mails received during the load / in all',
    `${mailsDuringLoad} / ${mails.length}`,
    '',
  ])
  summary.rows.push(['outbox drained after the load (s)', drainSeconds.toFixed(1), ''])
  const errors = loggedErrors(work)
  summary.rows.push(['errors the instances logged', errors.length, ''])
  for (const line of errors.slice(0, 5)) console.warn(`Logged: ${line}`)
  const ok = summary.lost === 0 && summary.mailsOk
  keepWork = !ok
  console.table(summary.rows.map(([measure, value, goal]) => ({ measure, value, goal })))

  const setup = { database, loadAtStart, events, drainSeconds }
  if (!options['no-report'] && !options.sqlite) {
    const report = path.join(root, 'docs/benchmarks.md')
    writeFileSync(report, replaceSection(readFileSync(report, 'utf8'), heading, section(summary, setup)))
    console.log('Wrote its section of docs/benchmarks.md.')
  }
  if (summary.lost > 0) console.error(`LOST: ${summary.lost} answers of 200 have no stored lead.`)
  if (!summary.mailsOk)
    console.error('MAIL MISMATCH: a mail is missing, extra, or went to the wrong address.')
  return ok
}

/** The messages of the instances' log lines at level error or worse (pino's JSON lines: 50 and up). */
function loggedErrors(work) {
  return readdirSync(work)
    .filter((name) => name.endsWith('.log'))
    .flatMap((name) => readFileSync(path.join(work, name), 'utf8').split('\n'))
    .flatMap((line) => {
      try {
        const entry = JSON.parse(line)
        return entry.level >= 50 ? [`${entry.msg ?? ''} ${entry.err?.message ?? ''}`.trim()] : []
      } catch {
        return []
      }
    })
}

const markdown = (rows) =>
  `| measure | value | goal |\n| --- | --- | --- |\n${rows.map(([measure, value, goal]) => `| ${measure} | ${value} | ${goal} |`).join('\n')}`

function section(summary, { database, loadAtStart, events }) {
  return `Measured by \`npm run bench:scale\` on ${new Date().toISOString().slice(0, 10)}: ${database};
Node ${process.version}, ${cpus().length} cores, 1-minute load average ${loadAtStart} at the start. Two instances
of the build as \`npm start\` runs it, each in its own process group, started at the same moment on the
same database (each migrates under the lock), the rate limit off, \`MAIL_LEASE_SECONDS=${options.lease}\`, both delivering to one SMTP server in
the bench's process that counts each mail by its Message-ID (\`<reference>-<notify|ack>-<job>@…\`). In
front of them, the bench's round-robin proxy: a connection refused or reset before an answer sends the
request to the other instance, as a load balancer does. ${clients} clients send ${rate} valid submissions a
second for ${seconds} s, enquiries and quotations in turn as JSON, each from a new buyer.
${events.join('; ')}. Only an answer that came back whole as 200 with its reference counts as a 200.

${markdown(summary.rows)}

A stored lead with no 200 is one an instance committed and then died before answering: the proxy sent
the request to the other instance, which stored it again (same buyer) and answered; its second
acknowledgement is skipped by the one-per-address rule, its second notification goes (sales sees both,
same buyer). A duplicate mail is a job whose mail the killed instance had handed to the SMTP server but
not yet marked sent: when its lease ran out another instance sent it again, with the same Message-ID,
which makes it recognisable as one ([mail.md](mail.md#delivery)). The bench fails (exit 1) when a 200 has
no stored lead, or a mail is missing, extra, misaddressed, or a duplicate beyond the jobs claimed again.

To run it against your own PostgreSQL: \`DATABASE_URL=postgres://user:password@host:5432/empty_db npm run
bench:scale\` (an empty database the role owns; the bench counts every lead in it). Options: \`--seconds\`,
\`--rate\`, \`--clients\`, \`--kill-at\`, \`--down-for\`, \`--lease\`; \`--no-report\` prints without writing here.`
}

try {
  process.exitCode = (await bench()) ? 0 : 1
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await cleanUp()
}
