import { data } from './data/status'
import { pageContent } from './page-content'
import type { Entry as StatusContent } from './schemas/status'

/**
 * The buyer's status page's own words; what it says of each status is in app/i18n, under `status`,
 * read by the template and by the server alike.
 */
export const statusContent = pageContent<StatusContent>({ id: 'status', words: data })
