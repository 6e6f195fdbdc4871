import { facts } from '~/content/figures'
import { printMethods } from '~/content/types/printing'

/**
 * What a quotation can ask for, as option values that travel and are stored (never translated):
 * the products, sizes, fabrics, decorations and placements. Their words are in the forms' strings
 * (app/i18n/*-forms.ts) or, for fabrics and print methods, in the guides they come from.
 */

/** Adult sizes, then youth sizes (Y = youth), in the order a size run is written. */
export const adultSizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'] as const
export const youthSizes = ['YXS', 'YS', 'YM', 'YL', 'YXL'] as const
export const sizes = [...adultSizes, ...youthSizes] as const
export type Size = (typeof sizes)[number]

/**
 * The fits a garment is cut in, each with its own size chart: adult unisex and women's in the adult
 * sizes, youth in the youth sizes.
 */
export const fits = ['adult', 'women', 'youth'] as const
export type Fit = (typeof fits)[number]

/** The nineteen product types a quotation offers, each in the category whose minimum order applies to it. */
export const productCategories = {
  't-shirt': 'casual',
  'polo-shirt': 'casual',
  hoodie: 'casual',
  sweatshirt: 'casual',
  jacket: 'casual',
  tracksuit: 'sportswear',
  jersey: 'sportswear',
  shorts: 'sportswear',
  pants: 'casual',
  leggings: 'sportswear',
  'sports-bra': 'sportswear',
  cap: 'casual',
  beanie: 'casual',
  socks: 'sportswear',
  gloves: 'goods',
  football: 'goods',
  'hockey-stick': 'goods',
  'cricket-bat': 'goods',
  other: 'goods',
} as const
export type ProductType = keyof typeof productCategories
export type ProductCategory = (typeof productCategories)[ProductType]
export const productTypes = Object.keys(productCategories) as ProductType[]

/**
 * The smallest order per design in each category (figures.ts); goods have none, since it varies
 * from one item to the next.
 */
export const minimumOrders: Record<ProductCategory, { from: number; to: number } | undefined> = {
  sportswear: facts.moqSportswear,
  casual: facts.moqCasualWear,
  goods: undefined,
}

/**
 * The fabrics of the fabrics guide and its print methods, by their keys, written beside the guides'
 * words (app/content/types), whose schemas refuse any other key; their names are the guides' own, in
 * each language (./option-names.ts).
 */
export { fabrics, type Fabric } from '~/content/types/fabrics'
export { printMethods, type PrintMethod } from '~/content/types/printing'

/** The printing guide's methods, then what the guide does not print: woven patches, or nothing. */
export const decorations = [...printMethods, 'woven-patch', 'none'] as const
export type Decoration = (typeof decorations)[number]

/** Where the decoration goes; each has the print width its artwork is judged at (figures.ts). */
export const placements = Object.keys(facts.printWidthCm) as Array<keyof typeof facts.printWidthCm>
export type Placement = (typeof placements)[number]

export const shippingModes = facts.shippingModes
export type ShippingMode = (typeof shippingModes)[number]

/** The currencies a target price can be given in: our markets' own. */
export const currencies = ['GBP', 'EUR', 'USD', 'AUD', 'CAD', 'AED', 'SAR'] as const

export const sampleChoices = ['yes', 'no'] as const

/** How many product lines one request holds; more designs than this are a conversation. */
export const maxLines = 6
/** The longest roster: a squad with its reserves several times over. */
export const maxRosterRows = 200
/** The most pieces of one size on one line. */
export const maxQuantity = 100_000
