import type { StaleField } from '../../app/content/load/translation-status'
import type { ServerEnv } from '../env'
import type { FileStorage, FilesReport } from '../files/storage'
import type { Health } from '../health'
import type { Db } from '../store/schema'

/** What the sales inbox is handed: the plugin that registers its routes, and each route, read it. */
export interface AdminOptions {
  db: Db
  env: ServerEnv
  /** The server's key: the cookies' signing secrets are derived from it. */
  signingKey: Buffer
  /** Where `.eml` mails are kept. */
  dataDir: string
  /** Where leads' files are kept. */
  storage: FileStorage
  /** Wakes the outbox worker when an action queues a delivery. */
  nudge: () => void
  /** The instance's health, with the figures `/healthz` shows only to its own networks. */
  health: () => Promise<Health>
  /** The last sweep's stored files that no lead names, shown on the inbox. */
  files: FilesReport
  /** The Spanish fields older than their English, as the content build found them, shown on the inbox. */
  staleTranslations: readonly StaleField[]
}
