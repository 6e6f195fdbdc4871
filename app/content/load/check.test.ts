import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { contentKinds, type ContentKind } from '../kinds'
import { photoAlt, photoPath } from '../photo'
import { line, paragraph } from '../schemas/fields'
import { checkContent, type ContentFile } from './check'
import { formatProblem } from './problems'
import { translationHash } from './translation-status'

/** A kind with one of each sort of field a schema has: an option, a limit, a list, a photo. */
const testimonials: ContentKind = {
  name: 'testimonials',
  label: 'Testimonials',
  entries: 'many',
  shared: z.object({
    rating: z.enum(['4', '5']).meta({ title: 'Rating' }),
    photo: photoPath.optional(),
  }),
  words: z.object({
    quote: paragraph(60, { title: 'Quote' }),
    role: line(30, { title: 'Role' }),
    photoAlt: photoAlt.optional(),
    highlights: z
      .array(line(30, { title: 'Highlight' }))
      .max(3)
      .meta({ title: 'Highlights' }),
  }),
}
const faq: ContentKind = {
  name: 'faq',
  label: 'FAQ',
  entries: 'one',
  shared: z.object({}),
  words: z.object({ lead: paragraph(200, { title: 'Lead' }) }),
}
const kinds = [testimonials, faq]

const english = `rating: '5'
quote: Our kit arrived in {{leadTime}} days.
role: Club secretary
highlights:
  - On time
  - Strong seams
`
const spanish = `quote: El equipaje llegó en {{leadTime}} días.
role: Secretario del club
highlights:
  - A tiempo
  - Costuras fuertes
`

function files(changes: Record<string, string | undefined> = {}): ContentFile[] {
  const all: Record<string, string | undefined> = {
    'content/testimonials/club.en.yml': english,
    'content/testimonials/club.es.yml': spanish,
    'content/faq/faq.en.yml': 'lead: Straight answers.\n',
    'content/faq/faq.es.yml': 'lead: Respuestas claras.\n',
    ...changes,
  }
  return Object.entries(all).flatMap(([path, text]) => (text === undefined ? [] : [{ path, text }]))
}

const figureNames = new Set(['leadTime', 'replyHours'])
const problemsIn = (changes: Record<string, string | undefined>) =>
  checkContent(files(changes), { kinds, figureNames }).problems.map(formatProblem)

