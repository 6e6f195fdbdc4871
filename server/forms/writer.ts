import { insertLeads, type NewLead, type OutboxPolicy, type StoredLead } from '../store/leads'
import type { Store } from '../store/open'

interface Pending {
  lead: NewLead
  resolve: (stored: StoredLead) => void
  reject: (error: unknown) => void
}

/**
 * Group commit: leads that arrive while a transaction is being written and synced wait together
 * and share the next one, so many leads share one sync to disk while every caller still waits until
 * its lead and its delivery jobs are on disk. The process reads the next posts during the sync.
 * `onCommit` runs once a batch is on disk (it wakes the outbox: no mail for a lead not yet safe).
 */
export function createWriter(store: Pick<Store, 'durably'>, policy: OutboxPolicy, onCommit: () => void) {
  let queue: Pending[] = []
  let writing = false

  async function writeAll() {
    while (queue.length > 0) {
      const batch = queue
      queue = []
      try {
        const leads = batch.map((pending) => pending.lead)
        const stored = await store.durably((db) => insertLeads(db, leads, policy))
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
