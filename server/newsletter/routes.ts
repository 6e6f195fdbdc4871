import formbody from '@fastify/formbody'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { locales, localizePath, type Locale } from '../../app/lib/locale'
import { newsletterPath, type NewsletterStep } from '../../app/lib/paths'
import type { Db, SubscriberState } from '../store/schema'
import { confirmSubscriber, subscriberState, unsubscribe, type LinkResult } from '../store/subscribers'
import { readLink, type LinkPurpose } from './tokens'

export interface NewsletterOptions {
  db: Db
  signingKey: Buffer
  /** A confirmation queued the welcome mail: deliver it now. */
  onConfirmed: () => void
}

interface Action {
  /** `key` is the site's secret (confirmations lift the address's suppression entry with it). */
  run: (db: Db, id: number, nonce: string, key: Buffer) => Promise<LinkResult>
  /** Where a person goes once it is done, or when it was already done before (a second click). */
  done: NewsletterStep
  doneState: SubscriberState
}

const actions: Record<LinkPurpose, Action> = {
  confirm: { run: confirmSubscriber, done: 'subscribed', doneState: 'confirmed' },
  unsubscribe: {
    run: (db, id, nonce) => unsubscribe(db, id, nonce),
    done: 'unsubscribed',
    doneState: 'unsubscribed',
  },
}

/** RFC 8058: a mail client's one-click unsubscribe POSTs this body and reads only the status. */
const isOneClick = (request: FastifyRequest) =>
  (request.body as Record<string, unknown> | undefined)?.['List-Unsubscribe'] === 'One-Click'

/**
 * The buttons of the confirmation and unsubscribe pages post here, to the page's own address with
 * its token. A genuine, unexpired token of the subscription's current state does its work once;
 * a second click lands on the same result page, and an old or forged one changes nothing.
 */
export const newsletterPlugin: FastifyPluginAsync<NewsletterOptions> = async (app, options) => {
  await app.register(formbody, { bodyLimit: 1024 })

  async function settle(purpose: LinkPurpose, token: unknown): Promise<NewsletterStep> {
    const claim = readLink(options.signingKey, purpose, token)
    if (typeof claim === 'string') return 'link-expired'
    const action = actions[purpose]
    const result = await action.run(options.db, claim.subscriberId, claim.nonce, options.signingKey)
    if (result === 'done') {
      if (purpose === 'confirm') options.onConfirmed()
      return action.done
    }
    const state = await subscriberState(options.db, claim.subscriberId)
    // A genuine unsubscribe link whose subscription the retention sweep has already ended: the
    // address is off the list, as the person asked.
    const ended = purpose === 'unsubscribe' && state === undefined
    return state === action.doneState || ended ? action.done : 'link-expired'
  }

  const handle = (purpose: LinkPurpose, locale: Locale) =>
    async function (request: FastifyRequest, reply: FastifyReply) {
      const step = await settle(purpose, (request.query as Record<string, unknown>).token)
      reply.header('cache-control', 'no-store')
      if (isOneClick(request)) {
        return reply.status(step === 'link-expired' ? 400 : 200).send({ ok: step !== 'link-expired', step })
      }
      return reply.redirect(localizePath(newsletterPath(step), locale), 303)
    }

  for (const locale of locales) {
    for (const purpose of Object.keys(actions) as LinkPurpose[]) {
      app.post(localizePath(newsletterPath(purpose), locale), handle(purpose, locale))
    }
  }
}
