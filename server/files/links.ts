import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Upload } from '../store/schema'

/** Where the sales team downloads a lead's file: `/api/files/<token>`. */
export const filesPath = '/api/files'

/**
 * How long a download link works. A link is a bearer key to a buyer's artwork and travels in
 * mails, forwards and logs, so it runs out; the lead's page in the inbox makes fresh ones each
 * time it is opened.
 */
export const fileLinkLifetimeMs = 30 * 24 * 3_600_000

type Signed = Pick<Upload, 'id' | 'storedName'>

/**
 * The file's id, the link's expiry and the stored name (random, never shown) signed with the
 * server's key: a link can be neither guessed, nor made from another file's, nor extended, and it
 * stops working when its file is deleted with its lead.
 */
const sign = (key: Buffer, upload: Signed, expires: number) =>
  createHmac('sha256', key).update(`file.${upload.id}.${expires}.${upload.storedName}`).digest('base64url')

const signedToken = (key: Buffer, upload: Signed, expires: number) =>
  `${upload.id}.${expires}.${sign(key, upload, expires)}`

/** `<upload id>.<expiry, seconds>.<HMAC-SHA256 of "file.<id>.<expiry>.<stored name>">` */
export const fileToken = (key: Buffer, upload: Signed, now = new Date()) =>
  signedToken(key, upload, Math.floor((now.getTime() + fileLinkLifetimeMs) / 1000))

export const fileUrl = (siteUrl: string, key: Buffer, upload: Signed, now = new Date()) =>
  `${siteUrl}${filesPath}/${fileToken(key, upload, now)}`

/** What a token of the right shape claims; whether it is genuine is `readFileToken`'s. */
export function claimedFile(token: unknown): { id: number; expires: number } | undefined {
  if (typeof token !== 'string') return undefined
  const match = /^([1-9]\d{0,14})\.(\d{1,12})\.[\w-]{43}$/.exec(token)
  return match ? { id: Number(match[1]), expires: Number(match[2]) } : undefined
}

/** Whether the token was made by this server for this file, and when it runs out if so. */
export function readFileToken(
  key: Buffer,
  token: string,
  upload: Signed,
  now = new Date(),
): 'genuine' | 'expired' | 'invalid' {
  const claim = claimedFile(token)
  if (!claim || claim.id !== upload.id) return 'invalid'
  const expected = Buffer.from(signedToken(key, upload, claim.expires))
  const given = Buffer.from(token)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid'
  return claim.expires * 1000 < now.getTime() ? 'expired' : 'genuine'
}
