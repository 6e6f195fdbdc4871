import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { CmsGitSettings } from '../env'
import { inlineScriptHashes } from '../security'
import { authEndpoint } from './config'

/** Where a provider signs a person in and hands out tokens, under its web address, and what the CMS needs. */
const providers = {
  github: { authorize: '/login/oauth/authorize', token: '/login/oauth/access_token', scope: 'repo' },
  gitlab: { authorize: '/oauth/authorize', token: '/oauth/token', scope: 'api' },
} as const
type ExchangeProvider = keyof typeof providers

/** Whether the server makes the token exchange for this provider (Gitea's sign-in is the CMS's own, PKCE). */
export const exchangesTokens = (
  git: CmsGitSettings,
): git is CmsGitSettings & { provider: ExchangeProvider } =>
  git.provider in providers && Boolean(git.clientSecret)

export const authPath = `/${authEndpoint}`
export const callbackPath = '/cms/callback'
const stateCookie = 'cms_oauth_state'

/** Bounds on the exchange: a sign-in takes minutes at most, and a provider's answer is small. */
export interface ExchangeLimits {
  /** How long a started sign-in may take before its state is no longer accepted. */
  stateSeconds: number
  /** How long the provider may take to answer the token request. */
  providerMs: number
  /** The most bytes of the provider's answer read. */
  answerBytes: number
}
export const exchangeLimits: ExchangeLimits = {
  stateSeconds: 600,
  providerMs: 10_000,
  answerBytes: 16 * 1024,
}

/** A code or state as providers and this server make them; anything else is refused unread. */
const code = /^[\w.~-]{1,512}$/
/** A token as providers issue them: a bearer credential of URL-safe characters. */
const token = /^[\w.~+/=-]{1,2048}$/

/**
 * The page the sign-in window ends on. Its one script tells the CMS window (its opener) that it is
 * there, waits for the CMS to answer from the site's own origin, then hands it the result, only to
 * that origin: Decap CMS's handshake (`authorizing:<provider>`, then
 * `authorization:<provider>:success:<json>` or `…:error:<json>`). The values ride in a JSON block,
 * so the script is always the same bytes, allowed by its hash alone; its names live in a block,
 * clear of the window's own (`opener`).
 */
const handshake = `{
  const data = JSON.parse(document.getElementById('cms-auth').textContent)
  const cms = window.opener
  const answer = (event) => {
    if (event.origin !== data.origin || event.source !== cms) return
    window.removeEventListener('message', answer)
    cms.postMessage(data.message, data.origin)
  }
  if (cms) {
    window.addEventListener('message', answer)
    cms.postMessage('authorizing:' + data.provider, data.origin)
  }
}`
const handshakeHash = inlineScriptHashes(`<script>${handshake}</script>`).join(' ')

/** JSON inside a `<script>` element: no `<` can close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

function sendResult(
  reply: FastifyReply,
  {
    provider,
    origin,
    outcome,
  }: { provider: string; origin: string; outcome: { token: string } | { error: string } },
) {
  const success = 'token' in outcome
  const message = success
    ? `authorization:${provider}:success:${JSON.stringify({ token: outcome.token, provider })}`
    : `authorization:${provider}:error:${JSON.stringify({ message: outcome.error })}`
  const words = success ? 'Signed in. This window closes by itself.' : `Sign-in failed: ${outcome.error}`
  return reply
    .status(success ? 200 : 400)
    .type('text/html; charset=utf-8')
    .headers(resultHeaders)
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
        `<title>Content editor sign-in</title></head><body><p>${escapeHtml(words)}</p>` +
        `<script type="application/json" id="cms-auth">${scriptJson({ provider, origin, message })}</script>` +
        `<script>${handshake}</script></body></html>`,
    )
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/**
 * The sign-in window's pages: never kept by a cache or indexed, no referrer (the address carries the
 * code), and no opener policy of their own, so the window keeps its link to the CMS that opened it
 * after passing through the provider's pages.
 */
