import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from '@20minutes/s3rver'
import { DeleteBucketCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import type { ServerEnv } from '../env'
import { server as byServer } from '../store/audit'
import { erasePerson } from '../store/erasure'
import { listLeads } from '../store/leads'
import { withStore } from '../store/open'
import { signingKey } from '../store/settings'
import { listUploads } from '../store/uploads'
import { multipartBody, pdfFile, pngFile, type FilePart } from '../test/artwork'
import { testEnv } from '../test/env'
import { fileToken } from './links'
import { staleAfterMs } from './local'
import { openStorage } from './open'
import { sampleQuote } from '../test/samples'

/**
 * The bucket storage against a real S3-compatible server on loopback (s3rver, started here): the
 * SDK signs and sends real requests, and the server keeps real objects on disk.
 */
const bucket = 'artwork'
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
let s3rver: S3rver
let endpoint: string
let client: S3Client

beforeAll(async () => {
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), 's3rver-')),
    configureBuckets: [{ name: bucket }, { name: 'removed' }],
    // s3rver signs a bucket's own address as `/artwork` where the SDK signs `/artwork/`, so its
    // list and delete calls would be refused; object calls are checked either way.
    allowMismatchedSignatures: true,
  })
  const { port } = await s3rver.run()
  endpoint = `http://127.0.0.1:${port}`
  client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials })
})
afterAll(async () => {
  client.destroy()
  await s3rver.close()
})

let env: ServerEnv
let prefix: string
let app: FastifyInstance

/** Each test under a prefix of its own, so none sees another's objects. */
function s3Env(bucketName = bucket): ServerEnv {
  prefix = `test-${randomBytes(6).toString('hex')}/`
  return testEnv({
    S3_BUCKET: bucketName,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    S3_PREFIX: prefix,
  })
}

beforeEach(async () => {
  env = s3Env()
  app = await buildApp(env)
})
afterEach(() => app.close())

async function objects(): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))
  return (listed.Contents ?? []).map((object) => object.Key!.slice(prefix.length)).sort()
}

/** What is on local disk under the uploads folder, incoming batches included. */
const onDisk = (dir = env.uploads.dir): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)

function post(fields: Record<string, string>, files: FilePart[]) {
  const { payload, headers } = multipartBody(fields, files)
  return app.inject({ method: 'POST', url: '/api/forms/quote', payload, headers })
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
const leads = () => withStore(env.store, (db) => listLeads(db, { includeSpam: true }))

describe('files in an S3-compatible bucket', () => {
  it('keeps a quotation’s files as objects, and staff download them byte for byte', async () => {
    const logo = pngFile(1200, 800, 200_000)
    const sheet = pdfFile(60_000)
    const response = await post(sampleQuote, [
      { filename: 'club logo.png', type: 'image/png', content: logo },
      { filename: 'sheet.pdf', type: 'application/pdf', content: sheet },
    ])
    expect(response.statusCode).toBe(200)
    const [lead] = await leads()
    const uploads = await withStore(env.store, (db) => listUploads(db, lead!.id))
    expect(await objects()).toEqual(uploads.map((upload) => upload.storedName).sort())
    // Nothing stays on local disk once the objects are in the bucket.
    expect(onDisk()).toEqual([])

    const key = await withStore(env.store, signingKey)
    for (const [upload, sent] of [
      [uploads[0]!, logo],
      [uploads[1]!, sheet],
    ] as const) {
      const download = await app.inject({ url: `/api/files/${fileToken(key, upload)}` })
      expect(download.statusCode).toBe(200)
      expect(sha256(download.rawPayload)).toBe(sha256(sent))
      expect(download.headers).toMatchObject({
        'content-type': 'application/octet-stream',
        'content-length': String(sent.length),
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      })
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="/)
    }
  })

  it('removes a lead’s objects when its person is erased', async () => {
    await post(sampleQuote, [
      { filename: 'a.png', content: pngFile(10, 10) },
      { filename: 'b.pdf', content: pdfFile() },
    ])
    expect(await objects()).toHaveLength(2)
    const [upload] = await withStore(env.store, async (db) => listUploads(db, (await leads())[0]!.id))
    const storage = openStorage(env.uploads)
    const erased = await withStore(env.store, (db) =>
      erasePerson(db, env.dataDir, storage, sampleQuote.Email, byServer),
    )
    expect(erased).toMatchObject({ leads: 1, files: 2 })
    expect(await objects()).toEqual([])
    const key = await withStore(env.store, signingKey)
    expect((await app.inject({ url: `/api/files/${fileToken(key, upload!)}` })).statusCode).toBe(404)
  })

  it('leaves no object of a post refused for a file or for its fields', async () => {
    const refused = await post(sampleQuote, [
      { filename: 'logo.png', content: pngFile(10, 10) },
      { filename: 'logo.gif', content: Buffer.alloc(5000, 1) },
    ])
    expect(refused.statusCode).toBe(415)
    const invalid = await post({ ...sampleQuote, Email: 'not an address' }, [
      { filename: 'logo.png', content: pngFile(10, 10) },
    ])
    expect(invalid.statusCode).toBe(422)
    expect(await objects()).toEqual([])
    expect(onDisk()).toEqual([])
    expect(await leads()).toEqual([])
  })

  it('stores no lead when its files cannot be uploaded', async () => {
    await app.close()
    env = s3Env('removed')
    app = await buildApp(env)
    await client.send(new DeleteBucketCommand({ Bucket: 'removed' }))
    const response = await post(sampleQuote, [{ filename: 'logo.png', content: pngFile(10, 10) }])
    expect(response.statusCode).toBe(500)
    expect(await leads()).toEqual([])
    expect(onDisk()).toEqual([])
  })

  it('removes the objects of a post never committed, and only reports the others no row names', async () => {
    await post(sampleQuote, [{ filename: 'a.png', content: pngFile(10, 10) }])
    const kept = await objects()
    // Uploaded before a commit that never came: its batch is still in the incoming folder.
    const uncommitted = `${randomBytes(16).toString('hex')}.png`
    const batch = path.join(env.uploads.dir, '.incoming', 'cut-off')
    mkdirSync(batch, { recursive: true })
    writeFileSync(path.join(batch, uncommitted), 'bytes')
    // Named by no row and by no batch: another database's, perhaps.
    const unknown = `${randomBytes(16).toString('hex')}.pdf`
    const foreign = 'price-list.pdf'
    for (const name of [uncommitted, unknown, foreign])
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: `${prefix}${name}`, Body: 'bytes' }))
    const storage = openStorage(env.uploads)

    // Recent: perhaps an upload whose commit is on its way.
    expect(await withStore(env.store, (db) => storage.sweep(db))).toEqual({
      placed: 0,
      removed: 0,
      unnamed: [],
    })
    const later = Date.now() + staleAfterMs + 1000
    expect(await withStore(env.store, (db) => storage.sweep(db, later))).toEqual({
      placed: 0,
      removed: 1,
      unnamed: [`${prefix}${unknown}`],
    })
    expect(await objects()).toEqual([...kept, unknown, foreign].sort())
  })
})
