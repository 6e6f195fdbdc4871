// Types for the scale bench's plain JavaScript, so its tests are type-checked.
export interface Received {
  headers: string
  to: string[]
}
export interface Result {
  index: number
  form: string
  email: string
  status: number | 'error'
  ms: number
  reference?: string
}
export interface Lead {
  reference: string
  spam: boolean
  email: string
}
export interface Outbox {
  count(state?: string, kind?: string): number
  retaken: number
}
export function parseMail(mail: Received): { reference?: string; kind?: string; job?: string; to: string[] }
export function tally(input: {
  load: { results: Result[]; seconds: number; rate: number }
  crash: { from: number; to: number }
  leads: Lead[]
  mails: Received[]
  outbox: Outbox
  sales: string
  proxy: { retried: number; failed: number }
}): {
  rows: Array<[string, string | number, string]>
  lost: number
  mailsOk: boolean
  duplicates: number
  answered200: number
}
