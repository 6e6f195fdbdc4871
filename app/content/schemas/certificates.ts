import { z } from 'zod'
import { line, paragraph, type EntryOf } from './fields'

/**
 * A certificate or audit behind a standard the site names: one entry per certificate, its file's
 * name (`oeko-tex.en.yml`) the anchor of its card on the Quality and certificates page
 * (`/quality#oeko-tex`). Its facts are written once; its full title and scope in each language.
 */

/** Whether a year-month-day names a day the calendar has (not 2027-02-29). */
const onCalendar = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day
}

const day = (title: string, description: string) =>
  z
    .string()
    .regex(/^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/, 'a date as year-month-day, e.g. 2028-02-29')
    .refine(onCalendar, 'no such day on the calendar')
    .meta({ title, description })

export const shared = z
  .object({
    order: z.int().min(1).max(99).meta({
      title: 'Place in the list',
      description:
        'Pages list the certificates from 1 up; the first one in force is the certification the home page names.',
    }),
    name: line(40, {
      title: 'Standard',
      description:
        'The standard’s short name, as the text names it: “OEKO-TEX”. A mention of it in the text links to this card.',
    }),
    issuer: line(100, {
      title: 'Issued by',
      description: 'The certification body or audit firm, by its own name.',
    }),
    number: line(60, {
      title: 'Certificate number',
      description: 'The certificate, label or audit number, exactly as the issuer’s check asks for it.',
    }),
    validFrom: day('Valid from', 'The first day it is valid, as year-month-day: 2025-03-01.'),
    validUntil: day(
      'Valid until',
      'Its last day, as year-month-day: 2028-02-29. From the next day the pages leave it out, and the build says so.',
    ),
    pdf: z
      .string()
      .regex(/^\/certificates\/[\w.-]+\.pdf$/, 'a path such as /certificates/iso-9001.pdf')
      .optional()
      .meta({
        title: 'Copy of the certificate (PDF)',
        description:
          'The copy’s address on the site, e.g. /certificates/iso-9001.pdf (a developer puts the file in public/certificates). Empty: no copy is offered.',
      }),
    check: z
      .object({
        service: line(60, {
          title: 'Name of the check',
          description: 'As the issuer calls it: “OEKO-TEX Label Check”.',
        }),
        url: z.url({ protocol: /^https$/ }).meta({ title: 'Address of the check', description: 'https://…' }),
      })
      .optional()
      .meta({
        title: 'The issuer’s public check',
        description: 'Where a buyer looks the number up; leave empty where the issuer has none.',
      }),
  })
  .refine(({ validFrom, validUntil }) => validFrom < validUntil, {
    message: 'should be later than “Valid from”',
    path: ['validUntil'],
  })

export const words = z.object({
  title: line(120, {
    title: 'Full title',
    description:
      'The standard in full, as this language writes it: “ISO 9001:2015 Quality management systems”.',
  }),
  scope: paragraph(400, {
    title: 'What it covers',
    description:
      'The products and sites the certificate covers. Figures are written as {{name}}, e.g. {{factoryCity}}.',
  }),
})

export type Entry = EntryOf<typeof shared, typeof words>
