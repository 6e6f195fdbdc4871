import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from './app'
import { contentSecurityPolicy, inlineScriptHashes } from './security'
import { renderRoutes } from './test/render'
import { directoryStorage } from './files/directory'
import { fileToken } from './files/links'
import { staleAfterMs } from './files/local'
import { listLeads } from './store/leads'
import { withStore } from './store/open'
import { signingKey } from './store/settings'
import type { Upload } from './store/schema'
import { deleteLead, listUploads } from './store/uploads'
import { multipartBody, pdfFile, pngFile, type FilePart } from './test/artwork'
import { testEnv } from './test/env'
import { startMailCatcher, type MailCatcher } from './test/mail-catcher'
import { waitUntil } from './test/wait'
import { sampleQuote } from './test/samples'

const megabyte = 1024 * 1024

let dataDir: string
let app: FastifyInstance
let mail: MailCatcher | undefined

async function start(variables: Record<string, string> = {}) {
  app = await buildApp(testEnv({ DATA_DIR: dataDir, ...variables }), { render: renderRoutes })
}

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'uploads-data-'))
  await start()
})
afterEach(async () => {
  await app.close()
  await mail?.close()
  mail = undefined
})

const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads')
const storage = () => directoryStorage(uploadsDir(dataDir))

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

function post(files: FilePart[], options: { form?: string; headers?: Record<string, string> } = {}) {
  const { payload, headers } = multipartBody(sampleQuote, files)
  return app.inject({
    method: 'POST',
    url: `/api/forms/${options.form ?? 'quote'}`,
    payload,
    headers: { ...headers, ...options.headers },
  })
}

/** Everything under DATA_DIR/uploads but the incoming folder itself, which is only ever empty. */
function onDisk(dir = uploadsDir(dataDir), prefix = ''): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const name = `${prefix}${entry.name}`
    if (!entry.isDirectory()) return [name]
    const inside = onDisk(path.join(dir, entry.name), `${name}/`)
    return name === '.incoming' ? inside : [name + '/', ...inside]
  })
}

const uploadsOf = async () =>
  withStore({ dataDir: dataDir }, async (db) => {
    const [lead] = await listLeads(db, { includeSpam: true })
    return lead ? listUploads(db, lead.id) : []
  })

/** Refused with this status and code, for the Artwork field, and nothing of it kept. */
async function expectRefused(files: FilePart[], status: number, code: string) {
  const response = await post(files)
  expect(response.statusCode).toBe(status)
  const answer = response.json()
  expect(answer.code).toBe(code)
  expect(answer.errors).toEqual([expect.objectContaining({ field: 'Artwork', code })])
  expect(answer.errors[0].message).toBe(answer.error)
  expect(onDisk()).toEqual([])
  expect(await withStore({ dataDir: dataDir }, (db) => listLeads(db, { includeSpam: true }))).toEqual([])
  return answer as { error: string; errors: Array<{ message: string; file?: string }> }
}

