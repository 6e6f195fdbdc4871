import { isbot } from 'isbot'
import { localeFromPath } from '../../app/lib/locale'
import { localizedSitePaths } from '../../app/lib/paths'
import { rowsFrom } from '../store/dialect'
import type { Db } from '../store/schema'

/**
 * Page views, counted and nothing else: a view adds one to its day's count for its page, language
 * and referring host, in memory, and the counts go to the database in one statement every few
 * seconds. Nothing about the visitor is read beyond the user agent (bots are not counted) and
 * the referring page's host, and nothing is kept of either but that host. Counts not yet written
 * when the process ends abruptly are lost: a few seconds of views, never a lead.
 */

/** How often the counts go to the database. */
export const viewFlushMs = 5_000
/** A referring host longer than this is not one (DNS names stop at 253; real ones are short). */
export const referrerMaxLength = 100
/**
 * Distinct counts held between writes. Pages and languages are few; referring hosts are not, so a
 * view from a new host past this many is counted without its host.
 */
export const maxHeldCounts = 5_000

/** What the server answers a counted page with: the page's beacon then knows not to count it again. */
export const countedTiming = 'view'

const hostPattern = /^[a-z0-9.-]+(?::\d{1,5})?$/

/** The host of a referring address, lower case; '' when it is none, unreadable, or `ownHost`. */
export function referrerHost(address: string | undefined, ownHosts: readonly string[]): string {
  if (!address || address.length > 2048) return ''
  let host: string
  try {
    const url = new URL(address)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return ''
    host = url.host.toLowerCase()
  } catch {
    return ''
  }
  return host.length <= referrerMaxLength && hostPattern.test(host) && !ownHosts.includes(host) ? host : ''
}

/** A host as a beacon sends it: checked as strictly as one read from an address. */
export function sentHost(host: string, ownHosts: readonly string[]): string {
  const lower = host.toLowerCase()
  return lower.length <= referrerMaxLength && hostPattern.test(lower) && !ownHosts.includes(lower)
    ? lower
    : ''
}

/** The site's page at `path` as the counts name it (no trailing slash), or undefined if it is none. */
export function sitePage(path: string): string | undefined {
  if (path.length > 200) return undefined
  // One trailing slash, as a link may write it: the site's own paths have none.
  const normalized = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
  return localizedSitePaths.has(normalized) ? normalized : undefined
}

/** Whether a request comes from a person's browser, as far as its user agent tells. */
export const fromPerson = (userAgent: string | undefined): boolean =>
  typeof userAgent === 'string' && userAgent.length > 0 && userAgent.length <= 1024 && !isbot(userAgent)

export interface ViewCounter {
  /** Counts one view of `page` (a site page, as sitePage names it) from `referrer` (a checked host). */
  count(page: string, referrer: string, at?: Date): void
  /** Writes the counts held so far. */
  flush(): Promise<void>
  /** Stops the timer and writes what is held. */
  stop(): Promise<void>
}

export function createViewCounter(
  db: Db,
  { flushMs = viewFlushMs, onError }: { flushMs?: number; onError?: (error: unknown) => void } = {},
): ViewCounter {
  let held = new Map<string, number>()
  let writing: Promise<void> = Promise.resolve()

  async function write(counts: Map<string, number>) {
    if (counts.size === 0) return
    const rows = [...counts].map(
      ([key, views]) => [...key.split('\t'), views] as [string, string, string, string, number],
    )
    for (let from = 0; from < rows.length; from += 1000)
      await db
        .insertInto('page_views')
        .columns(['day', 'path', 'locale', 'referrer', 'views'])
        .expression(
          rowsFrom(
            db,
            [
              ['day', 'text'],
              ['path', 'text'],
              ['locale', 'text'],
              ['referrer', 'text'],
              ['views', 'integer'],
            ],
            rows.slice(from, from + 1000),
          ),
        )
        .onConflict((conflict) =>
          conflict
            .columns(['day', 'path', 'locale', 'referrer'])
            .doUpdateSet((eb) => ({ views: eb('page_views.views', '+', eb.ref('excluded.views')) })),
        )
        .execute()
  }

  function flush(): Promise<void> {
    const counts = held
    held = new Map()
    writing = writing.then(() => write(counts)).catch((error: unknown) => onError?.(error))
    return writing
  }

  const timer = setInterval(() => void flush(), flushMs)
  timer.unref()

  return {
    count(page, referrer, at = new Date()) {
      const day = at.toISOString().slice(0, 10)
      let key = `${day}\t${page}\t${localeFromPath(page)}\t${referrer}`
      if (!held.has(key) && held.size >= maxHeldCounts) key = `${day}\t${page}\t${localeFromPath(page)}\t`
      held.set(key, (held.get(key) ?? 0) + 1)
    },
    flush,
    async stop() {
      clearInterval(timer)
      await flush()
    },
  }
}
