import { status as en } from './en/status'
import { status as es } from './es/status'
import { pageContent } from './page-content'
import type { StatusContent } from './types'

/** The buyer's status page: its words, every status's, read by the template and by the server. */
export const statusContent = pageContent<StatusContent>({ id: 'status', words: { en, es } })
