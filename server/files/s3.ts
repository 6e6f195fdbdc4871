import { createReadStream } from 'node:fs'
import { rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3'
import type { S3Settings } from '../env'
import { staleAfterMs, storedNamePattern, sweepIncoming } from './local'
import type { FileStorage } from './storage'

/** DeleteObjects takes at most this many keys a call. */
const deleteBatch = 1000

/**
 * Leads' files in an S3-compatible bucket, each at `<S3_PREFIX><stored name>`: the name is random
 * and unique, so a file is uploaded under its final key before the lead's commit names it (its
 * lead's id is known only at the commit). A row never points to a missing object. Files still
 * arrive in a local incoming folder first, and leave it once their lead is committed: a post whose
 * commit failed or never came takes its objects with its batch, and an object is otherwise removed
 * only with its row.
 */
export function s3Storage(settings: S3Settings, root: string): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // The SDK's default streams a body with a checksum trailer (aws-chunked), which several
    // S3-compatible services do not read; a checksum only where the API requires one (DeleteObjects).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = settings.bucket
  const key = (storedName: string) => `${settings.prefix}${path.basename(storedName)}`
  const incoming = path.join(root, '.incoming')

  async function deleteKeys(keys: string[]) {
    for (let start = 0; start < keys.length; start += deleteBatch) {
      const Objects = keys.slice(start, start + deleteBatch).map((Key) => ({ Key }))
      const { Errors } = await client.send(
        new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }),
      )
      if (Errors?.length)
        throw new Error(`S3 kept ${Errors.length} objects: ${Errors[0]!.Code} ${Errors[0]!.Message}`)
    }
  }

  return {
    incoming,

    async keep(batch, storedNames) {
      for (const name of storedNames) {
        const file = path.join(batch, name)
        const { size } = await stat(file)
        await client.send(
          new PutObjectCommand({ Bucket, Key: key(name), Body: createReadStream(file), ContentLength: size }),
        )
      }
    },

    // The objects are in place already: what is left is the local copy.
    place: (_leadId, batch) => rm(batch, { recursive: true, force: true }),

    async read(file) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key(file.storedName) }))
        return { size: object.ContentLength!, stream: object.Body as Readable }
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined
        throw error
      }
    },

    remove: (files) => deleteKeys(files.map((file) => key(file.storedName))),

    // A failed commit may still have landed: the sweep removes the objects once it has read the rows.
    forget: async () => undefined,

    /**
     * Removes the stale local batches of posts never committed, each with the objects uploaded for
     * it that no row names (the rows are read first, so a commit that lands meanwhile is found by
     * the next sweep before its batch is stale), and lists the objects no row names, leaving them
     * in the bucket. Only keys the collector could have made are looked at, whatever else shares
     * the bucket and prefix.
     */
    async sweep(db, now = Date.now()) {
      const rows = await db.selectFrom('uploads').select('stored_name').execute()
      const named = new Set(rows.map((row) => row.stored_name))
      const removed = await sweepIncoming(incoming, now, async (_batch, name, abandoned) => {
        if (abandoned && storedNamePattern.test(name) && !named.has(name)) await deleteKeys([key(name)])
      })
      const unnamed: string[] = []
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: settings.prefix }))
        for (const object of page.Contents ?? []) {
          const name = object.Key!.slice(settings.prefix.length)
          const old = object.LastModified!.getTime() < now - staleAfterMs
          if (storedNamePattern.test(name) && !named.has(name) && old) unnamed.push(object.Key!)
        }
      return { placed: 0, removed, unnamed }
    },
  }
}
