import { createHash } from 'node:crypto'
import { auditCss } from './audit'
import { baseCss } from './base'
import { inboxCss } from './inbox'
import { leadCss } from './lead'
import { reportsCss } from './reports'

/** Every page's rules in one file: the base, then each page's own (one module per page). */
export const adminCss = [baseCss, inboxCss, leadCss, auditCss, reportsCss].join('\n')

/** Fingerprinted, so the stylesheet is cached for a year and a change is fetched at once. */
export const adminCssPath = `/admin/assets/admin.${createHash('sha256').update(adminCss).digest('hex').slice(0, 12)}.css`