describe('a quotation with artwork', () => {
  it('stores every file byte for byte in the lead’s folder, its row in the lead’s transaction', async () => {
    const logo = pngFile(4000, 3000, 300_000)
    const sheet = pdfFile(50_000)
    const response = await post([
      { filename: 'club logo.png', type: 'image/png', content: logo },
      { filename: 'Diseño camiseta.pdf', type: 'application/pdf', content: sheet },
    ])
    expect(response.statusCode).toBe(200)
    const [first, second] = await uploadsOf()
    expect(first).toMatchObject({
      name: 'club logo.png',
      mediaType: 'image/png',
      type: 'png',
      kind: 'raster',
      width: 4000,
      height: 3000,
      bytes: logo.length,
      sha256: sha256(logo),
    })
    expect(second).toMatchObject({
      name: 'Diseño camiseta.pdf',
      type: 'pdf',
      kind: 'vector',
      sha256: sha256(sheet),
    })
    expect(second!.width).toBeUndefined()
    // On disk under names the collector made, never the buyer's.
    expect(first!.storedName).toMatch(/^[0-9a-f]{32}\.png$/)
    expect(onDisk().sort()).toEqual(
      [
        `${first!.leadId}/`,
        `${first!.leadId}/${first!.storedName}`,
        `${first!.leadId}/${second!.storedName}`,
      ].sort(),
    )
    const stored = (upload: Upload) =>
      readFileSync(path.join(uploadsDir(dataDir), String(upload.leadId), upload.storedName))
    expect(sha256(stored(first!))).toBe(sha256(logo))
    expect(sha256(stored(second!))).toBe(sha256(sheet))
  })

  it('keeps the files of a native post sent again once, under the first lead', async () => {
    const files = [{ filename: 'logo.png', type: 'image/png', content: pngFile(10, 10) }]
    const browser = { headers: { accept: 'text/html', referer: 'http://localhost:80/custom-design' } }
    const first = await post(files, browser)
    const again = await post(files, browser)
    expect([first.statusCode, again.statusCode]).toEqual([200, 200])
    expect(again.body).toBe(first.body)
    const [upload, ...more] = await uploadsOf()
    expect(more).toEqual([])
    expect(onDisk().sort()).toEqual([`${upload!.leadId}/`, `${upload!.leadId}/${upload!.storedName}`])
    // Another file under the same name is another post.
    const other = [{ filename: 'logo.png', type: 'image/png', content: pngFile(20, 20) }]
    await post(other, browser)
    expect(await withStore({ dataDir }, (db) => listLeads(db))).toHaveLength(2)
  })

  it('takes an empty file input (a part with no name and no bytes) as no file', async () => {
    const response = await post([{ filename: '', content: Buffer.alloc(0) }])
    expect(response.statusCode).toBe(200)
    expect(await uploadsOf()).toEqual([])
    expect(onDisk()).toEqual([])
  })

  it('keeps a name only for display: folders, control characters and length are taken out', async () => {
    const long = `${'a'.repeat(300)}.png`
    const response = await post([
      { filename: '../../x.png', type: 'image/png', content: pngFile(10, 10) },
      { filename: 'a/b.png', type: 'image/png', content: pngFile(10, 10) },
      { filename: 'logo\u0000\u202e.png', type: 'image/png', content: pngFile(10, 10) },
      { filename: long, type: 'image/png', content: pngFile(10, 10) },
      { filename: 'エンブレム ñandú.png', type: 'image/png', content: pngFile(10, 10) },
    ])
    expect(response.statusCode).toBe(200)
    const names = (await uploadsOf()).map((upload) => upload.name)
    expect(names.slice(0, 3)).toEqual(['x.png', 'b.png', 'logo.png'])
    expect([...names[3]!]).toHaveLength(120)
    expect(names[3]).toMatch(/^a+…\.png$/)
    expect(names[4]).toBe('エンブレム ñandú.png')
    expect(onDisk().every((entry) => /^\d+\/(?:[0-9a-f]{32}\.png)?$/.test(entry))).toBe(true)
  })

  it('keeps no file of a bot that filled the honeypot, and answers it like a person', async () => {
    const { payload, headers } = multipartBody({ ...sampleQuote, _gotcha: 'x' }, [
      { filename: 'logo.png', content: pngFile(10, 10) },
    ])
    const response = await app.inject({ method: 'POST', url: '/api/forms/quote', payload, headers })
    expect(response.statusCode).toBe(200)
    expect(await uploadsOf()).toEqual([])
    expect(onDisk()).toEqual([])
  })

  it('removes the files of a post whose fields are refused', async () => {
    const { payload, headers } = multipartBody({ ...sampleQuote, Email: 'not an address' }, [
      { filename: 'logo.png', content: pngFile(10, 10) },
    ])
    const response = await app.inject({ method: 'POST', url: '/api/forms/quote', payload, headers })
    expect(response.statusCode).toBe(422)
    expect(onDisk()).toEqual([])
  })
})