describe('the content check', () => {
  it('passes good files and gives each language its entry, shared fields included', () => {
    const { data, problems } = checkContent(files(), { kinds, figureNames })
    expect(problems).toEqual([])
    const { testimonials, faq } = data as Record<string, Record<'en' | 'es', unknown>>
    expect(testimonials?.es).toEqual({
      club: {
        rating: '5',
        quote: 'El equipaje llegó en {{leadTime}} días.',
        role: 'Secretario del club',
        highlights: ['A tiempo', 'Costuras fuertes'],
      },
    })
    expect(faq?.en).toEqual({ lead: 'Straight answers.' })
  })

  it('names a missing field, its file and its language', () => {
    expect(problemsIn({ 'content/testimonials/club.es.yml': spanish.replace(/^role:.*\n/m, '') })).toEqual([
      'content/testimonials/club.es.yml › role (Spanish): missing.',
    ])
  })

  it('names a text too long with its limit', () => {
    const long = `quote: ${'Very good kit. '.repeat(5)}\n`
    expect(problemsIn({ 'content/testimonials/club.en.yml': english.replace(/^quote:.*\n/m, long) })).toEqual(
      ['content/testimonials/club.en.yml › quote (English): too long: 74 characters, at most 60.'],
    )
  })

  it('names an unknown option with the allowed ones', () => {
    expect(
      problemsIn({ 'content/testimonials/club.en.yml': english.replace("rating: '5'", 'rating: excellent') }),
    ).toEqual([
      'content/testimonials/club.en.yml › rating (English): unknown option "excellent"; the options are "4", "5".',
    ])
  })

  it('names a figure that does not exist, and the one meant when only its case is wrong', () => {
    expect(
      problemsIn({
        'content/testimonials/club.es.yml': spanish.replace('{{leadTime}}', '{{leadtime}}'),
        'content/faq/faq.en.yml': 'lead: We reply within {{replyDays}} days.\n',
      }),
    ).toEqual([
      'content/testimonials/club.es.yml › quote (Spanish): names the figure {{leadtime}}, which does not exist; did you mean {{leadTime}}?',
      'content/faq/faq.en.yml › lead (English): names the figure {{replyDays}}, which does not exist (the names are in app/content/figure-text.ts).',
    ])
  })

  it('names a Spanish file missing where the English exists', () => {
    expect(problemsIn({ 'content/testimonials/club.es.yml': undefined })).toEqual([
      'content/testimonials/club.es.yml (Spanish): missing: the English entry has no Spanish file.',
    ])
    expect(problemsIn({ 'content/faq/faq.es.yml': undefined })).toEqual([
      'content/faq/faq.es.yml (Spanish): missing: the English entry has no Spanish file.',
    ])
  })

  it('names a Spanish list with fewer items than the English', () => {
    expect(
      problemsIn({ 'content/testimonials/club.es.yml': spanish.replace('  - Costuras fuertes\n', '') }),
    ).toEqual([
      'content/testimonials/club.es.yml › highlights (Spanish): has 1 items where the English has 2: each English item needs its Spanish, in the same order.',
    ])
  })

  it('names a YAML syntax error with its line', () => {
    expect(
      problemsIn({ 'content/faq/faq.es.yml': 'lead: Respuestas claras.\nlead: Otra respuesta.\n' }),
    ).toEqual([
      'content/faq/faq.es.yml (Spanish): YAML syntax error at line 2, column 1: Map keys must be unique',
    ])
    expect(problemsIn({ 'content/faq/faq.en.yml': 'lead: "Straight answers.\n' })).toEqual([
      'content/faq/faq.en.yml (English): YAML syntax error at line 2, column 1: Missing closing "quote',
    ])
  })

  it('names a field that is no field of the kind, and a shared field written in Spanish', () => {
    expect(
      problemsIn({
        'content/testimonials/club.en.yml': `${english}qoute: typo\n`,
        'content/testimonials/club.es.yml': `${spanish}rating: '4'\n`,
      }),
    ).toEqual([
      'content/testimonials/club.en.yml › qoute (English): is not a field of Testimonials; the fields are rating, photo, quote, role, photoAlt, highlights.',
      'content/testimonials/club.es.yml › rating (Spanish): is written once, in the English file; remove it here.',
    ])
  })

  describe('a photo, once set', () => {
    const withPhoto = (photo: string, alt = "The club's first team in their kit") =>
      `photo: ${photo}\nphotoAlt: ${alt}\n${english}`
    const uploaded = { 'content/media/club.jpg': '' }

    it('passes with its file uploaded and its alt text in both languages', () => {
      expect(
        problemsIn({
          ...uploaded,
          'content/testimonials/club.en.yml': withPhoto('/media/club.jpg'),
          'content/testimonials/club.es.yml': `photoAlt: El primer equipo del club con su equipación\n${spanish}`,
        }),
      ).toEqual([])
    })

    it('asks for its alt text in both languages', () => {
      expect(
        problemsIn({ ...uploaded, 'content/testimonials/club.en.yml': withPhoto('/media/club.jpg') }),
      ).toEqual([
        'content/testimonials/club.es.yml › photoAlt (Spanish): missing: the photo /media/club.jpg needs its alt text, which says what the photo shows.',
      ])
    })

    it('names alt text that is blank or too long to be read out at once', () => {
      expect(
        problemsIn({
          ...uploaded,
          'content/testimonials/club.en.yml': withPhoto('/media/club.jpg', 'The first team '.repeat(11)),
          'content/testimonials/club.es.yml': `photoAlt: '  '\n${spanish}`,
        }),
      ).toEqual([
        'content/testimonials/club.en.yml › photoAlt (English): too long: 164 characters, at most 160.',
        'content/testimonials/club.es.yml › photoAlt (Spanish): empty.',
      ])
    })

    it('names a photo whose file is not in content/media', () => {
      expect(
        problemsIn({
          'content/media/other.jpg': '',
          'content/testimonials/club.en.yml': withPhoto('/media/gone.jpg'),
          'content/testimonials/club.es.yml': `photoAlt: El primer equipo\n${spanish}`,
        }),
      ).toEqual([
        'content/testimonials/club.en.yml › photo (English): the photo /media/gone.jpg is not in content/media (upload it again, or clear the field).',
      ])
    })

    it('names a path outside content/media, or of another kind of file', () => {
      for (const photo of ['/media/../secrets.jpg', '/etc/passwd', '/media/club.gif', '/media/sub/club.jpg'])
        expect(
          problemsIn({
            ...uploaded,
            'content/testimonials/club.en.yml': withPhoto(photo),
            'content/testimonials/club.es.yml': `photoAlt: El primer equipo\n${spanish}`,
          }),
        ).toEqual([
          'content/testimonials/club.en.yml › photo (English): not in the expected form (a photo is /media/<file>.jpg, .png or .webp).',
        ])
    })
  })

  it('names a file that is named or placed as no kind is', () => {
    expect(
      problemsIn({
        'content/testimonials/Club Two.en.yml': english,
        'content/faq/questions.en.yml': 'lead: x\n',
        'content/blog/first.en.yml': 'title: x\n',
      }),
    ).toEqual([
      "content/testimonials/Club Two.en.yml: is not named as Testimonials's files are: <name>.en.yml and <name>.es.yml, the name in lower-case letters, digits and hyphens.",
      "content/faq/questions.en.yml: is not named as FAQ's files are: faq.en.yml and faq.es.yml.",
      'content/blog/first.en.yml: is in a folder that is no kind of content; the kinds are testimonials, faq.',
    ])
  })
})

