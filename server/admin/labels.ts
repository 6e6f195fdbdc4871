import type { FormId } from '../../app/lib/forms/common'
import type { LeadStatus } from '../store/schema'

/*
 * The inbox speaks English, the UK office's language: its words are written where they are shown,
 * and here the names that pages, the export and the command line share. What a lead's form says
 * comes from server/words.ts, in English.
 */

/** How staff read each status, on badges, menus and in the export. */
export const statusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
}

export const formLabels: Record<FormId, string> = {
  contact: 'Enquiry',
  quote: 'Quotation',
  newsletter: 'Newsletter',
}

export const localeLabels = { en: 'English', es: 'Spanish' } as const
