// The upload scenario of `npm run bench:forms`: 20 visitors post a quotation with 50 MB of
// artwork each, all at once, while the server's resident memory is sampled from /proc. Then every
// answer must be a 200 and every file on disk byte-identical (SHA-256) to the one sent.
import { createHash, randomBytes } from 'node:crypto'
import { createReadStream, readFileSync } from 'node:fs'
import { once } from 'node:events'
import { request } from 'node:http'
import path from 'node:path'
import { crc32 } from 'node:zlib'
import Database from 'better-sqlite3'

export const uploadGoals = { visitors: 20, filesPerVisitor: 5, rssMb: 300 }
const megabyte = 1024 * 1024
/** Five of these are just under the 50 MB a post may carry, with room for its fields. */
const fileBytes = 10 * megabyte - 16 * 1024

/** A PNG's signature and header chunk (a 6000 × 4000 image), then random bytes. */
function png(bytes) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(6000, 0)
  header.writeUInt32BE(4000, 4)
  header.set([8, 6, 0, 0, 0], 8)
  const body = Buffer.concat([Buffer.from('IHDR', 'latin1'), header])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(13)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  const start = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), length, body, crc])
  return Buffer.concat([start, randomBytes(bytes - start.length)])
}

/** A PDF's first line, then random bytes. */
const pdf = (bytes) => {
  const start = Buffer.from('%PDF-1.7\n', 'latin1')
  return Buffer.concat([start, randomBytes(bytes - start.length)])
}

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex')

async function fileHash(file) {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk)
  return hash.digest('hex')
}

/** The server's resident memory in MB now, and the most it has had (VmHWM), from /proc. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN)
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 }
}

/** A quotation as a browser posts it: the fields, then one part per file, as a list of buffers. */
function quotePost(visitor, files) {
  const boundary = `----BenchBoundary${randomBytes(8).toString('hex')}`
  const fields = {
    CustomerName: 'Jane Smith',
    Email: `buyer${visitor}@riverside.example`,
    Phone: '+44 20 7946 0111',
    ProductType: 'jersey',
    Color: '#C8102E',
    Size: 'M',
    Notes: '300 home shirts, sublimated, crest on the chest.',
  }
  const chunks = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  )
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="Artwork"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { boundary, chunks, length: chunks.reduce((sum, chunk) => sum + chunk.length, 0) }
}

/** Posts one quotation, writing its body as the socket takes it; resolves with the status. */
function send(port, post) {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/forms/quote',
        headers: {
          'content-type': `multipart/form-data; boundary=${post.boundary}`,
          'content-length': post.length,
          accept: 'application/json',
        },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode))
      },
    )
    outgoing.on('error', reject)
    ;(async () => {
      for (const chunk of post.chunks) if (!outgoing.write(chunk)) await once(outgoing, 'drain')
      outgoing.end()
    })().catch(reject)
  })
}

/**
 * Runs the scenario against a server already listening on `port` with its data in `dataDir`;
 * returns the report's rows and whether every answer and file is right and memory stayed below
 * the goal.
 */
export async function runUploads({ port, pid, dataDir }) {
  const kinds = [
    ['png', 'image/png', png],
    ['pdf', 'application/pdf', pdf],
  ]
  const files = Array.from({ length: uploadGoals.filesPerVisitor }, (_, index) => {
    const [ending, type, make] = kinds[index % kinds.length]
    const bytes = make(fileBytes)
    return { name: `artwork-${index + 1}.${ending}`, type, bytes, sha256: sha256(bytes) }
  })
  const posts = Array.from({ length: uploadGoals.visitors }, (_, visitor) => quotePost(visitor, files))

  const idle = memoryOf(pid).rss
  let sampled = idle
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, memoryOf(pid).rss)
  }, 20)
  const started = performance.now()
  const statuses = await Promise.all(posts.map((post) => send(port, post)))
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  const { peak } = memoryOf(pid)

  const db = new Database(path.join(dataDir, 'submissions.sqlite'), { readonly: true })
  const rows = db.prepare('SELECT lead_id, name, stored_name, sha256 FROM uploads').all()
  db.close()
  const expected = new Map(files.map((file) => [file.name, file.sha256]))
  let identical = 0
  for (const row of rows) {
    const onDisk = await fileHash(path.join(dataDir, 'uploads', String(row.lead_id), row.stored_name))
    if (onDisk === expected.get(row.name) && row.sha256 === onDisk) identical++
  }

  const answered = statuses.filter((status) => status === 200).length
  const sent = uploadGoals.visitors * uploadGoals.filesPerVisitor
  const megabytesSent = posts.reduce((sum, post) => sum + post.length, 0) / megabyte
  const highest = Math.max(sampled, peak)
  const table = [
    ['visitors posting at once', uploadGoals.visitors, ''],
    [
      'artwork per post',
      `${uploadGoals.filesPerVisitor} files × ${(fileBytes / megabyte).toFixed(2)} MB (PNG, PDF)`,
      '',
    ],
    ['server RSS before the posts (MB)', idle.toFixed(0), ''],
    ['server RSS at its peak (MB)', highest.toFixed(0), `< ${uploadGoals.rssMb}`],
    ['time for all posts (s)', seconds.toFixed(1), ''],
    ['received (MB/s)', (megabytesSent / seconds).toFixed(0), ''],
    ['200 answers', `${answered} / ${uploadGoals.visitors}`, 'all'],
    ['files stored byte-identical (SHA-256)', `${identical} / ${sent}`, 'all'],
  ]
  const ok = answered === uploadGoals.visitors && identical === sent && rows.length === sent
  return { table, ok, underGoal: highest < uploadGoals.rssMb }
}
