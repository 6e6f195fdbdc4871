import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import { contentKinds } from '../../app/content/kinds'
import { adultSizes, currencies } from '../../app/lib/order/catalogue'
import { testEnv } from '../test/env'
import { cmsConfig, editorEntryHref, type CmsKind } from './config'
import { lengthPattern } from './fields'

/** Kinds shaped as the content's are: one with one entry, one with many, one with no words. */
const faq: CmsKind = {
  name: 'faq',
  label: 'FAQ',
  entries: 'one',
  shared: z.object({}),
  words: z.object({
    title: z.string().min(1).max(80).meta({ title: 'Page title', description: 'The heading of the page' }),
    questions: z
      .array(
        z.object({
          question: z.string().min(10).max(140),
          answer: z.string().max(1200).meta({ widget: 'text' }),
        }),
      )
      .min(1)
      .max(40),
  }),
}
const testimonials: CmsKind = {
  name: 'testimonials',
  label: 'Testimonials',
  entries: 'many',
  shared: z.object({
    rating: z.number().int().min(1).max(5),
    sport: z.enum(['soccer', 'cricket']).meta({ optionList: 'productCategories' }),
    photo: z.string().meta({ widget: 'image', title: 'Photo' }).optional(),
    featured: z.boolean().optional(),
    tags: z.array(z.string().max(20)).max(3).optional(),
  }),
  words: z.object({
    customer: z.string().min(2).max(60),
    quote: z.string().min(20).max(400).meta({ widget: 'text' }),
    photoAlt: z.string().max(120).optional().meta({ title: 'Photo description' }),
  }),
}
const figures: CmsKind = {
  name: 'figures',
  label: 'Business figures',
  entries: 'one',
  shared: z.object({ yearsInBusiness: z.number().int().min(0), share: z.number() }),
  words: z.object({}),
}

const local = testEnv().cms
const config = cmsConfig([faq, testimonials, figures], local, 'https://shop.example')
const [faqCollection, testimonialCollection, figureCollection] = config.collections as Record<
  string,
  unknown
>[]