describe('limits: 413, and nothing left on disk', () => {
  const png = (name: string, bytes: number) => ({
    filename: name,
    type: 'image/png',
    content: pngFile(800, 600, bytes),
  })

  it('refuses a sixth file', async () => {
    const files = Array.from({ length: 6 }, (_, index) => png(`logo-${index + 1}.png`, 2000))
    const answer = await expectRefused(files, 413, 'TOO_MANY_FILES')
    expect(answer.error).toBe('“logo-6.png”: You can send at most 5\u00a0files.')
  })

  it('refuses a file over 20\u00a0MB, naming it', async () => {
    const answer = await expectRefused([png('poster.png', 21 * megabyte)], 413, 'FILE_TOO_LARGE')
    expect(answer.error).toBe('“poster.png”: Each file can be at most 20\u00a0MB.')
    expect(answer.errors[0]!.file).toBe('poster.png')
  })

  it('refuses files over 50\u00a0MB in all', async () => {
    const files = [png('a.png', 17 * megabyte), png('b.png', 17 * megabyte), png('c.png', 17 * megabyte)]
    const answer = await expectRefused(files, 413, 'FILES_TOO_LARGE')
    expect(answer.error).toContain('at most 50\u00a0MB in all')
  })

  it('refuses a post that declares more than the files and fields may take, before reading it', async () => {
    const { payload, headers } = multipartBody(sampleQuote, [png('a.png', 1000)])
    const response = await app.inject({
      method: 'POST',
      url: '/api/forms/quote',
      payload,
      headers: { ...headers, 'content-length': String(52 * megabyte) },
    })
    expect(response.statusCode).toBe(413)
    expect(response.json().code).toBe('FILES_TOO_LARGE')
    expect(onDisk()).toEqual([])
  })

  it('stops a post of no declared length once it is over the limit', async () => {
    const { payload, headers } = multipartBody(sampleQuote, [png('a.png', 5 * megabyte)])
    // Bytes before the first boundary are no part, and no busboy limit counts them.
    const preamble = Buffer.alloc(52 * megabyte, 'x')
    const response = await app.inject({
      method: 'POST',
      url: '/api/forms/quote',
      payload: Buffer.concat([preamble, payload]),
      headers: { ...headers, 'transfer-encoding': 'chunked' },
    })
    expect(response.statusCode).toBe(413)
    expect(onDisk()).toEqual([])
  })

  it('refuses a decompression bomb: a small PNG whose header says 20000 × 20000 pixels', async () => {
    const bomb = pngFile(20_000, 20_000, 800)
    const answer = await expectRefused(
      [{ filename: 'bomb.png', type: 'image/png', content: bomb }],
      413,
      'IMAGE_TOO_LARGE',
    )
    expect(answer.error).toContain('at most 100\u00a0million')
  })

  it('keeps the fields of a post with files to the fields’ own limit', async () => {
    const { payload, headers } = multipartBody(
      { ...sampleQuote, Notes: 'n'.repeat(150_000), Summary: 's'.repeat(150_000) },
      [],
    )
    const response = await app.inject({ method: 'POST', url: '/api/forms/quote', payload, headers })
    expect(response.statusCode).toBe(413)
  })
})

