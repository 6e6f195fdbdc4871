import { existsSync } from 'node:fs'
import path from 'node:path'
import process from 'node:process'
import { readStoreEnv, type StoreConfig } from '../env'
import { databaseFile, describeStore, openStore, storeProblem } from '../store/open'
import type { Db } from '../store/schema'

/**
 * What every command shares: the store the server would use, read by the server's own settings
 * module (DATABASE_URL included, an empty variable counted as unset), with `--data-dir` in place
 * of DATA_DIR when given. Data goes to standard output, every message to standard error, so a
 * redirected output holds the data alone.
 */
export function storeSettings(
  dataDirOption: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): StoreConfig {
  return readStoreEnv(dataDirOption === undefined ? env : { ...env, DATA_DIR: dataDirOption })
}

/** Writes a message for the person at the terminal, never into the data. */
export const say = (line: string) => process.stderr.write(`${line}\n`)

/**
 * Runs `work` on the store `config` names, saying which one first. A command never creates a
 * store: only the server's first start does, so a command run with the wrong DATA_DIR, or without
 * the DATABASE_URL of a site on PostgreSQL, stops instead of writing where the site never looks.
 */
export async function withCommandStore<T>(config: StoreConfig, work: (db: Db) => Promise<T>): Promise<T> {
  if (!config.databaseUrl) {
    const file = path.join(config.dataDir, databaseFile)
    if (!existsSync(file))
      throw new Error(
        `No database at ${file}: set DATA_DIR (or --data-dir) as the server has it, and DATABASE_URL when ` +
          'the site runs on PostgreSQL. A new site gets its database at its first start.',
      )
  }
  say(`Store: ${describeStore(config)}`)
  let store
  try {
    store = await openStore(config)
  } catch (error) {
    const problem = storeProblem(error, config)
    throw problem ? new Error(problem, { cause: error }) : error
  }
  try {
    return await work(store.db)
  } finally {
    await store.close()
  }
}

/** Runs a command's main; a failure is one line on standard error and exit status 1. */
export function runCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    say(error instanceof Error ? error.message : String(error))
    process.exit(1)
  })
}