describe('the CMS configuration made from the content kinds', () => {
  it('edits English and Spanish side by side, one file per language, photos in content/media', () => {
    expect(config.i18n).toEqual({ structure: 'multiple_files', locales: ['en', 'es'], default_locale: 'en' })
    expect(config.media_folder).toBe('content/media')
    expect(config.public_folder).toBe('/media')
  })

  it('makes a kind with one entry a folder of content/<kind>/<kind>.<locale>.yml whose entry stays one', () => {
    expect(faqCollection).toEqual({
      name: 'faq',
      label: 'FAQ',
      format: 'yml',
      extension: 'yml',
      i18n: true,
      folder: 'content/faq',
      create: false,
      delete: false,
      identifier_field: 'title',
      fields: [
        {
          name: 'title',
          label: 'Page title',
          hint: 'The heading of the page',
          widget: 'string',
          i18n: true,
          pattern: ['^[\\s\\S]{0,80}$', 'Write at most 80 characters.'],
        },
        {
          name: 'questions',
          label: 'Questions',
          widget: 'list',
          i18n: true,
          min: 1,
          max: 40,
          summary: '{{fields.question}}',
          fields: [
            {
              name: 'question',
              label: 'Question',
              widget: 'string',
              i18n: true,
              pattern: ['^[\\s\\S]{10,140}$', 'Write between 10 and 140 characters.'],
            },
            {
              name: 'answer',
              label: 'Answer',
              widget: 'text',
              i18n: true,
              pattern: ['^[\\s\\S]{0,1200}$', 'Write at most 1200 characters.'],
            },
          ],
        },
        {
          name: 'translationChecked',
          label: 'Spanish checked against the English',
          widget: 'translation-check',
          i18n: true,
          required: false,
          hint: expect.stringContaining('saving records it as translated from that English') as string,
          options: [
            { value: 'title', label: 'Page title' },
            { value: 'questions', label: 'Questions' },
          ],
        },
      ],
    })
  })

  it('makes a kind with many entries a folder collection; shared fields stay in the English file', () => {
    expect(testimonialCollection).toMatchObject({
      name: 'testimonials',
      folder: 'content/testimonials',
      format: 'yml',
      extension: 'yml',
      i18n: true,
      create: true,
      identifier_field: 'customer',
      slug: '{{slug}}',
    })
    const fields = testimonialCollection!.fields as Record<string, unknown>[]
    expect(fields.map((field) => [field.name, field.widget, field.i18n, field.required])).toEqual([
      ['rating', 'number', false, undefined],
      ['sport', 'select', false, undefined],
      ['photo', 'image', false, false],
      ['featured', 'boolean', false, false],
      ['tags', 'list', false, false],
      ['customer', 'string', true, undefined],
      ['quote', 'text', true, undefined],
      ['photoAlt', 'string', true, false],
      ['translationChecked', 'translation-check', true, false],
    ])
    expect(fields[0]).toMatchObject({ value_type: 'int', min: 1, max: 5 })
    // Stored as its key, shown as the site names it.
    expect(fields[1]).toMatchObject({
      options: [
        { value: 'soccer', label: 'Soccer' },
        { value: 'cricket', label: 'Cricket' },
      ],
    })
    // A photo's path is no text to count: the image widget fills it.
    expect(fields[2]).toEqual({
      name: 'photo',
      label: 'Photo',
      widget: 'image',
      required: false,
      i18n: false,
    })
    expect(fields[4]).toMatchObject({
      max: 3,
      field: {
        name: 'item',
        widget: 'string',
        pattern: ['^[\\s\\S]{0,20}$', 'Write at most 20 characters.'],
      },
    })
    expect(fields[7]).toMatchObject({ label: 'Photo description' })
  })

  it('makes a kind with no words one untranslated file', () => {
    expect(figureCollection).toEqual({
      name: 'figures',
      label: 'Business figures',
      format: 'yml',
      extension: 'yml',
      editor: { preview: false },
      files: [
        {
          name: 'figures',
          label: 'Business figures',
          file: 'content/figures/figures.yml',
          fields: [
            {
              name: 'yearsInBusiness',
              label: 'Years in business',
              widget: 'number',
              value_type: 'int',
              min: 0,
            },
            { name: 'share', label: 'Share', widget: 'number', value_type: 'float' },
          ],
        },
      ],
    })
  })

  it('refuses a field no widget can edit, naming it', () => {
    const odd: CmsKind = { ...figures, shared: z.object({ since: z.object({ day: z.date() }) }) }
    expect(() => cmsConfig([odd], local, 'https://shop.example')).toThrow(/"since\.day"/)
  })

  it('refuses a list of options the site does not name, naming the field', () => {
    const unnamed: CmsKind = { ...figures, shared: z.object({ sport: z.enum(['soccer', 'cricket']) }) }
    expect(() => cmsConfig([unnamed], local, 'https://shop.example')).toThrow(/"sport".*optionList/)
    const unknown: CmsKind = {
      ...figures,
      shared: z.object({ sport: z.enum(['soccer', 'curling']).meta({ optionList: 'productCategories' }) }),
    }
    expect(() => cmsConfig([unknown], local, 'https://shop.example')).toThrow(/"curling".*"sport"/)
  })

  it('says every length limit as a whole sentence', () => {
    expect(lengthPattern({})).toBeUndefined()
    expect(lengthPattern({ min: 1 })).toBeUndefined()
    expect(lengthPattern({ min: 3 })).toEqual(['^[\\s\\S]{3,}$', 'Write at least 3 characters.'])
    expect(lengthPattern({ max: 1 })).toEqual(['^[\\s\\S]{0,1}$', 'Write at most 1 character.'])
    expect(lengthPattern({ min: 4, max: 4 })).toEqual(['^[\\s\\S]{4}$', 'Write exactly 4 characters.'])
  })

  it('checks lengths as the schema does, line breaks and accents included', () => {
    const [pattern] = lengthPattern({ min: 2, max: 5 })!
    const matches = (text: string) => new RegExp(pattern).test(text)
    for (const text of ['ab', 'a\nb', 'señor', '¿Qué?'])
      expect(matches(text)).toBe(z.string().min(2).max(5).safeParse(text).success)
    expect(matches('a')).toBe(false)
    expect(matches('abcdef')).toBe(false)
  })
})

