import { setTimeout as sleep } from 'node:timers/promises'
import { claimDueJobs, markSent, park, reschedule, type Job } from '../store/outbox'
import type { Db } from '../store/schema'
import { causeOf, describeFailure, PermanentFailure } from './failure'

export interface WorkerOptions {
  db: Db
  deliver: (job: Job) => Promise<void>
  /** The first retry waits this long; each next one twice as long, up to `maxDelaySeconds`. */
  retryBaseSeconds: number
  leaseSeconds: number
  log: { info(message: string): void; warn(message: string): void; error(message: string): void }
  /** How often the outbox is looked at when nothing announced a new job. */
  pollMs?: number
  /** True while visitors are many: deliveries then go a few at a time, four times a second. */
  busy?: () => boolean
  now?: () => Date
}

const maxDelaySeconds = 12 * 3600
const batchSize = 20
const concurrency = 4
/** The pause between groups of deliveries while visitors are many. */
const pacingMs = 250

/** When the next try of a job that failed for the `attempts`-th time may run. */
export function nextTry(attempts: number, baseSeconds: number, now: Date): Date {
  const seconds = Math.min(baseSeconds * 2 ** Math.max(0, attempts - 1), maxDelaySeconds)
  return new Date(now.getTime() + seconds * 1000)
}

/**
 * Delivers the outbox, inside the server: due jobs are claimed in small batches under a lease and
 * sent a few at a time. A failure is retried with exponential backoff until the job's 48 hours are
 * up, then parked with its last error; a permanent failure parks at once. The visitor's answer never
 * waits for any of it: the form's commit only nudges the worker.
 */
export function createWorker(options: WorkerOptions) {
  const { db, deliver, log } = options
  const now = options.now ?? (() => new Date())
  const pollMs = options.pollMs ?? 2000
  let stopped = false
  let running: Promise<void> | undefined
  let timer: NodeJS.Timeout | undefined
  let again = false
  let certificateTold = false

  async function settle(job: Job, error: unknown) {
    const reason = describeFailure(error)
    // A certificate that does not verify never heals by retrying: said once, loudly, with the fix.
    if (!certificateTold && causeOf(reason) === 'certificate') {
      certificateTold = true
      log.error(
        `The mail server's certificate is not trusted (${reason}): mails wait in the outbox until SMTP_CA_FILE names the authority that signed it, or SMTP_TLS_REJECT_UNAUTHORIZED=false for a relay on a trusted private network`,
      )
    }
    const at = now()
    const retryAt = nextTry(job.attempts, options.retryBaseSeconds, at)
    if (error instanceof PermanentFailure || at.getTime() >= Date.parse(job.giveUpAt)) {
      await park(db, job.id, reason)
      log.error(`Outbox job ${job.id} (${job.kind}) parked after ${job.attempts} tries: ${reason}`)
      return
    }
    const dueAt = new Date(Math.min(retryAt.getTime(), Date.parse(job.giveUpAt)))
    await reschedule(db, job.id, dueAt, reason)
    log.warn(`Outbox job ${job.id} (${job.kind}) failed, next try at ${dueAt.toISOString()}: ${reason}`)
  }

  async function attempt(job: Job) {
    try {
      await deliver(job)
    } catch (error) {
      await settle(job, error)
      return
    }
    await markSent(db, job.id, now())
  }

  async function drain() {
    while (!stopped) {
      const at = now()
      const jobs = await claimDueJobs(db, at, new Date(at.getTime() + options.leaseSeconds * 1000), batchSize)
      if (jobs.length === 0) return
      for (let index = 0; index < jobs.length; index += concurrency) {
        await Promise.all(jobs.slice(index, index + concurrency).map(attempt))
        // The visitors' answers come first; a lead's mails still leave within seconds.
        if (options.busy?.()) await sleep(pacingMs)
      }
    }
  }

  function run() {
    if (stopped) return
    clearTimeout(timer)
    if (running) {
      again = true
      return
    }
    running = drain()
      .catch((error: unknown) => log.error(`Outbox worker: ${describeFailure(error)}`))
      .finally(() => {
        running = undefined
        if (stopped) return
        if (again) {
          again = false
          setImmediate(run)
        } else timer = setTimeout(run, pollMs)
      })
  }

  return {
    start: run,
    /** A lead was committed: look at the outbox now rather than at the next poll. */
    nudge: run,
    /**
     * Stops looking, and gives deliveries under way a few seconds to finish. One that does not (a
     * mail server that hangs) keeps its lease, and the next worker takes the job when it runs out.
     */
    async stop(graceMs = 3000) {
      stopped = true
      clearTimeout(timer)
      await Promise.race([running, sleep(graceMs)])
    },
  }
}

export type Worker = ReturnType<typeof createWorker>