describe('types: 415, and nothing left on disk', () => {
  it('refuses a type it does not take, by its name, before reading it', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')
    await expectRefused(
      [{ filename: 'logo.gif', type: 'image/gif', content: gif }],
      415,
      'UNSUPPORTED_FILE_TYPE',
    )
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(5000)])
    const answer = await expectRefused(
      [{ filename: 'setup.exe', type: 'application/x-msdownload', content: exe }],
      415,
      'UNSUPPORTED_FILE_TYPE',
    )
    expect(answer.error).toBe(
      '“setup.exe”: We take PNG, JPEG, SVG, PDF, AI (saved PDF-compatible) and EPS files.',
    )
  })

  it('refuses a PNG renamed .pdf', async () => {
    await expectRefused(
      [{ filename: 'logo.pdf', type: 'application/pdf', content: pngFile(10, 10) }],
      415,
      'FILE_TYPE_MISMATCH',
    )
  })

  it('refuses a PNG sent as application/pdf', async () => {
    await expectRefused(
      [{ filename: 'logo.png', type: 'application/pdf', content: pngFile(10, 10) }],
      415,
      'FILE_TYPE_MISMATCH',
    )
  })

  it('refuses a file under another field name, and a file sent to a form that takes none', async () => {
    await expectRefused(
      [{ field: 'Logo', filename: 'logo.png', content: pngFile(10, 10) }],
      415,
      'FILE_NOT_ACCEPTED',
    )
    const { payload, headers } = multipartBody({ name: 'Jane', email: 'jane@club.example', message: 'Hi' }, [
      { filename: 'logo.png', content: pngFile(10, 10) },
    ])
    const response = await app.inject({ method: 'POST', url: '/api/forms/contact', payload, headers })
    expect(response.statusCode).toBe(415)
    expect(response.json().code).toBe('FILE_NOT_ACCEPTED')
    expect(onDisk()).toEqual([])
  })

  it('refuses bytes sent with no file name at all', async () => {
    await expectRefused([{ content: pngFile(10, 10) }], 415, 'UNSUPPORTED_FILE_TYPE')
  })

  it('answers in the visitor’s language', async () => {
    const response = await post([{ filename: 'logo.pdf', content: pngFile(10, 10) }], {
      headers: { 'content-language': 'es' },
    })
    expect(response.json().error).toBe(
      '«logo.pdf»: El contenido del archivo no corresponde a su nombre. Guárdelo de nuevo como PNG, JPEG, SVG, PDF, AI o EPS y envíelo con esa extensión.',
    )
  })

  it('answers a browser that posted natively with the form page, its values, the problem and the files to choose again', async () => {
    const response = await post([{ filename: 'logo.gif', content: Buffer.from('GIF89a') }], {
      headers: { accept: 'text/html', referer: 'http://localhost:80/es/custom-design' },
    })
    expect(response.statusCode).toBe(415)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.headers['content-security-policy']).toBe(
      contentSecurityPolicy(inlineScriptHashes(response.body)),
    )
    const page = response.body
    expect(page).toContain('<html lang="es">')
    expect(page).toContain('id="quote-form-problems"')
    // The fields posted before the file are typed back; the file input cannot be.
    expect(page).toContain(`value="${sampleQuote.CustomerName}"`)
    expect(page).toContain('«logo.gif»')
    expect(page).toContain('elija de nuevo sus archivos de diseño')
    expect(onDisk()).toEqual([])
  })

  it('answers a browser whose files are too large by their declared length with the form page and 413', async () => {
    const response = await post([{ filename: 'logo.png', content: pngFile(10, 10) }], {
      headers: {
        accept: 'text/html',
        referer: 'http://localhost:80/custom-design',
        'content-length': String(52 * megabyte),
      },
    })
    expect(response.statusCode).toBe(413)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.body).toContain('id="quote-form-problems"')
    expect(onDisk()).toEqual([])
  })
})

