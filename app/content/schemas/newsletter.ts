import { z } from 'zod'
import { eyebrow, line, noSharedFields, paragraph, type EntryOf } from './fields'

/**
 * The words of the pages the newsletter's e-mailed links open, one group per page. Their buttons
 * and links are interface strings, in app/i18n.
 */

const step = (title: string, description: string) =>
  z
    .object({
      eyebrow,
      title: line(70, {
        title: 'Heading',
        description: 'The large heading, and the browser tab’s title with the brand after it.',
      }),
      description: paragraph(200, {
        title: 'Description',
        description: 'Shown when the page is shared; the page is never in search results.',
      }),
      lead: paragraph(300, { title: 'Lead', description: 'The paragraph under the heading.' }),
    })
    .meta({ title, description })

export const shared = noSharedFields

export const words = z.object({
  confirm: step('Confirm', 'The mailed link to confirm a subscription opens it; its button confirms.'),
  unsubscribe: step('Unsubscribe', 'The link in every newsletter opens it; its button unsubscribes.'),
  subscribed: step('Subscribed', 'Once the subscription is confirmed.'),
  unsubscribed: step('Unsubscribed', 'Once the subscriber has unsubscribed.'),
  'link-expired': step('Link no longer works', 'A link that has expired or has already been used.'),
})

export type Entry = EntryOf<typeof shared, typeof words>
