import { insertLeads, type NewLead, type OutboxPolicy, type StoredLead } from '../store/leads'
import type { Db } from '../store/schema'

interface Pending {
  lead: NewLead
  resolve: (stored: StoredLead) => void
  reject: (error: unknown) => void
}

/**
 * Group commit: leads that arrive while a transaction is being written wait together and share the
 * next one, so many leads share one sync to disk while every caller still waits for the commit that
 * holds its lead and its delivery jobs. `onCommit` runs after each commit (it wakes the outbox).
 */
export function createWriter(db: Db, policy: OutboxPolicy, onCommit: () => void) {
  let queue: Pending[] = []
  let writing = false

  async function writeAll() {
    while (queue.length > 0) {
      const batch = queue
      queue = []
      try {
        const stored = await insertLeads(
          db,
          batch.map((pending) => pending.lead),
          policy,
        )
        batch.forEach((pending, index) => pending.resolve(stored[index]!))
        onCommit()
      } catch (error) {
        batch.forEach((pending) => pending.reject(error))
      }
    }
    writing = false
  }

  /** Resolves with the lead's id and reference once it is committed. */
  return function write(lead: NewLead): Promise<StoredLead> {
    return new Promise((resolve, reject) => {
      queue.push({ lead, resolve, reject })
      if (writing) return
      writing = true
      setImmediate(() => void writeAll())
    })
  }
}