describe('the backend the CMS saves through', () => {
  it('is only the local backend without the git settings, writing files in place', () => {
    // Decap's local backend under the name whose saves keep the translation record true.
    expect(config.backend).toEqual({ name: 'proxy-translations', proxy_url: 'http://localhost:8081/api/v1' })
    expect(config).not.toHaveProperty('publish_mode')
  })

  it('is the git provider the settings name, with the editorial workflow and this server’s sign-in', () => {
    const github = testEnv({
      CMS_BACKEND: 'github',
      CMS_REPO: 'sterling/site',
      CMS_OAUTH_CLIENT_ID: 'Iv1.abc',
      CMS_OAUTH_CLIENT_SECRET: 'shh',
    }).cms
    expect(cmsConfig([faq], github, 'https://shop.example/')).toMatchObject({
      backend: {
        name: 'github-translations',
        repo: 'sterling/site',
        branch: 'main',
        api_root: 'https://api.github.com',
        base_url: 'https://shop.example',
        auth_endpoint: 'cms/auth',
      },
      publish_mode: 'editorial_workflow',
      logo_url: 'https://shop.example/favicon.svg',
    })
    const gitlab = testEnv({
      CMS_BACKEND: 'gitlab',
      CMS_REPO: 'sterling/web/site',
      CMS_BRANCH: 'content',
      CMS_PROVIDER_URL: 'https://git.sterling.example/',
      CMS_OAUTH_CLIENT_ID: 'abc',
      CMS_OAUTH_CLIENT_SECRET: 'shh',
    }).cms
    expect(cmsConfig([faq], gitlab, 'https://shop.example').backend).toMatchObject({
      name: 'gitlab-translations',
      repo: 'sterling/web/site',
      branch: 'content',
      api_root: 'https://git.sterling.example/api/v4',
    })
  })
})

