import type { NewSubmission, SubmissionStore } from '../db'

interface Pending {
  item: NewSubmission
  resolve: (id: number) => void
  reject: (error: unknown) => void
}

/**
 * Stores submissions arriving in the same turn of the event loop in one transaction: every caller
 * still waits for the commit that holds its row, but many rows share one sync to disk.
 */
export function createWriter(store: SubmissionStore) {
  let queue: Pending[] = []

  function flush() {
    const batch = queue
    queue = []
    try {
      const ids = store.insert(batch.map((pending) => pending.item))
      batch.forEach((pending, index) => pending.resolve(ids[index]!))
    } catch (error) {
      batch.forEach((pending) => pending.reject(error))
    }
  }

  return function write(item: NewSubmission): Promise<number> {
    return new Promise((resolve, reject) => {
      if (queue.push({ item, resolve, reject }) === 1) setImmediate(flush)
    })
  }
}
