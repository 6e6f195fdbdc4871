import { z } from 'zod'
import { eyebrow, line, noSharedFields, pageWords, paragraph, proseSection, type EntryOf } from './fields'

/**
 * The privacy notice's words. A period is never typed: it is written as a token the page replaces
 * with the period the site is set to, so the notice cannot quote one the site does not apply.
 */

const periods =
  'Periods are written as [[lead]], [[wonLead]], [[upload]] or [[spam]]; the page shows the periods the site is set to.'

const list = (title: string, item: string) =>
  z
    .array(paragraph(300, { title: item }))
    .min(1)
    .max(12)
    .meta({ title, description: 'Each item is one point of the list.' })

const form = (title: string) =>
  z
    .object({
      title: line(90, { title: 'Heading' }),
      collected: paragraph(600, { title: 'What we collect' }),
      purpose: paragraph(600, { title: 'Why' }),
      basis: paragraph(600, { title: 'Lawful basis' }),
      kept: paragraph(600, { title: 'How long', description: periods }),
    })
    .meta({ title })

const storedItem = z
  .object({
    name: line(120, { title: 'Name', description: 'As the browser shows it; the same in every language.' }),
    kind: line(40, { title: 'Type', description: 'Cookie, local storage or session storage.' }),
    purpose: paragraph(300, { title: 'Purpose' }),
    lifetime: line(100, {
      title: 'Lifetime',
      description:
        'The language cookie’s is written [[languageCookie]]: the page shows the period the site sets.',
    }),
  })
  .meta({ title: 'Stored item' })

export const shared = noSharedFields

export const words = z.object({
  page: pageWords,
  header: z
    .object({
      eyebrow,
      lead: paragraph(400, { title: 'Lead', description: 'The paragraph under the heading.' }),
    })
    .meta({ title: 'Header' }),
  contentsLabel: line(40, { title: 'Contents label', description: 'Names the list of sections.' }),
  controller: z
    .object({
      title: line(90, { title: 'Heading' }),
      text: paragraph(400, {
        title: 'Text',
        description: 'The company’s details follow it, from Company facts.',
      }),
    })
    .meta({ title: 'Who is responsible' }),
  forms: z
    .object({
      title: line(120, { title: 'Heading' }),
      intro: paragraph(400, { title: 'Introduction' }),
      labels: z
        .object({
          collected: line(40, { title: 'What we collect' }),
          purpose: line(40, { title: 'Why' }),
          basis: line(40, { title: 'Lawful basis' }),
          kept: line(40, { title: 'How long' }),
        })
        .meta({ title: 'Labels', description: 'The names of the four lines of each form’s card.' }),
      items: z
        .object({
          contact: form('Contact form'),
          quote: form('Order builder'),
          newsletter: form('Newsletter'),
        })
        .meta({ title: 'Forms' }),
      alsoSent: paragraph(800, {
        title: 'What every form also records',
        description:
          'The link to a request’s status page is written [[statusLink]]: the page shows how long it works.',
      }),
    })
    .meta({ title: 'What each form collects' }),
  files: proseSection('Artwork and rosters', periods),
  security: proseSection('Security records', periods),
  retention: z
    .object({
      title: line(90, { title: 'Heading' }),
      intro: paragraph(400, { title: 'Introduction' }),
      headers: z
        .object({ what: line(40, { title: 'Data' }), period: line(40, { title: 'Kept for' }) })
        .meta({ title: 'Column headings' }),
      rows: z
        .array(
          z
            .object({
              what: line(120, { title: 'Data' }),
              period: paragraph(300, { title: 'Kept for', description: periods }),
            })
            .meta({ title: 'Row' }),
        )
        .min(1)
        .max(12)
        .meta({ title: 'Rows' }),
      note: paragraph(300, { title: 'Note under the table' }),
    })
    .meta({ title: 'How long we keep data' }),
  recipients: z
    .object({
      title: line(90, { title: 'Heading' }),
      intro: paragraph(300, { title: 'Introduction' }),
      items: list('Recipients', 'Recipient'),
      never: paragraph(300, { title: 'Note under the list' }),
    })
    .meta({ title: 'Who receives data' }),
  transfers: proseSection('Transfers abroad'),
  rights: z
    .object({
      title: line(90, { title: 'Heading' }),
      intro: line(60, { title: 'Introduction' }),
      items: list('Rights', 'Right'),
      how: paragraph(400, { title: 'How to use them' }),
      emailLabel: line(60, {
        title: 'E-mail label',
        description: 'Names the address for privacy requests, from Company facts.',
      }),
      timing: paragraph(400, { title: 'When we answer' }),
    })
    .meta({ title: 'Your rights' }),
  complaints: z
    .object({
      title: line(90, { title: 'Heading' }),
      text: paragraph(400, { title: 'Text' }),
      ico: line(120, { title: 'UK authority', description: 'Links to the ICO’s complaint page.' }),
      aepd: line(120, { title: 'Spanish authority', description: 'Links to the AEPD’s website.' }),
    })
    .meta({ title: 'Complaints' }),
  device: z
    .object({
      title: line(90, { title: 'Heading' }),
      intro: paragraph(600, { title: 'Introduction' }),
      headers: z
        .object({
          name: line(30, { title: 'Name' }),
          kind: line(30, { title: 'Type' }),
          purpose: line(30, { title: 'Purpose' }),
          lifetime: line(30, { title: 'Lifetime' }),
        })
        .meta({ title: 'Labels', description: 'The names of the lines of each stored item’s card.' }),
      rows: z
        .array(storedItem)
        .min(1)
        .max(12)
        .meta({ title: 'Stored items', description: 'One item per cookie or kind of storage.' }),
      clearing: paragraph(600, { title: 'How to clear them' }),
      embeds: paragraph(400, { title: 'Embedded video and tour' }),
    })
    .meta({ title: 'What the site stores on a device' }),
  changes: z
    .object({ title: line(90, { title: 'Heading' }), text: paragraph(300, { title: 'Text' }) })
    .meta({ title: 'Changes to this notice' }),
})

export type Entry = EntryOf<typeof shared, typeof words>

/** The forms the notice describes, in the order it shows them. */
export type PrivacyFormId = keyof Entry['forms']['items']
