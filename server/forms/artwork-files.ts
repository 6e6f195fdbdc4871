import { createHash, randomBytes, type Hash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, open, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { Transform, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { MultipartFile } from '@fastify/multipart'
import type { Problem, ProblemCode } from '../../app/lib/forms/problems'
import {
  artworkField,
  artworkLimits,
  judgeArtwork,
  type ArtworkType,
  type JudgedArtwork,
} from '../../app/lib/order/artwork'
import type { FileStorage } from '../files/storage'
import { privateFolder } from '../store/open'
import type { NewUpload } from '../store/schema'

type FileProblemCode = Extract<
  ProblemCode,
  | 'FILE_NOT_ACCEPTED'
  | 'TOO_MANY_FILES'
  | 'FILE_TOO_LARGE'
  | 'FILES_TOO_LARGE'
  | 'UNSUPPORTED_FILE_TYPE'
  | 'FILE_TYPE_MISMATCH'
  | 'IMAGE_TOO_LARGE'
  | 'IMAGE_SIZE_UNREADABLE'
>

/** 413 for what is too much (files, bytes, pixels), 415 for what we do not take. */
const statusOf: Record<FileProblemCode, 413 | 415> = {
  FILE_NOT_ACCEPTED: 415,
  TOO_MANY_FILES: 413,
  FILE_TOO_LARGE: 413,
  FILES_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  FILE_TYPE_MISMATCH: 415,
  IMAGE_TOO_LARGE: 413,
  IMAGE_SIZE_UNREADABLE: 415,
}

/** A post refused for its files, as they arrived; the collector words the problem for the visitor. */
export class FileRefused extends Error {
  readonly statusCode: 413 | 415
  readonly problem: Problem & { code: FileProblemCode }
  /** The fields read before the file was refused, typed back to a visitor without JavaScript. */
  fields: Record<string, unknown> = {}

  constructor(code: FileProblemCode, file?: string) {
    super(code)
    this.statusCode = statusOf[code]
    this.problem = { field: artworkField, code, ...(file ? { file } : {}) }
  }
}

const endings: Record<ArtworkType, string> = {
  png: 'png',
  jpeg: 'jpg',
  svg: 'svg',
  pdf: 'pdf',
  ai: 'ai',
  eps: 'eps',
}

/** The media type a file is recorded with: that of the type its bytes showed, not the one it was sent with. */
const mediaTypes: Record<ArtworkType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  // An Illustrator file is taken only when saved PDF-compatible: a PDF inside.
  ai: 'application/pdf',
  eps: 'application/postscript',
}

const maxNameLength = 120

/**
 * A file's name as it is shown and stored: one line of visible characters (no control, format or
 * bidirectional characters that could disguise its ending), no folder separators, at most 120
 * characters with its ending kept. It is only ever shown: no path on disk is made from it.
 */
export function displayName(sent: string | undefined): string {
  const cleaned = (sent ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[/\\]/g, '_')
    .replace(/\s+/gu, ' ')
    .trim()
  const characters = [...cleaned]
  if (characters.length <= maxNameLength) return cleaned
  const ending = /\.[\p{L}\p{N}]{1,5}$/u.exec(cleaned)?.[0] ?? ''
  const stem = characters.slice(0, maxNameLength - 1 - ending.length).join('')
  return `${stem}…${ending}`
}

/**
 * Passes a file through, on its way to disk: counts and hashes its bytes, holds back its first
 * `headBytes` (or all of a shorter file) until they are judged, and stops the file at the first
 * problem: a type we do not take, content its name or media type contradicts, too many pixels, or
 * more bytes than the post has room for.
 */
class ArtworkReader extends Transform {
  bytes = 0
  artwork?: JudgedArtwork
  readonly hash: Hash = createHash('sha256')
  private head: Buffer[] = []
  private headLength = 0

  constructor(
    private readonly name: string,
    private readonly mediaType: string,
    private readonly room: number,
  ) {
    super()
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length
    if (this.bytes > this.room) return done(new FileRefused('FILES_TOO_LARGE', this.name))
    this.hash.update(chunk)
    if (this.artwork) return done(null, chunk)
    this.head.push(chunk)
    this.headLength += chunk.length
    if (this.headLength < artworkLimits.headBytes) return done()
    this.judge(done)
  }

  override _flush(done: TransformCallback) {
    if (this.artwork) return done()
    this.judge(done)
  }

  private judge(done: TransformCallback) {
    const held = Buffer.concat(this.head)
    this.head = []
    const verdict = judgeArtwork(this.name, this.mediaType, held.subarray(0, artworkLimits.headBytes))
    if ('problem' in verdict) return done(new FileRefused(verdict.problem, this.name))
    this.artwork = verdict.artwork
    done(null, held)
  }
}

/** A file input left empty sends a part with no name and no bytes: nothing was chosen. */
async function skipNothingChosen(part: MultipartFile, signal: AbortSignal): Promise<void> {
  if (part.file.destroyed) throw new Error('The body ended inside a file')
  for await (const chunk of part.file.iterator({ destroyOnReturn: true })) {
    signal.throwIfAborted()
    if ((chunk as Buffer).length > 0) throw new FileRefused('UNSUPPORTED_FILE_TYPE')
  }
}

async function syncFile(file: string): Promise<void> {
  const handle = await open(file, 'r')
  try {
    await handle.datasync()
  } finally {
    await handle.close()
  }
}

/**
 * The artwork files of one post, streamed to a batch folder in the storage's incoming folder as they
 * arrive, never held whole in memory. Before the lead's commit they are kept (`ready`), after it
 * placed under the lead (`place`); a refused, abandoned or spam post leaves nothing behind (`discard`).
 */
export class IncomingFiles {
  readonly uploads: NewUpload[] = []
  private dir?: string
  private bytes = 0
  private receiving?: Promise<void>
  private kept = false
  /** Made durable where files are kept (`ready`): only the storage may then remove them. */
  private durable = false

  constructor(private readonly storage: FileStorage) {}

  /** Streams one `Artwork` part to disk, judging it as it comes; throws `FileRefused` on a problem. */
  receive(part: MultipartFile, signal: AbortSignal): Promise<void> {
    this.receiving = this.write(part, signal)
    return this.receiving
  }

  private async write(part: MultipartFile, signal: AbortSignal): Promise<void> {
    const name = displayName(part.filename)
    if (name === '') return skipNothingChosen(part, signal)
    if (this.uploads.length >= artworkLimits.files) throw new FileRefused('TOO_MANY_FILES', name)
    // An ending we do not take is refused before a byte of it is read.
    const byName = judgeArtwork(name, part.mimetype, new Uint8Array())
    if ('problem' in byName && byName.problem === 'UNSUPPORTED_FILE_TYPE')
      throw new FileRefused('UNSUPPORTED_FILE_TYPE', name)

    this.dir ??= await this.makeDir()
    const partial = path.join(this.dir, `${this.uploads.length}.part`)
    const reader = new ArtworkReader(name, part.mimetype, artworkLimits.totalBytes - this.bytes)
    // A body that ends inside a file makes the parser destroy the file's stream, at times before
    // it is handed over; a pipeline from a destroyed stream would wait for ever.
    if (part.file.destroyed) throw new Error('The body ended inside a file')
    // Busboy stops a file at its size limit and marks it truncated; stop writing it at once.
    const tooLarge = () => reader.destroy(new FileRefused('FILE_TOO_LARGE', name))
    part.file.once('limit', tooLarge)
    try {
      await pipeline(part.file, reader, createWriteStream(partial, { flags: 'wx' }), { signal })
    } finally {
      part.file.off('limit', tooLarge)
    }
    if (part.file.truncated) throw new FileRefused('FILE_TOO_LARGE', name)
    // On disk before the lead's commit names it.
    await syncFile(partial)
    const artwork = reader.artwork!
    const storedName = `${randomBytes(16).toString('hex')}.${endings[artwork.type]}`
    await rename(partial, path.join(this.dir, storedName))
    this.bytes += reader.bytes
    this.uploads.push({
      name,
      storedName,
      mediaType: mediaTypes[artwork.type],
      ...artwork,
      bytes: reader.bytes,
      sha256: reader.hash.digest('hex'),
    })
  }

  private async makeDir(): Promise<string> {
    const dir = path.join(this.storage.incoming, randomBytes(12).toString('hex'))
    await mkdir(dir, privateFolder)
    return dir
  }

  private get storedNames() {
    return this.uploads.map((upload) => upload.storedName)
  }

  /** Makes the received files durable where they are kept, so the commit that names them can follow. */
  async ready(): Promise<void> {
    if (!this.dir) return
    await this.storage.keep(this.dir, this.storedNames)
    this.durable = true
  }

  /** After the lead's commit: its files go under the lead. */
  async place(leadId: number): Promise<void> {
    // From here a failure leaves the files where the sweep finishes the move.
    this.kept = true
    if (!this.dir || this.uploads.length === 0) return this.remove()
    await this.storage.place(leadId, this.dir, this.storedNames)
  }

  /** Removes every file of the post, once the one being written has stopped; not after `place`. */
  async discard(): Promise<void> {
    if (this.kept) return
    await this.receiving?.catch(() => undefined)
    await this.remove()
  }

  private async remove() {
    if (!this.dir) return
    if (this.durable && this.uploads.length > 0) await this.storage.forget(this.dir)
    else await rm(this.dir, { recursive: true, force: true })
  }
}
