/**
 * The options a quotation and the catalogue's styles are written in, as values that travel and are
 * stored (never translated). Nothing here reads the business figures, so the content's schemas can
 * check a style against these lists before the figures' data exists (app/content/load/), and the
 * order builder (app/lib/order/catalogue.ts) offers the same.
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

/** The sizes each fit is cut in: adult unisex and women's in the adult run, youth in the youth run. */
export const fitSizes: Record<Fit, readonly Size[]> = {
  adult: adultSizes,
  women: adultSizes,
  youth: youthSizes,
}

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
 * The fabrics of the fabrics guide, in the guide's order;
 * their names are the guide's own, in each language (fabricNames in ./words.ts).
 */
export const fabrics = [
  'combed-cotton-jersey',
  'cotton-pique',
  'merino-wool',
  'linen',
  'moisture-wicking-polyester',
  'polyester-mesh',
  'nylon-spandex',
  'ripstop-nylon',
  'poly-cotton',
  'tri-blend',
  'cvc-fleece',
  'cotton-spandex',
  'softshell',
  'polar-fleece',
  'waterproof-taffeta',
  'neoprene',
  'thermal-roubaix',
  'organic-cotton',
  'recycled-polyester',
  'bamboo-viscose',
  'tencel-lyocell',
] as const
export type Fabric = (typeof fabrics)[number]

/** The printing guide's methods, then what the guide does not print: woven patches, or nothing. */
export const printMethods = [
  'screen',
  'dtg',
  'heat-transfer',
  'sublimation',
  'embroidery',
  'puff',
  'all-over',
] as const
export const decorations = [...printMethods, 'woven-patch', 'none'] as const
export type Decoration = (typeof decorations)[number]
