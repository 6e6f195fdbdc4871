import { z } from 'zod'
import { noWords, type EntryOf } from './fields'

/** The registers a UK company can be on; each language names them under `company.registers` in app/i18n. */
const registers = ['england-and-wales', 'scotland', 'northern-ireland'] as const
export type Register = (typeof registers)[number]

const text = (max: number, title: string, description?: string) =>
  z.string().trim().min(1).max(max).meta({ title, description })
/** A fact the company may leave out: empty hides its line. */
const optionalText = (max: number, title: string, description: string) =>
  z.string().trim().max(max).meta({ title, description })
const email = (title: string) => z.email().max(254).meta({ title })
const web = (title: string, description: string) =>
  z.union([z.url({ protocol: /^https$/ }), z.literal('')]).meta({ title, description })

const address = (title: string) =>
  z
    .object({
      street: text(100, 'Street'),
      locality: text(60, 'Town or city'),
      postalCode: text(20, 'Postcode'),
      region: text(60, 'Region').optional(),
      countryCode: z
        .string()
        .regex(/^[A-Z]{2}$/, 'two capital letters, e.g. GB')
        .meta({
          title: 'Country code',
          description: 'ISO 3166-1 alpha-2 (GB, PK); each language names the country itself.',
        }),
    })
    .meta({ title })

const phone = (title: string) =>
  z
    .object({
      display: text(30, 'As written', 'How the number is printed: +44 20 7946 0321.'),
      dial: z
        .string()
        .regex(/^\+\d{6,15}$/, 'a "+" and the digits, e.g. +442079460321')
        .meta({ title: 'As dialled', description: 'The same number for phone links: "+" and digits only.' }),
    })
    .meta({ title })

const time = (title: string) =>
  z
    .string()
    .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'a time on the 24-hour clock, e.g. 08:00')
    .meta({ title })

export const shared = z.object({
  brand: text(40, 'Brand', 'The name the logo and every page use.'),
  brandSuffix: text(40, 'Brand suffix', 'Shown under the brand name in the logo.'),
  legalName: text(120, 'Registered name', 'Exactly as the register spells it.'),
  company: z
    .object({
      registeredIn: z.enum(registers).meta({ title: 'Register', optionList: 'registers' }),
      number: text(20, 'Company number'),
      registeredOffice: address('Registered office'),
      vatNumber: text(30, 'VAT number'),
      eori: optionalText(30, 'EORI number', 'Empty leaves its line out.'),
      directors: z
        .array(text(80, 'Director'))
        .max(12)
        .meta({ title: 'Directors', description: 'Empty leaves the line out.' }),
    })
    .meta({ title: 'Company registration', description: 'What company law asks the site to show.' }),
  foundedYear: z.int().min(1900).max(2100).meta({ title: 'Year founded' }),
  phone: phone('Phone'),
  fax: phone('Fax'),
  email: z
    .object({ info: email('Enquiries'), careers: email('Careers'), press: email('Press') })
    .meta({ title: 'E-mail addresses' }),
  chatNumber: z
    .union([
      z.string().regex(/^\d{6,15}$/, 'digits only, with the country code, e.g. 442079460323'),
      z.literal(''),
    ])
    .meta({
      title: 'Chat number',
      description:
        'International format without "+" or spaces, as chat links expect. Empty hides the chat button.',
    }),
  offices: z.object({ uk: address('UK office'), factory: address('Factory') }).meta({ title: 'Offices' }),
  openingHours: z
    .object({
      weekdays: z
        .object({ opens: time('Opens'), closes: time('Closes') })
        .meta({ title: 'Monday to Friday' }),
      saturday: z.object({ opens: time('Opens'), closes: time('Closes') }).meta({ title: 'Saturday' }),
    })
    .meta({
      title: 'Opening hours',
      description: '24-hour clock, local time of the UK office; closed on Sundays.',
    }),
  social: z
    .object({
      twitter: web('X (Twitter)', 'The profile’s address; empty keeps its footer button a notice.'),
      instagram: web('Instagram', 'The profile’s address; empty keeps its footer button a notice.'),
      linkedin: web('LinkedIn', 'The profile’s address; empty keeps its footer button a notice.'),
    })
    .meta({ title: 'Social profiles' }),
  embeds: z
    .object({
      factoryVideo: web('Factory video', 'The video’s embed address (youtube-nocookie.com).'),
      factoryTour: web('Factory tour', 'The tour’s embed address.'),
    })
    .meta({ title: 'Embedded media' }),
})

export const words = noWords

export type Entry = EntryOf<typeof shared, typeof words>
