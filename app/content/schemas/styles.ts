import { z } from 'zod'
import {
  adultSizes,
  fitSizes,
  fabrics,
  fits,
  printMethods,
  productCategories,
  productTypes,
  youthSizes,
  type Fit,
  type ProductType,
} from '../order-options'
import { photoAlt, photoPath } from '../photo'
import { productSlugs, type ProductSlug } from '../product-menu'
import { line, paragraph, type EntryOf } from './fields'

/**
 * A style the company makes: one entry per style, its files named by its code in lower case
 * (`ss-soc-101.en.yml` for SS-SOC-101). It names its category, whose page lists it, and the
 * builder's product type, whose category of the business figures sets its minimum order: neither
 * the minimum nor the lead time is written here, so no style can promise other figures than the
 * company's.
 */

/** Each category's three letters in a style's code: SS-SOC-101 is a soccer style. */
export const categoryCodes = {
  'american-football': 'AMF',
  soccer: 'SOC',
  basketball: 'BSK',
  baseball: 'BSB',
  'ice-hockey': 'HOC',
  cricket: 'CRK',
  'gym-training': 'GYM',
  'yoga-pilates': 'YOG',
  running: 'RUN',
  'compression-wear': 'CMP',
  'cycle-wear': 'CYC',
  't-shirts-polos': 'TEE',
  'hoodies-sweatshirts': 'HOD',
  'jackets-outerwear': 'JKT',
  workwear: 'WRK',
  'school-uniforms': 'SCH',
  boxing: 'BOX',
  mma: 'MMA',
  'karate-judo': 'KAR',
  bags: 'BAG',
  'pants-trousers': 'PNT',
} as const satisfies Record<ProductSlug, string>

/** A style's code: the brand's SS, the category's three letters, the style's three digits. */
export const stylePattern = /^SS-(?<category>[A-Z]{3})-\d{3}$/

/** The decorations a style can offer: the printing guide's methods and woven patches. */
export const styleDecorations = [...printMethods, 'woven-patch'] as const

/** Goods (gloves, balls, bats) are sized and made otherwise than garments: they may have no fit or fabric. */
const isGoods = (type: ProductType) => productCategories[type] === 'goods'

/** Whether a list names each of its items once. */
const distinct = (items: readonly unknown[]) => new Set(items).size === items.length

/** A size's place in its fit's run. */
const rank = (fit: Fit, size: string) => (fitSizes[fit] as readonly string[]).indexOf(size)

const fitOffer = z
  .object({
    fit: z.enum(fits).meta({
      title: 'Fit',
      optionList: 'fits',
      description: 'adult (unisex), women or youth; each has its own size chart.',
    }),
    sizes: z
      .array(z.enum([...adultSizes, ...youthSizes]).meta({ title: 'Size', optionList: 'sizes' }))
      .min(1)
      .max(7)
      .meta({ title: 'Sizes', description: 'The sizes offered, smallest first: XS to 3XL, or YXS to YXL' }),
  })
  .refine(({ fit, sizes }) => sizes.every((size) => rank(fit, size) >= 0), {
    message: 'has a size this fit is not cut in: adult and women take XS to 3XL, youth YXS to YXL',
    path: ['sizes'],
  })
  .refine(
    ({ fit, sizes }) =>
      sizes.every((size, index) => index === 0 || rank(fit, sizes[index - 1]!) < rank(fit, size)),
    {
      message: 'should list each size once, smallest first',
      path: ['sizes'],
    },
  )
  .meta({ title: 'Fit and sizes' })

export const shared = z
  .object({
    code: z
      .string()
      .regex(stylePattern, 'a code such as SS-SOC-101: SS, the category’s three letters and three digits')
      .meta({
        title: 'Style code',
        description:
          'SS, the category’s three letters, three digits: SS-SOC-101. It names the style’s files and travels with a quotation, so it is never reused.',
      }),
    category: z.enum(productSlugs).meta({
      title: 'Category',
      optionList: 'productCategories',
      description: 'The category page that lists the style: Soccer, T-Shirts & Polos…',
    }),
    productType: z.enum(productTypes as [ProductType, ...ProductType[]]).meta({
      title: 'Product type',
      optionList: 'productTypes',
      description: 'The order builder’s product the style is quoted as; its minimum order follows from it.',
    }),
    order: z.int().min(1).max(99).meta({
      title: 'Place in the category',
      description: 'The category page lists its styles from 1 up.',
    }),
    fabrics: z
      .array(z.enum(fabrics).meta({ title: 'Fabric', optionList: 'fabrics' }))
      .max(4)
      .refine(distinct, 'names a fabric twice')
      .meta({
        title: 'Fabrics',
        description:
          'From the fabric guide; the first is the one quoted unless the buyer asks for another. None for goods made of other materials (leather, PU).',
      }),
    decorations: z
      .array(z.enum(styleDecorations).meta({ title: 'Decoration', optionList: 'decorations' }))
      .min(1)
      .max(styleDecorations.length)
      .refine(distinct, 'names a decoration twice')
      .meta({ title: 'Decorations', description: 'The printing guide’s methods, and woven patches.' }),
    fits: z
      .array(fitOffer)
      .max(fits.length)
      .refine((offers) => distinct(offers.map(({ fit }) => fit)), 'names a fit twice')
      .meta({
        title: 'Fits and sizes',
        description: 'The fits the style is cut in, each with its sizes; none for goods sized otherwise.',
      }),
    photos: z.array(photoPath).min(1).max(4).optional().meta({
      title: 'Photos',
      description:
        'JPEG, PNG or WebP photos, the first on the style’s card; empty, the card shows the category’s drawing.',
    }),
  })
  .refine(
    ({ code, category }) => {
      // A code of the wrong form is its pattern's to name.
      const letters = stylePattern.exec(code)?.groups?.category
      return letters === undefined || letters === categoryCodes[category]
    },
    {
      message:
        'should carry its category’s three letters (see categoryCodes in app/content/schemas/styles.ts)',
      path: ['code'],
    },
  )
  .refine(({ productType, fits: offers }) => isGoods(productType) || offers.length > 0, {
    message: 'a garment needs at least one fit with its sizes',
    path: ['fits'],
  })
  .refine(({ productType, fabrics: chosen }) => isGoods(productType) || chosen.length > 0, {
    message: 'a garment needs at least one fabric from the fabric guide',
    path: ['fabrics'],
  })

export const words = z.object({
  name: line(60, {
    title: 'Name',
    description: 'The style’s name as a buyer asks for it: “Sublimated match shirt”.',
  }),
  description: paragraph(500, {
    title: 'Description',
    description:
      'Cut, fabric, construction, decoration and who it suits, in two to four sentences. Figures are written as {{name}}, e.g. {{teamKitWeight}}.',
  }),
  photosAlt: z.array(photoAlt).max(4).optional().meta({
    title: 'Photo descriptions',
    description: 'One per photo, in the photos’ order: what each shows, for people who cannot see it.',
  }),
})

export type Entry = EntryOf<typeof shared, typeof words>