const resultHeaders = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'unsafe-none',
  'content-security-policy': `default-src 'none'; script-src ${handshakeHash}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
}

/** The provider's answer, read to at most `limit` bytes and only within the time left. */
async function readBounded(response: Response, limit: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0)
  if (declared > limit) throw new Error('the provider’s answer is too large')
  const reader = response.body?.getReader()
  if (!reader) return ''
  const parts: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      throw new Error('the provider’s answer is too large')
    }
    parts.push(value)
  }
  return Buffer.concat(parts).toString('utf8')
}

/** Trades the code for a token at the provider's token endpoint, bounded in time and size. */
async function exchange(
  git: CmsGitSettings & { provider: ExchangeProvider },
  given: string,
  redirectUri: string,
  limits: ExchangeLimits,
): Promise<string> {
  const response = await fetch(`${git.providerUrl}${providers[git.provider].token}`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: git.clientId,
      client_secret: git.clientSecret!,
      code: given,
      redirect_uri: redirectUri,
      grant_type: 'authorization_code',
    }),
    redirect: 'error',
    signal: AbortSignal.timeout(limits.providerMs),
  })
  const text = await readBounded(response, limits.answerBytes)
  let answer: unknown
  try {
    answer = JSON.parse(text)
  } catch {
    throw new Error(`the provider answered ${response.status} without JSON`)
  }
  const { access_token: issued, error } = (answer ?? {}) as { access_token?: unknown; error?: unknown }
  if (typeof issued === 'string' && token.test(issued)) return issued
  // The provider's own error code (bad_verification_code, invalid_grant) is safe to show; no more.
  const reason =
    typeof error === 'string' && /^[\w.-]{1,100}$/.test(error) ? error : `status ${response.status}`
  throw new Error(`the provider refused the code (${reason})`)
}

const sameBytes = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/**
 * The OAuth exchange for the git backends whose tokens need the application's secret (GitHub,
 * GitLab): `/cms/auth` sends the sign-in window to the provider with a fresh state, kept in a
 * short-lived cookie; `/cms/callback` takes the provider's code back only with that same state,
 * trades it for a token, and hands the token to the CMS window. The token and the code are never
 * logged: request lines drop them (server/request-log.ts), and no error carries them.
 */
export function oauthRoutes(
  app: FastifyInstance,
  {
    git,
    siteUrl,
    secureCookies,
    limits,
  }: { git: CmsGitSettings; siteUrl: string; secureCookies: boolean; limits: ExchangeLimits },
) {
  const origin = new URL(siteUrl).origin
  const redirectUri = `${origin}${callbackPath}`
  const provider = git.provider
  const cookieOptions = {
    path: callbackPath,
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies || 'auto',
    signed: true,
  } as const

  app.get(authPath, async (_request, reply) => {
    if (!exchangesTokens(git)) return reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' })
    const state = randomBytes(32).toString('base64url')
    const target = new URL(`${git.providerUrl}${providers[git.provider].authorize}`)
    target.search = new URLSearchParams({
      client_id: git.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: providers[git.provider].scope,
      state,
    }).toString()
    return reply
      .setCookie(stateCookie, state, { ...cookieOptions, maxAge: limits.stateSeconds })
      .headers({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' })
      .redirect(target.href, 302)
  })

  app.get<{ Querystring: Record<string, string | string[] | undefined> }>(
    callbackPath,
    async (request, reply) => {
      if (!exchangesTokens(git)) return reply.status(404).send({ error: 'Not found', code: 'NOT_FOUND' })
      reply.clearCookie(stateCookie, cookieOptions)
      const fail = (error: string) => sendResult(reply, { provider, origin, outcome: { error } })
      const { code: given, state, error } = request.query
      if (typeof error === 'string') return fail('the provider did not grant access')
      const kept = request.cookies[stateCookie]
      const unsigned = kept ? request.unsignCookie(kept) : undefined
      if (
        typeof state !== 'string' ||
        !code.test(state) ||
        !unsigned?.valid ||
        !sameBytes(unsigned.value!, state)
      )
        return fail('the sign-in expired or was not started here; start it again from the editor')
      if (typeof given !== 'string' || !code.test(given)) return fail('the provider sent no usable code')
      try {
        const issued = await exchange(git, given, redirectUri, limits)
        return sendResult(reply, { provider, origin, outcome: { token: issued } })
      } catch (caught) {
        const timedOut = caught instanceof DOMException && caught.name === 'TimeoutError'
        const known = caught instanceof Error && caught.message.startsWith('the provider')
        const reason = timedOut
          ? 'the provider did not answer in time'
          : known
            ? (caught as Error).message
            : 'the provider could not be reached'
        request.log.warn(`CMS sign-in through ${provider} failed: ${reason}`)
        return fail(reason)
      }
    },
  )
}