describe('the content kinds the site ships', () => {
  const collections = cmsConfig(contentKinds, local, 'https://shop.example').collections
  interface Field {
    name: string
    widget?: string
    pattern?: [string, string]
    options?: Array<{ value: string; label: string }>
    fields?: Field[]
    field?: Field
  }
  const fieldOf = (collection: string, ...path: string[]): Field | undefined => {
    const found = collections.find((entry) => entry.name === collection) as
      { fields?: Field[]; files?: Array<{ fields: Field[] }> } | undefined
    // A kind with no words is one file of a file collection; the others are folders.
    let fields = found?.files?.[0]?.fields ?? found?.fields
    let field: Field | undefined
    for (const name of path) {
      field = fields?.find((candidate) => candidate.name === name)
      fields = field?.fields
    }
    return field
  }

  it('each become a collection the editor can fill, every field with a widget', () => {
    expect(collections.map((collection) => collection.name)).toEqual(contentKinds.map((kind) => kind.name))
  })

  it('show each option of every list by the site’s English name for it, never by its key', () => {
    const options: Array<{ where: string; value: string; label: string }> = []
    const gather = (fields: Field[] = [], where: string) => {
      for (const field of fields) {
        const here = `${where}.${field.name}`
        if (field.widget === 'select')
          options.push(...field.options!.map((option) => ({ where: here, ...option })))
        gather(field.fields, here)
        if (field.field) gather([field.field], here)
      }
    }
    for (const collection of collections) {
      const { name, fields, files } = collection as {
        name: string
        fields?: Field[]
        files?: Array<{ fields: Field[] }>
      }
      gather(files?.[0]?.fields ?? fields, name)
    }
    expect(options.length).toBeGreaterThan(100)
    // The site writes an adult size, a currency and most units as they are stored: "M", "GBP", "gsm".
    const writtenAsStored = new Set<string>([
      ...adultSizes,
      ...currencies,
      'gsm',
      'oz',
      'mm',
      'cm',
      'inch',
      'dpi',
    ])
    expect(options.filter(({ value, label }) => label === value && !writtenAsStored.has(value))).toEqual([])
    expect(options).toContainEqual({
      where: 'figures.facts.exportRegions.item',
      value: 'middleEast',
      label: 'the Middle East',
    })
    expect(options).toContainEqual({
      where: 'styles.fabrics.item',
      value: 'cotton-pique',
      label: 'Cotton piqué',
    })
    expect(options).toContainEqual({ where: 'styles.productType', value: 't-shirt', label: 'T-Shirt' })
    expect(options).toContainEqual({ where: 'styles.fits.fit', value: 'women', label: "Women's" })
    expect(options).toContainEqual({
      where: 'styles.decorations.item',
      value: 'woven-patch',
      label: 'Woven patch',
    })
    expect(options).toContainEqual({
      where: 'company.company.registeredIn',
      value: 'england-and-wales',
      label: 'England and Wales',
    })
  })

  it('link a content file to its entry in the editor, whichever language the file is in', () => {
    // Decap names a folder collection's entry as its files are, a file collection's as its file.
    for (const collection of collections) {
      const { files } = collection as { files?: Array<{ name: string }> }
      const entry = files?.[0]?.name ?? collection.name
      const file = files
        ? `content/${collection.name}/${entry}.yml`
        : `content/${collection.name}/${entry}.es.yml`
      expect(editorEntryHref(file)).toBe(`/cms/#/collections/${collection.name}/entries/${entry}`)
    }
    expect(editorEntryHref('content/products/soccer.en.yml')).toBe(
      '/cms/#/collections/products/entries/soccer',
    )
    expect(editorEntryHref('content/faq/../../server/env.yml')).toBeUndefined()
    expect(editorEntryHref('server/faq.es.yml')).toBeUndefined()
  })

  it('let the editor change each product category, with an optional photo, but add or delete none', () => {
    const categories = collections.find((collection) => collection.name === 'products') as Record<
      string,
      unknown
    >
    expect(categories).toMatchObject({
      label: 'Product categories',
      folder: 'content/products',
      i18n: true,
      create: false,
      delete: false,
      identifier_field: 'title',
    })
    expect(fieldOf('products', 'photo')).toMatchObject({ widget: 'image', required: false })
    expect(fieldOf('products', 'photoAlt')).toMatchObject({ widget: 'string', required: false })
  })

  it('let the editor add a style, named by its code, with its options as lists to pick from', () => {
    const styles = collections.find((collection) => collection.name === 'styles') as Record<string, unknown>
    expect(styles).toMatchObject({
      label: 'Styles',
      folder: 'content/styles',
      i18n: true,
      create: true,
      // Decap writes the identifier in lower case: SS-SOC-101 is saved as ss-soc-101.en.yml.
      slug: '{{slug}}',
      identifier_field: 'code',
    })
    expect(fieldOf('styles', 'code')).toMatchObject({ widget: 'string', i18n: false })
    expect(fieldOf('styles', 'category')).toMatchObject({ widget: 'select' })
    expect(fieldOf('styles', 'fabrics')).toMatchObject({
      widget: 'list',
      max: 4,
      field: {
        widget: 'select',
        options: expect.arrayContaining([{ value: 'cotton-pique', label: 'Cotton piqué' }]),
      },
    })
    expect(fieldOf('styles', 'photos')).toMatchObject({
      widget: 'list',
      required: false,
      field: { widget: 'image' },
    })
    expect(fieldOf('styles', 'photosAlt')).toMatchObject({ widget: 'list', required: false, i18n: true })
  })

  it('check an address, a number and a web address as the build does, before the editor saves', () => {
    const email = fieldOf('company', 'email', 'info')!
    expect(email.widget).toBe('string')
    const [pattern, sentence] = email.pattern as [string, string]
    expect(new RegExp(pattern).test('sales@sterling-stitch.co.uk')).toBe(true)
    expect(new RegExp(pattern).test('sales at sterling')).toBe(false)
    expect(sentence).toBe('Write an e-mail address, such as sales@example.com.')
    const dial = fieldOf('company', 'phone', 'dial')!
    expect(dial.pattern).toEqual([
      String.raw`^\+\d{6,15}$`,
      'Write a "+" and the digits, e.g. +442079460321.',
    ])
  })
})
