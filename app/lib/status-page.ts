/**
 * The buyer's private status page, `/status/<token>` (and under `/es`): what the server, which
 * finds the lead of a token, and the route, which renders the lead's page for that one request,
 * agree on (decision 031).
 */

export const statusPath = (token: string) => `/status/${token}`

/**
 * How long a buyer's status link works, counted from when the lead was received. A year covers
 * the longest quotation, sample and production round; past it the page answers Not Found, like a
 * token that never existed (docs/mail.md). The privacy notice quotes it.
 */
export const statusLinkDays = 365

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
 * The order builder filled with a quotation's lines, sizes and roster, to send again as a new
 * request: under the status page's address, so only its token opens it (server/status/order-again.ts).
 */
export const orderAgainPath = (token: string) => `${statusPath(token)}/order-again`

/** What stands for the token in an order-again path (under `/es` too); undefined for any other path. */
export function orderAgainTokenIn(pathname: string): string | undefined {
  return /^(?:\/es)?\/status\/([^/]+)\/order-again\/?$/.exec(pathname)?.[1]
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
 * The values a status page shows; a row of "What you sent" is shown only when its value is. Counts
 * and choices only: nothing a buyer typed freely is ever among them.
 */
export const statusValues = {
  common: ['reference', 'received'],
  contact: ['productInterest', 'quantity'],
  quote: ['productTypes', 'styles', 'productLines', 'pieces', 'players', 'files', 'inHandsDate', 'sample'],
} as const
export type StatusValue =
  | (typeof statusValues.common)[number]
  | (typeof statusValues.contact)[number]
  | (typeof statusValues.quote)[number]
export type SentValue = Exclude<StatusValue, (typeof statusValues.common)[number]>

/** What a status page is for one lead: which status and kind of request it shows, and its values. */
export interface StatusView {
  kind: StatusKind
  status: ShownStatus
  values: Partial<Record<StatusValue, string>> & Record<(typeof statusValues.common)[number], string>
  /** A quotation with product lines can be ordered again, at this language-free path. */
  orderAgain?: string
}