describe('broken and abandoned uploads', () => {
  it('refuses a body cut off in the middle of a file, keeping nothing', async () => {
    const { payload, headers } = multipartBody(sampleQuote, [
      { filename: 'logo.png', content: pngFile(10, 10, 400_000) },
    ])
    const response = await app.inject({
      method: 'POST',
      url: '/api/forms/quote',
      payload: payload.subarray(0, 200_000),
      headers,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('MALFORMED_BODY')
    expect(onDisk()).toEqual([])
  })

  it('removes what an upload abandoned mid-file had written, and goes on answering', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as { port: number }
    const { payload, headers } = multipartBody(sampleQuote, [
      { filename: 'logo.png', content: pngFile(10, 10, 8 * megabyte) },
    ])
    const upload = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/forms/quote',
      headers: { ...headers, 'content-length': payload.length },
    })
    upload.on('error', () => undefined)
    upload.write(payload.subarray(0, 3 * megabyte))
    // Part of the file is on disk: the visitor closes the tab.
    await waitUntil('the file to arrive', () => onDisk().some((entry) => entry.endsWith('.part')))
    upload.destroy()
    await waitUntil('the incoming folder to be emptied', () => onDisk().length === 0)

    const { payload: again, headers: againHeaders } = multipartBody(sampleQuote, [
      { filename: 'logo.png', content: pngFile(10, 10) },
    ])
    const response = await fetch(`http://127.0.0.1:${port}/api/forms/quote`, {
      method: 'POST',
      headers: againHeaders,
      body: again,
    })
    expect(response.status).toBe(200)
  })

  it('answers a client still sending after a refusal, and reads the rest of its body', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as { port: number }
    const { payload, headers } = multipartBody(sampleQuote, [
      { filename: 'logo.gif', content: Buffer.alloc(10 * megabyte, 1) },
      { filename: 'logo.png', content: pngFile(10, 10) },
    ])
    const response = await fetch(`http://127.0.0.1:${port}/api/forms/quote`, {
      method: 'POST',
      headers,
      body: payload,
    })
    expect(response.status).toBe(415)
    expect(onDisk()).toEqual([])
    // The same connection's next request is read from where the refused body ended.
    const health = await fetch(`http://127.0.0.1:${port}/healthz`)
    expect(health.status).toBe(200)
  })
})

describe('hostile bodies', () => {
  it('answers a post cut or garbled anywhere, keeping nothing but the files of a lead it stored', async () => {
    const { payload, headers } = multipartBody(sampleQuote, [
      { filename: 'logo.png', type: 'image/png', content: pngFile(300, 200, 40_000) },
      { filename: 'sheet.pdf', type: 'application/pdf', content: pdfFile(30_000) },
    ])
    // A fixed walk through the body: cut at many points, and a byte changed at others.
    const bodies = Array.from({ length: 40 }, (_, index) => {
      const at = Math.floor(((index * 7919) % 997) * (payload.length / 997))
      if (index % 2 === 0) return payload.subarray(0, at)
      const garbled = Buffer.from(payload)
      garbled[at] = (garbled[at]! + 1) % 256
      return garbled
    })
    for (const body of bodies) {
      const response = await app.inject({ method: 'POST', url: '/api/forms/quote', payload: body, headers })
      expect([200, 400, 413, 415, 422]).toContain(response.statusCode)
    }
    const stored = await withStore({ dataDir: dataDir }, async (db) => {
      const leads = await listLeads(db, { includeSpam: true })
      return (await Promise.all(leads.map((lead) => listUploads(db, lead.id)))).flat()
    })
    const expected = stored.flatMap((upload) => [
      `${upload.leadId}/`,
      `${upload.leadId}/${upload.storedName}`,
    ])
    expect(onDisk().sort()).toEqual([...new Set(expected)].sort())
    expect((await post([{ filename: 'logo.png', content: pngFile(10, 10) }])).statusCode).toBe(200)
  })
})

