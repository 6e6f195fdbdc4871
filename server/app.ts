import fastifyCompress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify'
import { localeFromPath, locales, localizePath } from '../app/lib/locale'
import { pagePaths, referenceParameter } from '../app/lib/paths'
import { fillRetention } from '../app/lib/retention'
import { adminPlugin } from './admin/plugin'
import { contentKinds } from '../app/content/kinds'
import { data as builtTranslationStatus } from '../app/content/data/translation-status'
import type { StaleField } from '../app/content/load/translation-status'
import { checkClientAddresses, trustedProxies } from './client-address'
import { cmsPlugin } from './cms/plugin'
import { deliverJob } from './delivery/deliver'
import { deleteOldMailFiles } from './delivery/mail-files'
import { createMailer } from './delivery/mailer'
import { createVisitorLoad } from './delivery/visitor-load'
import { createWorker } from './delivery/worker'
import type { ServerEnv } from './env'
import { staleAfterMs } from './files/local'
import { filesPlugin } from './files/routes'
import { openStorage } from './files/open'
import type { FilesReport } from './files/storage'
import { formsPlugin } from './forms/plugin'
import { timeLimits, type TimeLimits } from './forms/time-limits'
import { renderThankYou } from './forms/thank-you'
import { createWriter } from './forms/writer'
import { cachedHealth, healthPlugin } from './health'
import { requestForLog } from './request-log'
import { newsletterPlugin } from './newsletter/routes'
import { loadPages, sendPage } from './pages'
import { loadRenderer, type RenderPage } from './rendered-pages'
import { digestCheckMs, queueDigest } from './reports/digest'
import { createViewCounter } from './reports/page-views'
import { countServedPage, viewsPlugin } from './reports/views-plugin'
import { hsts, securityHeaders } from './security'
import { statusPages } from './status/page'
import { leadByStatusToken } from './store/status-links'
import { openStore, type Store } from './store/open'
import { isReference } from './store/reference'
import { deleteEndedWindows, rateLimitSweepMs } from './store/rate-limits'
import { deleteEndedBudgets } from './store/reply-caps'
import { deleteOldSpam, spamSweepMs, sweepRetention } from './store/retention'
import { summariseThrottled } from './store/sign-in-attempts'
import { signingKey } from './store/settings'

const assetCache = 'public, max-age=31536000, immutable'
const publicFileCache = 'public, max-age=3600'
/** Far above what people send a manufacturer's site; a flood or a load test. */
const busyAboveRequestsPerSecond = 200

/**
 * The whole site in one process: pre-rendered pages, hashed assets, the form collector, and the
 * outbox worker that delivers what each lead needs sent.
 */