describe('a kind whose entries the site fixes (the product categories)', () => {
  const clubs: ContentKind = { ...testimonials, label: 'Club testimonials', slugs: ['club', 'school'] }
  const problemsOf = (changes: Record<string, string | undefined>) =>
    checkContent(files(changes), { kinds: [clubs, faq] }).problems.map(formatProblem)
  const school = {
    'content/testimonials/school.en.yml': english,
    'content/testimonials/school.es.yml': spanish,
  }

  it('passes when every entry it lists has its files and no other is there', () => {
    expect(problemsOf(school)).toEqual([])
  })

  it('names an entry it lists that has no files, and files of an entry it does not list', () => {
    expect(
      problemsOf({
        'content/testimonials/academy.en.yml': english,
        'content/testimonials/academy.es.yml': spanish,
      }),
    ).toEqual([
      'content/testimonials/school.en.yml: missing: the site has a page for it.',
      "content/testimonials/academy.en.yml: is not one of the site's club testimonials, which are club, school; a new one needs its page made first.",
    ])
  })

  it('asks for a category photo’s description in both languages, as the shipped kind checks it', () => {
    const products = contentKinds.find((kind) => kind.name === 'products')!
    const folder = 'content/products'
    const category = (language: 'en' | 'es') =>
      readFileSync(new URL(`../../../${folder}/soccer.${language}.yml`, import.meta.url), 'utf8')
    const check = (en: string, es: string) =>
      checkContent(
        [
          { path: `${folder}/soccer.en.yml`, text: en },
          { path: `${folder}/soccer.es.yml`, text: es },
          { path: 'content/media/soccer-kit.jpg', text: '' },
        ],
        { kinds: [{ ...products, slugs: ['soccer'] }] },
      ).problems.map(formatProblem)
    const withPhoto = `photo: /media/soccer-kit.jpg\nphotoAlt: A striker in a sublimated home shirt.\n${category('en')}`
    expect(check(withPhoto, category('es'))).toEqual([
      'content/products/soccer.es.yml › photoAlt (Spanish): missing: the photo /media/soccer-kit.jpg needs its alt text, which says what the photo shows.',
    ])
    expect(
      check(withPhoto, `photoAlt: Un delantero con la camiseta sublimada de local.\n${category('es')}`),
    ).toEqual([])
  })
})

describe('translation status', () => {
  const recorded = (quote: string, role: string, highlights: string[]) =>
    `translatedFrom:\n  quote: ${translationHash(quote)}\n  role: ${translationHash(role)}\n  highlights: ${translationHash(highlights)}\n`
  const current = recorded('Our kit arrived in {{leadTime}} days.', 'Club secretary', [
    'On time',
    'Strong seams',
  ])

  it('lists no field while the Spanish records the English as it is', () => {
    const { stale, problems } = checkContent(
      files({ 'content/testimonials/club.es.yml': spanish + current }),
      { kinds },
    )
    expect(problems).toEqual([])
    expect(stale.filter(({ file }) => file.includes('testimonials'))).toEqual([])
  })

  it('lists the Spanish field whose English has changed since', () => {
    const { stale } = checkContent(
      files({
        'content/testimonials/club.en.yml': english.replace('Club secretary', 'Club treasurer'),
        'content/testimonials/club.es.yml': spanish + current,
      }),
      { kinds },
    )
    expect(stale.filter(({ file }) => file.includes('testimonials'))).toEqual([
      { file: 'content/testimonials/club.es.yml', field: 'role' },
    ])
  })
})

describe('a kind with no words (company facts)', () => {
  const company = contentKinds.find(({ name }) => name === 'company')!
  const facts = readFileSync(new URL('../../../content/company/company.yml', import.meta.url), 'utf8')
  const problemsOf = (text: string, path = 'content/company/company.yml') =>
    checkContent([{ path, text }], { kinds: [company] }).problems.map(formatProblem)

  it('is one file for both languages, checked against its fields', () => {
    expect(problemsOf(facts)).toEqual([])
    expect(problemsOf(facts, 'content/company/company.en.yml')).toEqual([
      "content/company/company.en.yml: is not named as Company facts's files are: company.yml.",
      'content/company/company.yml: missing.',
    ])
  })

  it('names a phone number written so no phone can dial it, and a register that does not exist', () => {
    expect(
      problemsOf(
        facts.replace('dial: "+442079460321"', 'dial: 020 7946 0321').replace('england-and-wales', 'wales'),
      ),
    ).toEqual([
      'content/company/company.yml › company › registeredIn: unknown option "wales"; the options are "england-and-wales", "scotland", "northern-ireland".',
      'content/company/company.yml › phone › dial: not in the expected form (a "+" and the digits, e.g. +442079460321).',
    ])
  })
})