describe('the files reach the sales team as downloads only', () => {
  const svgWithScript = Buffer.from(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>\n',
  )

  async function startWithMail() {
    await app.close()
    mail = await startMailCatcher()
    await start({ SMTP_URL: mail.url, SALES_EMAIL: 'sales@maker.example', MAIL_RETRY_BASE_SECONDS: '1' })
    await app.ready()
  }

  const linksIn = (text: string) =>
    [...text.matchAll(/https:\/\/shop\.example(\/api\/files\/[\w.-]+)/g)].map((m) => m[1]!)

  it('links each file in the notification, serving its bytes as an attachment, an SVG’s script never run', async () => {
    await startWithMail()
    const logo = pngFile(1200, 900, 120_000)
    const response = await post([
      { filename: 'logo.png', type: 'image/png', content: logo },
      { filename: 'crest (final).svg', type: 'image/svg+xml', content: svgWithScript },
    ])
    expect(response.statusCode).toBe(200)
    const mails = await mail!.waitFor(2)
    const notification = mails.find((m) => m.envelopeTo.includes('sales@maker.example'))!
    const ack = mails.find((m) => m.envelopeTo.includes('jane@club.example'))!

    const text = notification.text!
    expect(text).toContain('Artwork: 2\u00a0files')
    expect(text).toMatch(/logo\.png[\s\S]*PNG · raster image · 1200 × 900\spx · 117\sKB/)
    expect(text).toMatch(/crest \(final\)\.svg[\s\S]*SVG · vector · 1\sKB/)
    const links = linksIn(notification.html as string)
    expect(new Set(links).size).toBe(2)

    const png = await app.inject({
      method: 'GET',
      url: links[0]!,
      headers: { 'accept-encoding': 'gzip, br' },
    })
    expect(png.statusCode).toBe(200)
    expect(sha256(png.rawPayload)).toBe(sha256(logo))
    expect(png.headers['content-disposition']).toBe(
      `attachment; filename="logo.png"; filename*=UTF-8''logo.png`,
    )

    const svg = await app.inject({ method: 'GET', url: links[1]! })
    expect(svg.rawPayload.equals(svgWithScript)).toBe(true)
    expect(svg.headers).toMatchObject({
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename="crest (final).svg"; filename*=UTF-8''crest%20%28final%29.svg`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; sandbox",
    })
    expect(svg.headers['content-encoding']).toBeUndefined()

    // The buyer is told how many files arrived and of which types: no names, links or sizes.
    expect(ack.text).toContain('We have received 2\u00a0files with your request: 1 PNG and 1 SVG.')
    expect(`${ack.text}${ack.html}`).not.toMatch(/logo|crest|api\/files|\d[ \u00a0](KB|MB)\b|× \d/)
  })

  it('names each file in the buyer’s language, with a UTF-8 name for the download', async () => {
    await startWithMail()
    const response = await post([{ filename: 'Escudo ñandú.pdf', content: pdfFile() }], {
      headers: { 'content-language': 'es' },
    })
    expect(response.statusCode).toBe(200)
    const mails = await mail!.waitFor(2)
    const ack = mails.find((m) => m.envelopeTo.includes('jane@club.example'))!
    expect(ack.text).toContain('Hemos recibido un archivo PDF con su solicitud.')
    expect(ack.text).not.toContain('Escudo')
    const notification = mails.find((m) => m.envelopeTo.includes('sales@maker.example'))!
    const download = await app.inject({ method: 'GET', url: linksIn(notification.html as string)[0]! })
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Escudo _and_.pdf"; filename*=UTF-8''Escudo%20%C3%B1and%C3%BA.pdf`,
    )
  })

  it('sends no phishing line in the acknowledgement: neither a lure as the name nor a host in a file name', async () => {
    await startWithMail()
    const lure = 'Your account is on hold call 0800 555 0199'
    const files = [
      'Refund pending - confirm at paypa1-support.co.uk within 24h.png',
      'Account locked - visit paypal-support.co.uk now.png',
      'Call 0800 555 0199 to claim.pdf',
    ]
    const { payload, headers } = multipartBody(
      { ...sampleQuote, CustomerName: lure, Email: 'victim@example.org' },
      [
        { filename: files[0]!, type: 'image/png', content: pngFile(10, 10) },
        { filename: files[1]!, type: 'image/png', content: pngFile(12, 12) },
        { filename: files[2]!, type: 'application/pdf', content: pdfFile() },
      ],
    )
    const response = await app.inject({ method: 'POST', url: '/api/forms/quote', payload, headers })
    expect(response.statusCode).toBe(200)
    const mails = await mail!.waitFor(2)
    const ack = mails.find((m) => m.envelopeTo.includes('victim@example.org'))!
    const sent = `${ack.subject}\n${ack.text}\n${ack.html}`
    for (const typed of [
      lure,
      '0800',
      '555',
      'paypa1',
      'paypal',
      'support.co',
      'Refund',
      'Account locked',
      'claim',
    ])
      expect(sent, typed).not.toContain(typed)
    expect(ack.text).toMatch(/^Hello,$/m)
    expect(ack.text).toContain('We have received 3\u00a0files with your request: 2 PNG and 1 PDF.')
    // Sales still see all of it, as sent.
    const notification = mails.find((m) => m.envelopeTo.includes('sales@maker.example'))!
    expect(notification.text).toContain(lure)
    expect(notification.text).toContain(files[0])
  })

  it('answers 404 to a tampered, unknown or malformed token', async () => {
    await post([{ filename: 'logo.png', content: pngFile(10, 10) }])
    const [upload] = await uploadsOf()
    const key = await withStore({ dataDir: dataDir }, signingKey)
    const token = fileToken(key, upload!)
    expect((await app.inject({ method: 'GET', url: `/api/files/${token}` })).statusCode).toBe(200)
    const last = token.at(-1) === 'A' ? 'B' : 'A'
    for (const forged of [
      `${token.slice(0, -1)}${last}`,
      token.replace(/^\d+/, String(upload!.id + 1)),
      fileToken(Buffer.alloc(32), upload!),
      `${upload!.id}`,
      '../../submissions.sqlite',
      // The expiry pushed out by a year, the signature left as it was.
      token.replace(
        /^(\d+)\.(\d+)/,
        (_, id: string, expires: string) => `${id}.${Number(expires) + 31_536_000}`,
      ),
    ]) {
      const response = await app.inject({ method: 'GET', url: `/api/files/${encodeURIComponent(forged)}` })
      expect(response.statusCode, forged).toBe(404)
    }
  })

  it('answers 410 to a genuine link past its time, and the lead page makes a fresh one', async () => {
    await post([{ filename: 'logo.png', content: pngFile(10, 10) }])
    const [upload] = await uploadsOf()
    const key = await withStore({ dataDir: dataDir }, signingKey)
    const made = (daysAgo: number) => fileToken(key, upload!, new Date(Date.now() - daysAgo * 86_400_000))
    expect((await app.inject({ method: 'GET', url: `/api/files/${made(29)}` })).statusCode).toBe(200)
    const expired = await app.inject({ method: 'GET', url: `/api/files/${made(31)}` })
    expect(expired.statusCode).toBe(410)
    expect(expired.json().code).toBe('LINK_EXPIRED')
  })
})

describe('files are deleted with their lead', () => {
  it('deleteLead removes the rows, the folder and what the link served', async () => {
    await post([
      { filename: 'a.png', content: pngFile(10, 10) },
      { filename: 'b.pdf', content: pdfFile() },
    ])
    const [upload] = await uploadsOf()
    const key = await withStore({ dataDir }, signingKey)
    expect(await withStore({ dataDir }, (db) => deleteLead(db, storage(), upload!.leadId))).toBe(true)
    expect(onDisk()).toEqual([])
    expect(await uploadsOf()).toEqual([])
    const response = await app.inject({ method: 'GET', url: `/api/files/${fileToken(key, upload!)}` })
    expect(response.statusCode).toBe(404)
    expect(
      await withStore({ dataDir: dataDir }, (db) => db.selectFrom('outbox').selectAll().execute()),
    ).toEqual([])
  })

  it('finishes at start a move a crash cut off, and keeps and reports what no row names', async () => {
    await post([{ filename: 'a.png', content: pngFile(10, 10) }])
    const [upload] = await uploadsOf()
    await app.close()
    // As if the server had stopped an hour ago between the commit and the move: the file is still
    // incoming, with a file of a post the stop cut off; and a deletion stopped before its folder went.
    const leadFolder = path.join(uploadsDir(dataDir), String(upload!.leadId))
    const batch = path.join(uploadsDir(dataDir), '.incoming', 'cut-off')
    mkdirSync(batch, { recursive: true })
    renameSync(path.join(leadFolder, upload!.storedName), path.join(batch, upload!.storedName))
    writeFileSync(path.join(batch, '0.part'), 'half a file')
    writeFileSync(path.join(leadFolder, 'stray.png'), 'no row names me')
    mkdirSync(path.join(uploadsDir(dataDir), '999'))
    writeFileSync(path.join(uploadsDir(dataDir), '999', 'x.pdf'), 'a deleted lead’s file')
    const anHourAgo = new Date(Date.now() - 3_600_000)
    const cutOff = [path.join(batch, upload!.storedName), path.join(batch, '0.part'), batch]
    for (const left of [...cutOff, path.join(leadFolder, 'stray.png')]) utimesSync(left, anHourAgo, anHourAgo)
    for (const left of [
      path.join(uploadsDir(dataDir), '999', 'x.pdf'),
      path.join(uploadsDir(dataDir), '999'),
    ])
      utimesSync(left, anHourAgo, anHourAgo)

    await start()
    // The cut-off post's batch is gone; the files no row names stay, counted for the operator.
    expect(onDisk().sort()).toEqual(
      [
        `${upload!.leadId}/`,
        `${upload!.leadId}/${upload!.storedName}`,
        `${upload!.leadId}/stray.png`,
        '999/',
        '999/x.pdf',
      ].sort(),
    )
    const health = await app.inject({ method: 'GET', url: '/healthz' })
    expect(health.statusCode).toBe(200)
    expect(health.json()).toMatchObject({ ok: true, files: { unnamed: 2 } })
    const key = await withStore({ dataDir: dataDir }, signingKey)
    const download = await app.inject({ method: 'GET', url: `/api/files/${fileToken(key, upload!)}` })
    expect(sha256(download.rawPayload)).toBe(upload!.sha256)
  })

  it('deletes no file of an earlier store when a site starts on an empty database', async () => {
    // A site that ran for a while: two quotations with their files, written an hour ago.
    await post([{ filename: 'a.png', content: pngFile(10, 10) }])
    await post([{ filename: 'b.pdf', content: pdfFile() }])
    await app.close()
    const before = onDisk().sort()
    const anHourAgo = new Date(Date.now() - 3_600_000)
    for (const entry of before) utimesSync(path.join(uploadsDir(dataDir), entry), anHourAgo, anHourAgo)
    expect(before.filter((entry) => !entry.endsWith('/'))).toHaveLength(2)

    // The same uploads folder under a database that knows none of them (a new DATABASE_URL, or a
    // mistyped one), as a start and a later sweep see it.
    const emptyDatabase = mkdtempSync(path.join(tmpdir(), 'uploads-empty-db-'))
    app = await buildApp(testEnv({ DATA_DIR: emptyDatabase, UPLOADS_DIR: uploadsDir(dataDir) }))
    const later = Date.now() + staleAfterMs + 1000
    const swept = await withStore({ dataDir: emptyDatabase }, (db) => storage().sweep(db, later))
    expect(swept).toEqual({ placed: 0, removed: 0, unnamed: before.filter((entry) => !entry.endsWith('/')) })
    expect(onDisk().sort()).toEqual(before)
    const health = await app.inject({ method: 'GET', url: '/healthz' })
    expect(health.json()).toMatchObject({ ok: true, files: { unnamed: 2 } })
  })

  it('leaves alone an upload in flight, of this server or another sharing the folder', async () => {
    const batch = path.join(uploadsDir(dataDir), '.incoming', 'in-flight')
    mkdirSync(batch, { recursive: true })
    writeFileSync(path.join(batch, '0.part'), 'the first megabytes')
    const swept = await withStore({ dataDir }, (db) => storage().sweep(db))
    expect(swept).toEqual({ placed: 0, removed: 0, unnamed: [] })
    expect(onDisk()).toEqual(['.incoming/in-flight/', '.incoming/in-flight/0.part'])
    const later = await withStore({ dataDir }, (db) => storage().sweep(db, Date.now() + staleAfterMs + 1000))
    expect(later).toEqual({ placed: 0, removed: 1, unnamed: [] })
    expect(onDisk()).toEqual([])
  })
})