export async function buildApp(
  env: ServerEnv,
  {
    logger = false,
    limits = timeLimits,
    store: given,
    render: givenRender,
    staleTranslations = builtTranslationStatus,
  }: {
    logger?: boolean | { stream: { write(line: string): void } }
    limits?: TimeLimits
    store?: Store
    /** Renders the pages made for one request; by default React Router's, from the build. */
    render?: RenderPage
    /** The Spanish fields older than their English; by default as the content build wrote them. */
    staleTranslations?: readonly StaleField[]
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // Request lines are logged without the secrets of their addresses (links' tokens, addresses).
    logger: logger && { serializers: { req: requestForLog }, ...(logger === true ? {} : logger) },
    trustProxy: trustedProxies(env.trustProxy),
    // Every request, and every connection, ends: whatever a client trickles (forms/time-limits.ts).
    requestTimeout: limits.requestMs,
    connectionTimeout: limits.connectionIdleMs,
  })
  // First of all hooks: every limit, log line and audit entry reads the same checked address.
  checkClientAddresses(app)
  // Pages quoting the retention periods (the privacy notice) quote those this server applies.
  const resolvePage = loadPages(env.clientDir, (html, pathname) =>
    fillRetention(html, env.retention, localeFromPath(pathname)),
  )

  app.addHook('onSend', async (request, reply) => {
    // A response that set one of these itself keeps its own (a status page's referrer policy).
    for (const [name, value] of Object.entries(securityHeaders))
      if (!reply.hasHeader(name)) reply.header(name, value)
    if (request.protocol === 'https') reply.header('strict-transport-security', hsts)
  })

  // Pages and assets go out as the build compressed them (the plugin leaves an encoded response
  // alone); what is made for one request, a buyer's thank-you page or an answer, is compressed here.
  await app.register(fastifyCompress)

  const visitors = createVisitorLoad(busyAboveRequestsPerSecond)
  app.addHook('onRequest', async () => visitors.count())

  // A store already open (a test's PGlite) is used and closed with the server as its own is.
  const store = given ?? (await openStore(env.store))
  const storage = openStorage(env.uploads)
  // Page views counted in memory and written every few seconds (server/reports/page-views.ts).
  const views = {
    counter: createViewCounter(store.db, { onError: (error) => app.log.error(error) }),
    ownHosts: [new URL(env.siteUrl).host.toLowerCase()],
  }
  // Files of posts a stop or a crash cut off are put in place or removed: at start, then now and then.
  // Kept files that no row names are only reported (log, /healthz, the inbox): the server removes
  // a kept file with its row, never because a database it was started on does not know it.
  const files: FilesReport = { unnamed: [] }
  const sweep = async () => {
    const swept = await storage.sweep(store.db)
    if (swept.placed + swept.removed > 0)
      app.log.info(
        `Uploads swept: ${swept.placed} files put in place, ${swept.removed} unfinished posts removed`,
      )
    if (swept.unnamed.length > 0 && swept.unnamed.length !== files.unnamed.length)
      app.log.warn(
        `Uploads: ${swept.unnamed.length === 1 ? '1 stored file is' : `${swept.unnamed.length} stored files are`} named by no lead in this database (kept, never ` +
          `deleted by the server): ${swept.unnamed.slice(0, 5).join(', ')}${swept.unnamed.length > 5 ? ', …' : ''}`,
      )
    files.unnamed = swept.unnamed
  }
  await sweep()
  const sweeper = setInterval(() => sweep().catch((error) => app.log.error(error)), staleAfterMs)
  sweeper.unref()
  const key = await signingKey(store.db)
  // Spam past SPAM_RETENTION_DAYS goes with its files, leads, files and subscriptions past their
  // retention periods, .eml files past MAIL_FILE_RETENTION_DAYS, and refused sign-ins become one
  // audit entry per account: at start, then every hour.
  const dropSpam = async () => {
    const swept = await sweepRetention(store.db, storage, env.retention, key)
    if (swept.leads + swept.files + swept.unsubscribed > 0)
      app.log.info(
        `Retention: ${swept.leads} leads, ${swept.files} files of closed leads and ${swept.unsubscribed} ended subscriptions deleted`,
      )
    const deleted = await deleteOldSpam(store.db, storage, env.retention.spamDays)
    if (deleted > 0) app.log.info(`Spam deleted: ${deleted} leads older than ${env.retention.spamDays} days`)
    const mails = await deleteOldMailFiles(env.dataDir, env.mail.fileRetentionDays)
    if (mails > 0) app.log.info(`Mail files deleted: ${mails} older than ${env.mail.fileRetentionDays} days`)
    await summariseThrottled(store.db)
  }
  await dropSpam()
  const spamSweeper = setInterval(() => dropSpam().catch((error) => app.log.error(error)), spamSweepMs)
  spamSweeper.unref()
  // Ended rate-limit windows go every minute, so the table holds little more than the minute's
  // clients; the reply caps' counters of days before today go with them.
  const forgetEnded = async () => {
    await deleteEndedWindows(store.db)
    await deleteEndedBudgets(store.db)
  }
  await forgetEnded()
  const windowSweeper = setInterval(
    () => forgetEnded().catch((error) => app.log.error(error)),
    rateLimitSweepMs,
  )
  windowSweeper.unref()
  const mailer = createMailer(env.mail, env.dataDir, app.log)
  const context = { db: store.db, env, mailer, signingKey: key }
  const worker = createWorker({
    db: store.db,
    deliver: (job) => deliverJob(context, job),
    retryBaseSeconds: env.mail.retryBaseSeconds,
    leaseSeconds: env.mail.leaseSeconds,
    log: app.log,
    busy: visitors.busy,
  })
  app.addHook('onReady', async () => worker.start())
  // The weekly digest, looked for at start and every few minutes; the store lets one instance send it.
  const sendDigest = async () => {
    if (await queueDigest(store.db, env.mail.digestTo)) worker.nudge()
  }
  const digestTimer = setInterval(() => sendDigest().catch((error) => app.log.error(error)), digestCheckMs)
  digestTimer.unref()
  app.addHook('onReady', async () => sendDigest().catch((error) => app.log.error(error)))
  app.addHook('onClose', async () => {
    clearInterval(sweeper)
    clearInterval(spamSweeper)
    clearInterval(windowSweeper)
    clearInterval(digestTimer)
    await worker.stop()
    mailer.close()
    await views.counter.stop()
    await store.close()
  })

  const write = createWriter(
    store.db,
    { webhook: Boolean(env.webhook), replyCaps: env.mail.replyCaps },
    worker.nudge,
  )
  const render = givenRender ?? (await loadRenderer(env.clientDir))
  await app.register(formsPlugin, {
    write,
    storage,
    rateLimit: { perMinute: env.formsRateLimit, db: store.db },
    allowedOrigins: env.formsAllowedOrigins,
    timeLimits: limits,
    render,
    signingKey: key,
    leadOfToken: (token) => leadByStatusToken(store.db, token),
  })
  await app.register(filesPlugin, { db: store.db, storage, signingKey: context.signingKey })
  await app.register(newsletterPlugin, {
    db: store.db,
    signingKey: context.signingKey,
    onConfirmed: worker.nudge,
  })
  await app.register(viewsPlugin, views)
  const health = cachedHealth(store.db, app.log, files)
  await app.register(healthPlugin, { health })
  await app.register(adminPlugin, {
    db: store.db,
    health,
    env,
    dataDir: env.dataDir,
    storage,
    signingKey: context.signingKey,
    nudge: worker.nudge,
    files,
    staleTranslations,
  })

  await app.register(cmsPlugin, { env, kinds: contentKinds, signingKey: context.signingKey })

  // Files of the build other than pages: fingerprinted assets cached for a year, the rest briefly.
  await app.register(fastifyStatic, {
    root: env.clientDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Our own Cache-Control below: a year for fingerprinted assets, an hour for the rest.
    cacheControl: false,
    allowedPath: (pathname) => !/\.html(?:\.br|\.gz)?$/.test(pathname),
    setHeaders: (reply, filePath) => {
      // The photos the build made (media/) are named by their content's hash too.
      const fingerprinted = filePath.includes('/assets/') || filePath.includes('/media/')
      reply.header('cache-control', fingerprinted ? assetCache : publicFileCache)
    },
  })

  const statusPage = statusPages({ db: store.db, render, notFound: resolvePage })
  const thankYouPages = new Map(
    locales.map((locale) => [resolvePage(localizePath(pagePaths.thankYou, locale)), locale] as const),
  )

  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' })
    }
    if (request.url.startsWith('/api/'))
      return reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' })
    const [path = '/', query = ''] = request.url.split('?')
    const pathname = decodeURIComponentSafe(path)
    // A buyer's status page, made from its lead as it is now, or the builder filled from it to
    // order the same again (server/status/page.ts).
    const status = await statusPage(pathname)
    if (status) return sendPage(request, reply, status)
    const page = resolvePage(pathname)
    if (page.status === 200) countServedPage(request, reply, pathname, views)
    // The thank-you page names the reference of the request just stored: only one of the exact
    // format reaches the route, any other address gets the page as the build rendered it.
    const reference = new URLSearchParams(query).get(referenceParameter)
    const thankYou = thankYouPages.get(page)
    if (thankYou && isReference(reference))
      return sendPage(request, reply, await renderThankYou(render, thankYou, reference))
    return sendPage(request, reply, page)
  }
  // Pages are a route, not only the not-found handler, so the compression above reaches the pages
  // made for one request; the handler still answers what no route takes (a file kept from view).
  app.get('/*', servePage)
  app.setNotFoundHandler(servePage)

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
