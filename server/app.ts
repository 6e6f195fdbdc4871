import fastifyStatic from '@fastify/static'
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify'
import { openDatabase } from './db'
import { formsPlugin } from './forms/plugin'
import { loadPages, type Page } from './pages'
import { hsts, securityHeaders } from './security'

export interface AppOptions {
  clientDir: string
  dataDir: string
  formsRateLimit?: number
  logger?: boolean
}

const htmlCache = 'no-cache'
const assetCache = 'public, max-age=31536000, immutable'
const publicFileCache = 'public, max-age=3600'

/** Picks the best encoding the client accepts among those we keep ready. */
function negotiate(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accepted)) return 'br'
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  return undefined
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page) {
  reply
    .status(page.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', htmlCache)
    .header('vary', 'accept-encoding')
    .header('etag', page.etag)
    .header('content-security-policy', page.csp)
  if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.status(304).send()
  const encoding = negotiate(request)
  if (encoding) reply.header('content-encoding', encoding)
  return reply.send(encoding ? page[encoding] : page.html)
}

/** The whole site in one process: pre-rendered pages, hashed assets, and the form collector. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true })
  const resolvePage = loadPages(options.clientDir)

  app.addHook('onSend', async (request, reply) => {
    reply.headers(securityHeaders)
    if (request.protocol === 'https') reply.header('strict-transport-security', hsts)
  })

  const store = openDatabase(options.dataDir)
  app.addHook('onClose', async () => store.close())
  await app.register(formsPlugin, { store, rateLimit: options.formsRateLimit ?? 10 })

  // Files of the build other than pages: fingerprinted assets cached for a year, the rest briefly.
  await app.register(fastifyStatic, {
    root: options.clientDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Our own Cache-Control below: a year for fingerprinted assets, an hour for the rest.
    cacheControl: false,
    allowedPath: (pathname) => !/\.html(\.br|\.gz)?$/.test(pathname),
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', filePath.includes('/assets/') ? assetCache : publicFileCache)
    },
  })

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' })
    }
    if (request.url.startsWith('/api/'))
      return reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' })
    const pathname = decodeURIComponentSafe(request.url.split('?')[0] ?? '/')
    return sendPage(request, reply, resolvePage(pathname))
  })

  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500
    if (status >= 500) request.log.error(error)
    return reply
      .status(status)
      .send({ error: status >= 500 ? 'Internal error' : error.message, code: error.code ?? 'ERROR' })
  })

  return app
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
