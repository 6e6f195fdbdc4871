import { valueSlot as slotOf } from './value-slots'

/**
 * The buyer's private status page, `/status/<token>` (and under `/es`): what the pre-rendered
 * template and the server that fills it in agree on (decision 017). The template is rendered once
 * per language at `statusTemplatePath`, with every status's words in it, hidden; the server, given
 * a lead's token, reveals the parts that apply and writes the lead's values into their slots
 * (server/status/page.ts).
 */

/** Stands for the token in the template's own links (the language switch): replaced everywhere. */
export const statusTokenSlot = '__status_token__'

export const statusPath = (token: string) => `/status/${token}`

/**
 * How long a buyer's status link works, counted from when the lead was received. A year covers
 * the longest quotation, sample and production round; past it the page answers Not Found, like a
 * token that never existed (docs/mail.md). The privacy notice quotes it.
 */
export const statusLinkDays = 365

/** Where the build renders the template; the server never serves it as it is. */
export const statusTemplatePath = statusPath(statusTokenSlot)

/** A token as the store makes it: 24 random bytes in base64url, so exactly 32 of these characters. */
export function isStatusToken(value: unknown): value is string {
  return typeof value === 'string' && /^[\w-]{32}$/.test(value)
}

/**
 * What stands for the token in a path under `/status/` (or `/es/status/`), a final slash aside:
 * checked by `isStatusToken` before anything else. Undefined for any other path.
 */
export function statusTokenIn(pathname: string): string | undefined {
  return /^(?:\/es)?\/status\/(.+?)\/?$/.exec(pathname)?.[1]
}

/**
 * A path or URL with any status token in it replaced, for what is stored or logged: the visit that
 * began on a status page, a request line. Percent-encoded slashes count too (a path in a query).
 */
export function withoutStatusToken(text: string): string {
  return text.replace(/(\/status\/|%2Fstatus%2F)[^/?#&\s%]+/gi, '$1-')
}

/** The steps a request goes through, as the buyer sees them. */
export const statusSteps = ['received', 'inTouch', 'quoteSent', 'confirmed'] as const
export type StatusStep = (typeof statusSteps)[number]

/**
 * What the page can say. The sales team's `spam` is never one of them: a lead in the spam folder
 * reads as `new`, so the page tells a spammer nothing.
 */
export const shownStatuses = ['new', 'contacted', 'quoted', 'won', 'lost'] as const
export type ShownStatus = (typeof shownStatuses)[number]

/** How far along each status is, as the index of its step; a closed request has none. */
export const stepOf: Record<ShownStatus, number | undefined> = {
  new: 0,
  contacted: 1,
  quoted: 2,
  won: 3,
  lost: undefined,
}

/** The forms whose leads have a status page: a newsletter signup has none. */
export const statusKinds = ['contact', 'quote'] as const
export type StatusKind = (typeof statusKinds)[number]

/**
 * The values the server writes in, each in its slot; a row of "What you sent" is shown only when
 * its value is. Counts and choices only: nothing a buyer typed freely is ever written in.
 */
export const statusValues = {
  common: ['reference', 'received'],
  contact: ['productInterest', 'quantity'],
  quote: ['productTypes', 'productLines', 'pieces', 'players', 'files', 'inHandsDate', 'sample'],
} as const
export type StatusValue =
  | (typeof statusValues.common)[number]
  | (typeof statusValues.contact)[number]
  | (typeof statusValues.quote)[number]
export type SentValue = Exclude<StatusValue, (typeof statusValues.common)[number]>

/** The group of the status page's values (app/lib/value-slots.ts). */
export const statusValueGroup = 'status'

/** Where a value goes: text the server replaces, written by React as it is. */
export const valueSlot = (name: StatusValue) => slotOf(statusValueGroup, name)

/** A part of the template shown only for some leads: a status, a kind of request, a row. */
export type RevealKey = `status-${ShownStatus}` | `kind-${StatusKind}` | `row-${SentValue}` | 'sent'

/** The attributes of such a part: hidden until the server reveals it. */
export const revealable = (key: RevealKey) => ({ hidden: true, 'data-reveal': key }) as const

/** The part as React writes it, hidden, and as the server leaves it, shown. */
export const revealMarkup = (key: RevealKey) => ({
  hidden: `hidden="" data-reveal="${key}"`,
  shown: `data-reveal="${key}"`,
})
