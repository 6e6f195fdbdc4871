import { z } from 'zod'
import { line, noSharedFields, pageWords, paragraph, type EntryOf } from './fields'

/** The contact section's words, at the end of the home page and on the contact page. */

const copyItem = (title: string) =>
  z.object({ title: line(60, { title: 'Title' }), text: paragraph(250, { title: 'Text' }) }).meta({ title })

export const shared = noSharedFields

export const words = z.object({
  page: pageWords,
  eyebrow: line(50, { title: 'Eyebrow', description: 'The short line above the heading.' }),
  title: line(90, { title: 'Form heading' }),
  text: paragraph(300, { title: 'Form introduction' }),
  detailsTitle: line(50, { title: 'Contact details heading' }),
  offices: z
    .object({ uk: line(50, { title: 'UK office' }), factory: line(50, { title: 'Factory' }) })
    .meta({ title: 'Offices’ names' }),
  labels: z
    .object({
      phone: line(30, { title: 'Phone' }),
      fax: line(30, { title: 'Fax' }),
      email: line(30, { title: 'E-mail' }),
      website: line(30, { title: 'Website' }),
      hours: line(30, { title: 'Opening hours' }),
    })
    .meta({ title: 'Labels' }),
  days: z
    .object({
      weekdays: line(40, { title: 'Monday to Friday' }),
      saturday: line(40, { title: 'Saturday' }),
      sunday: line(40, { title: 'Sunday' }),
    })
    .meta({ title: 'Days' }),
  closed: line(30, { title: 'Closed' }),
  timeZoneNote: line(40, { title: 'Time zone note' }),
  callNow: line(30, { title: 'Call button' }),
  liveChat: line(50, { title: 'Chat button' }),
  newTab: line(40, { title: 'New tab note', description: 'Read after a link that opens a new tab.' }),
  officeCards: z
    .object({
      eyebrow: line(50, { title: 'Eyebrow' }),
      title: line(90, { title: 'Heading' }),
      intro: paragraph(300, { title: 'Introduction' }),
      uk: copyItem('UK head office'),
      factory: copyItem('Factory'),
    })
    .meta({ title: 'Office cards' }),
})

export type Entry = EntryOf<typeof shared, typeof words>
