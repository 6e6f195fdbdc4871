import { createHmac } from 'node:crypto'
import fastifyCookie from '@fastify/cookie'
import type { FastifyInstance } from 'fastify'
import { site } from '../../app/content/site'
import type { ServerEnv } from '../env'
import { cmsConfig, type CmsKind } from './config'
import { exchangeLimits, oauthRoutes, type ExchangeLimits } from './oauth'
import { cmsConfigPath, cmsPage, cmsPolicy, readCmsBundle, type CmsBundle } from './page'

export interface CmsOptions {
  env: ServerEnv
  kinds: readonly CmsKind[]
  signingKey: Buffer
  /** The CMS's bundle; by default the one the build left beside the client folder. */
  bundle?: CmsBundle
  limits?: ExchangeLimits
}

/**
 * The content editor at `/cms` (decision 042): Decap CMS's page, its configuration made from the
 * content kinds and the settings, and the OAuth exchange of the git backends. Nothing here is
 * indexed or kept by a cache, and its cookie reaches only the exchange's callback.
 */
export async function cmsPlugin(app: FastifyInstance, options: CmsOptions) {
  const { env } = options
  const bundle = options.bundle ?? readCmsBundle(env.clientDir)
  // Made once: the kinds and the settings do not change while the server runs, and a kind the CMS
  // cannot edit stops the start rather than the first editor.
  const config = JSON.stringify(cmsConfig(options.kinds, env.cms, env.siteUrl))
  const page = bundle && cmsPage(bundle, env.cms, site.brand)
  const policy = cmsPolicy(env.cms)
  const unlisted = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' }

  const cookieSecret = createHmac('sha256', options.signingKey).update('cms cookies').digest('base64url')
  await app.register(fastifyCookie, { secret: cookieSecret })

  for (const url of ['/cms', '/cms/'])
    app.get(url, async (_request, reply) => {
      if (!page)
        return reply
          .status(404)
          .headers(unlisted)
          .type('text/plain; charset=utf-8')
          .send('This build has no content editor: run "npm run build".')
      return reply
        .type('text/html; charset=utf-8')
        .headers({
          ...unlisted,
          'content-security-policy': policy,
          // The git providers' sign-in opens in a window of its own, which must keep its opener.
          'cross-origin-opener-policy': 'same-origin-allow-popups',
          'x-frame-options': 'DENY',
        })
        .send(page)
    })
  app.get(cmsConfigPath, async (_request, reply) =>
    reply.type('text/yaml; charset=utf-8').headers(unlisted).send(config),
  )
  if (env.cms.git)
    oauthRoutes(app, {
      git: env.cms.git,
      siteUrl: env.siteUrl,
      secureCookies: env.secureCookies,
      limits: options.limits ?? exchangeLimits,
    })
}
