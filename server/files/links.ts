import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Upload } from '../store/uploads'

/** Where the sales team downloads a lead's file: `/api/files/<token>`. */
export const filesPath = '/api/files'

/**
 * The file's id and its stored name (random, never shown) signed with the server's key: a link
 * can be neither guessed nor made from another file's, and it stops working when its file is
 * deleted with its lead. It does not expire: the sales team opens a quotation's files weeks later.
 */
const sign = (key: Buffer, upload: Pick<Upload, 'id' | 'storedName'>) =>
  createHmac('sha256', key).update(`file.${upload.id}.${upload.storedName}`).digest('base64url')

/** `<upload id>.<HMAC-SHA256 of "file.<id>.<stored name>">` */
export const fileToken = (key: Buffer, upload: Pick<Upload, 'id' | 'storedName'>) =>
  `${upload.id}.${sign(key, upload)}`

export const fileUrl = (siteUrl: string, key: Buffer, upload: Pick<Upload, 'id' | 'storedName'>) =>
  `${siteUrl}${filesPath}/${fileToken(key, upload)}`

/** The upload id a token claims, when the token has the right shape; whether it is genuine is `isGenuine`'s. */
export function claimedId(token: unknown): number | undefined {
  if (typeof token !== 'string') return undefined
  const match = /^([1-9]\d{0,14})\.[\w-]{43}$/.exec(token)
  return match ? Number(match[1]) : undefined
}

export function isGenuine(key: Buffer, token: string, upload: Pick<Upload, 'id' | 'storedName'>): boolean {
  const expected = Buffer.from(fileToken(key, upload))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
