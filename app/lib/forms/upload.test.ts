// @vitest-environment jsdom
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { pngLogo, vectorPdf } from '~/testing/artwork-files'
import { emptyValues } from '~/testing/form-values'
import { quoteForm } from './quote'
import { submitFormWithFiles, upload, type Progress } from './upload'

/**
 * A collector on a real socket: the browser's XMLHttpRequest (jsdom's) posts to it as to the
 * collector, across origins, so with the CORS answers a collector on another origin gives.
 */
const received: Array<Array<[string, string]>> = []
const held: ServerResponse[] = []

async function answer(request: IncomingMessage, response: ServerResponse) {
  response.setHeader('Access-Control-Allow-Origin', '*')
  if (request.method === 'OPTIONS') {
    response.setHeader('Access-Control-Allow-Methods', 'POST')
    response.setHeader('Access-Control-Allow-Headers', 'Accept, Content-Language')
    return response.end()
  }
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const body = new Response(Buffer.concat(chunks), {
    headers: { 'Content-Type': request.headers['content-type'] ?? '' },
  })
  const path = new URL(request.url ?? '/', 'http://collector').pathname
  if (path === '/hang') return void held.push(response)
  const parts = [...(await body.formData()).entries()].map(([name, value]): [string, string] => [
    name,
    typeof value === 'string' ? value : `${value.name} (${value.size} bytes)`,
  ])
  received.push(parts)
  response.setHeader('Content-Type', 'application/json')
  if (path === '/reject') {
    response.statusCode = 422
    return response.end(
      JSON.stringify({
        errors: [{ field: 'Email', code: 'TYPE_EMAIL', message: 'Email must be a valid e-mail address.' }],
      }),
    )
  }
  if (path === '/broken') {
    response.statusCode = 500
    return response.end('<html>Internal error</html>')
  }
  response.end(JSON.stringify({ ok: true, next: '/thank-you', reference: 'SS-4F7K2QXM' }))
}

const server = createServer((request, response) => void answer(request, response))
let base = ''

beforeAll(async () => {
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // Failures are logged for diagnosis; here they are expected.
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterAll(async () => {
  for (const response of held) response.destroy()
  await new Promise((closed) => server.close(closed))
})

const artwork = () => [
  new File([new Uint8Array(pngLogo(300))], 'badge.png', { type: 'image/png' }),
  new File([new Uint8Array(vectorPdf())], 'crest.pdf', { type: 'application/pdf' }),
]

describe('sending the quotation with its files', () => {
  it('sends the fields first, then each file under Artwork, reporting progress, and reads the reference', async () => {
    const progress: Progress[] = []
    const values = { ...emptyValues(quoteForm), customerName: 'Jane Smith', email: 'jane@club.example' }
    const outcome = await submitFormWithFiles(
      quoteForm,
      `${base}/ok`,
      values,
      '',
      { field: 'Artwork', files: artwork() },
      { onProgress: (step) => progress.push(step) },
    )
    expect(outcome).toEqual({ status: 'sent', reference: 'SS-4F7K2QXM' })
    const parts = received.at(-1)!
    const names = parts.map(([name]) => name)
    expect(names.slice(-2)).toEqual(['Artwork', 'Artwork'])
    expect(names.indexOf('Artwork')).toBeGreaterThan(names.lastIndexOf('CustomerName'))
    expect(parts.slice(-2).map(([, value]) => value)).toEqual([
      `badge.png (${pngLogo(300).length} bytes)`,
      `crest.pdf (${vectorPdf().length} bytes)`,
    ])
    expect(Object.fromEntries(parts.slice(0, -2))).toMatchObject({
      CustomerName: 'Jane Smith',
      Color: 'Not Selected',
    })
    // jsdom reports that the body went, without counting its bytes; the browser's count is
    // shown by the progress bar in tests/e2e/quote-artwork.spec.ts.
    expect(progress.length).toBeGreaterThan(0)
  })

  it("gives the collector's problems as a rejection, and an answer it cannot read as a failure", async () => {
    const body = () => {
      const data = new FormData()
      data.append('Artwork', artwork()[0]!)
      return data
    }
    expect(await upload(`${base}/reject`, body())).toEqual({
      status: 'rejected',
      problems: [{ field: 'Email', code: 'TYPE_EMAIL', message: 'Email must be a valid e-mail address.' }],
    })
    expect(await upload(`${base}/broken`, body())).toEqual({ status: 'failed' })
  })

  it('fails when the collector cannot be reached, and when it stops answering', async () => {
    const closed = createServer()
    await new Promise<void>((listening) => closed.listen(0, '127.0.0.1', listening))
    const nowhere = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/ok`
    await new Promise((done) => closed.close(done))
    expect(await upload(nowhere, new FormData())).toEqual({ status: 'failed' })
    expect(await upload(`${base}/hang`, new FormData(), { stallMs: 300 })).toEqual({ status: 'failed' })
  })

  it('sends a quotation without files as before, without the upload', async () => {
    const outcome = await submitFormWithFiles(quoteForm, `${base}/ok`, emptyValues(quoteForm), '', {
      field: 'Artwork',
      files: [],
    })
    expect(outcome.status).toBe('sent')
    expect(received.at(-1)!.map(([name]) => name)).not.toContain('Artwork')
  })
})
