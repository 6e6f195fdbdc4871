import { createHmac, timingSafeEqual } from 'node:crypto'

/** What a link mailed to a subscriber may do. */
export type LinkPurpose = 'confirm' | 'unsubscribe'

/** A confirmation is asked for now; an unsubscribe link must still work in a mail read months later. */
export const linkLifetimeMs: Record<LinkPurpose, number> = {
  confirm: 7 * 24 * 3_600_000,
  unsubscribe: 365 * 24 * 3_600_000,
}

export interface LinkClaim {
  subscriberId: number
  nonce: string
}

const sign = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url')

/** `<subscriber id>.<nonce>.<expiry, seconds>.<HMAC-SHA256 of those and the purpose>` */
export function signLink(key: Buffer, purpose: LinkPurpose, claim: LinkClaim, now = new Date()): string {
  const expires = Math.floor((now.getTime() + linkLifetimeMs[purpose]) / 1000)
  const body = `${claim.subscriberId}.${claim.nonce}.${expires}`
  return `${body}.${sign(key, `${purpose}.${body}`)}`
}

/** The claim of a link that is genuine, of this purpose, and not expired. */
export function readLink(
  key: Buffer,
  purpose: LinkPurpose,
  token: unknown,
  now = new Date(),
): LinkClaim | 'invalid' | 'expired' {
  if (typeof token !== 'string' || token.length > 200) return 'invalid'
  const match = /^(\d{1,15})\.([\w-]{1,40})\.(\d{1,12})\.([\w-]{43})$/.exec(token)
  if (!match) return 'invalid'
  const [, id, nonce, expires, signature] = match as unknown as [string, string, string, string, string]
  const expected = Buffer.from(sign(key, `${purpose}.${id}.${nonce}.${expires}`))
  if (!timingSafeEqual(expected, Buffer.from(signature))) return 'invalid'
  if (Number(expires) * 1000 < now.getTime()) return 'expired'
  return { subscriberId: Number(id), nonce }
}
