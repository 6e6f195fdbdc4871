import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Db } from '../store/schema'

/**
 * A file of a lead as an upload leaves it: its bytes in the lead's folder under `uploadsDir` and its
 * row. Returns the file's path.
 */
export async function storeFile(
  db: Db,
  uploadsDir: string,
  leadId: number,
  storedName = `logo${leadId}.png`,
) {
  const file = path.join(uploadsDir, String(leadId), storedName)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, 'png bytes')
  await db
    .insertInto('uploads')
    .values({
      lead_id: leadId,
      name: 'logo.png',
      stored_name: storedName,
      media_type: 'image/png',
      type: 'png',
      kind: 'raster',
      width: 10,
      height: 10,
      bytes: 9,
      sha256: '0'.repeat(64),
      created_at: new Date().toISOString(),
    })
    .execute()
  return file
}
