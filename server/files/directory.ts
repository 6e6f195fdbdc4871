import { lstat, mkdir, open, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { privateFolder } from '../store/open'
import type { Db, StoredFile } from '../store/schema'
import { entries, sweepIncoming, syncDir } from './local'
import type { FileStorage, Sweep } from './storage'

/**
 * A lead's files in `<root>/<lead id>/` (`root` is UPLOADS_DIR, DATA_DIR/uploads by default),
 * under names the collector made. Files arrive in `<root>/.incoming/<batch>/`, on the same file
 * system, and move to their lead's folder once the lead's commit, which holds their rows, is on
 * disk: a row is never without its file (until the move, the file waits in the incoming folder,
 * and a sweep after a crash finishes the move). A file in a lead's folder goes only with its row.
 */
export function directoryStorage(root: string): FileStorage {
  const incoming = path.join(root, '.incoming')
  const leadDir = (leadId: number) => {
    // The lead's id is the only part of a path that comes from the database: a whole number, always.
    if (!Number.isSafeInteger(leadId) || leadId < 1) throw new Error(`Not a lead id: ${leadId}`)
    return path.join(root, String(leadId))
  }

  /** Moves a file into a lead's folder, unless a sweep (of this server or another) already has. */
  async function moveInto(target: string, from: string, name: string): Promise<boolean> {
    try {
      await rename(path.join(from, name), path.join(target, name))
      return true
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      await lstat(path.join(target, name))
      return false
    }
  }

  const removeLeadDirs = async (leadIds: Iterable<number>) => {
    for (const leadId of leadIds) await rm(leadDir(leadId), { recursive: true, force: true })
  }

  return {
    incoming,
    keep: (batch) => syncDir(batch),

    async place(leadId, batch, storedNames) {
      const target = leadDir(leadId)
      await mkdir(target, privateFolder)
      for (const name of storedNames) await moveInto(target, batch, name)
      await syncDir(target)
      await syncDir(root)
      await rm(batch, { recursive: true, force: true })
    },

    async read(file: StoredFile) {
      let handle
      try {
        handle = await open(path.join(leadDir(file.leadId), path.basename(file.storedName)), 'r')
      } catch {
        // A row whose file is not (yet) in its folder: the sweep puts it there.
        return undefined
      }
      const { size } = await handle.stat()
      return { size, stream: handle.createReadStream() }
    },

    remove: (files) => removeLeadDirs(new Set(files.map((file) => file.leadId))),

    forget: (batch) => rm(batch, { recursive: true, force: true }),

    /**
     * Finishes every move a crash cut off between a lead's commit and its files' move (their rows
     * are committed, so moving them is always right), removes the incoming batches nothing has
     * written to for a while (posts refused, abandoned or cut off before their commit), and lists
     * the files in leads' folders that no row names, leaving them where they are.
     */
    async sweep(db: Db, now = Date.now()): Promise<Sweep> {
      const rows = await db.selectFrom('uploads').select(['lead_id', 'stored_name']).execute()
      const leadOf = new Map(rows.map((row) => [row.stored_name, row.lead_id]))
      const sweep: Sweep = { placed: 0, removed: 0, unnamed: [] }

      sweep.removed += await sweepIncoming(incoming, now, async (batch, name) => {
        const leadId = leadOf.get(name)
        if (leadId === undefined) return
        const target = leadDir(leadId)
        await mkdir(target, privateFolder)
        if (await moveInto(target, batch, name)) sweep.placed++
        await syncDir(target)
      })

      for (const folder of await entries(root)) {
        if (!folder.isDirectory() || !/^[1-9]\d*$/.test(folder.name)) continue
        const leadId = Number(folder.name)
        for (const file of await entries(leadDir(leadId)))
          if (leadOf.get(file.name) !== leadId) sweep.unnamed.push(`${leadId}/${file.name}`)
      }
      if (sweep.placed > 0) await syncDir(root)
      sweep.unnamed.sort()
      return sweep
    },
  }
}
