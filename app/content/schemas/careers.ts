import { z } from 'zod'
import {
  card,
  eyebrow,
  infoCta,
  infoHeader,
  line,
  noSharedFields,
  pageWords,
  paragraph,
  type EntryOf,
} from './fields'

/**
 * The careers page's words. Each reason's icon and the reasons' order are the page's structure, in
 * app/content/types/careers.ts.
 */

export const shared = noSharedFields

export const words = z.object({
  page: pageWords,
  header: infoHeader,
  reasons: z
    .object({
      eyebrow,
      title: line(90, { title: 'Heading' }),
      intro: paragraph(300, { title: 'Introduction' }),
      items: z
        .object({
          ownFactory: card('Our own factory'),
          twoSites: card('Two sites, one team'),
          safeWorkplace: card('A safe, fair workplace'),
          training: card('Training and progression'),
          internationalWork: card('Work for international brands'),
          longService: card('People who stay'),
        })
        .meta({
          title: 'Reasons',
          description:
            'Six cards, each with its own icon. Figures are written as {{name}}, e.g. {{factoryCity}}.',
        }),
    })
    .meta({ title: 'Why work with us' }),
  openings: z
    .object({
      eyebrow,
      title: line(90, { title: 'Heading' }),
      status: line(60, { title: 'Vacancies', description: 'E.g. "No openings right now".' }),
      text: paragraph(300, { title: 'Text' }),
      apply: line(40, {
        title: 'CV button',
        description: 'Opens an e-mail to the careers address in Company facts.',
      }),
      note: paragraph(300, { title: 'Note under the button' }),
    })
    .meta({ title: 'Open positions' }),
  teams: z
    .object({
      title: line(60, { title: 'Heading' }),
      items: z
        .array(line(100, { title: 'Team' }))
        .min(1)
        .max(12)
        .meta({ title: 'Teams', description: 'One team per item, with where it works.' }),
    })
    .meta({ title: 'Teams we hire for' }),
  cta: infoCta,
})

export type Entry = EntryOf<typeof shared, typeof words>
