import { z } from 'zod'
import { infoCta, infoHeader, line, noSharedFields, pageWords, paragraph, type EntryOf } from './fields'

/**
 * The Quality and certificates page's words. Each certificate's facts and words are its own entry
 * (content/certificates/); each step's icon and the steps' order are the page's structure, in
 * app/content/types/quality.ts.
 */

const sectionTop = {
  eyebrow: line(50, { title: 'Eyebrow', description: 'The short line above the heading.' }),
  title: line(90, { title: 'Heading' }),
  intro: paragraph(300, { title: 'Introduction' }),
}

const step = (title: string) =>
  z.object({ title: line(60, { title: 'Title' }), text: paragraph(250, { title: 'Text' }) }).meta({ title })

export const shared = noSharedFields

export const words = z.object({
  page: pageWords,
  header: infoHeader,
  list: z.object(sectionTop).meta({
    title: 'Certificates',
    description: 'The heading over the certificates; each certificate’s own words are under “Certificates”.',
  }),
  check: z
    .object({
      ...sectionTop,
      steps: z
        .object({
          copyNumber: step('1. Copy the number'),
          askIssuer: step('2. Ask the issuer'),
          checkScope: step('3. Check the scope'),
        })
        .meta({ title: 'Steps' }),
    })
    .meta({ title: 'How to check a certificate' }),
  cta: infoCta,
})

export type Entry = EntryOf<typeof shared, typeof words>
