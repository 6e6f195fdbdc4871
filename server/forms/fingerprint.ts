import { createHmac } from 'node:crypto'
import type { FormId } from '../../app/lib/forms/common'
import type { Locale } from '../../app/lib/locale'
import type { Visit } from '../store/visit'
import type { NewUpload } from '../store/schema'

/** What a post is recognised by: only what the collector has already read, checked and bounded. */
export interface PostIdentity {
  form: FormId
  locale: Locale
  /** The values it stores, after the form's checks. */
  payload: Readonly<Record<string, string>>
  /** Its files as received: their names, sizes and contents' hashes. */
  uploads?: readonly Pick<NewUpload, 'name' | 'bytes' | 'sha256'>[]
  /** The client's network (networkOf), when its address is one. */
  network?: string
  /** The page it was sent from and the visit its address names, as the lead keeps them. */
  page?: string
  visit?: Visit
}

/**
 * A post's fingerprint, by which the store knows the same post sent again (a reload of the page
 * a native post was answered with): the same form, language, values, files, page, visit and
 * client network.
 * A keyed hash (HMAC-SHA-256 under a key derived from the site's secret), so the column says
 * nothing to a reader of the store, not even whether two leads came from one network; and cheap,
 * as every part of it is already bounded by the form's checks and the body's limits.
 */
export function postFingerprint(siteKey: Buffer, post: PostIdentity): string {
  const key = createHmac('sha256', siteKey).update('post fingerprints').digest()
  const values = Object.entries(post.payload).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const files = (post.uploads ?? []).map((file) => [file.name, file.bytes, file.sha256])
  const visit = post.visit && [post.visit.landing ?? null, post.visit.referrer ?? null]
  const text = JSON.stringify([
    post.form,
    post.locale,
    post.network ?? null,
    post.page ?? null,
    visit ?? null,
    values,
    files,
  ])
  return createHmac('sha256', key).update(text).digest('base64url')
}
