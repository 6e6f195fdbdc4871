import type { ProductSlug } from './catalog'

/** A product category as the header menu and cards name it. */
export interface CatalogEntry {
  title: string
  /** One line for the mega menu. */
  description: string
}

export type CatalogContent = Record<ProductSlug, CatalogEntry>

export interface ProductFeature {
  title: string
  text: string
}

/** What a category page says about its category; the title comes from the catalog. */
export interface ProductContent {
  /** The hero paragraph: two or three sentences a buyer of this category cares about. */
  description: string
  /** Three key features, specific to the category. */
  features: [ProductFeature, ProductFeature, ProductFeature]
  /** Alt text of the category's hero illustration. */
  heroAlt: string
  /** Four to six typical items made in this category ("Sublimated match jerseys"). */
  items: string[]
  /** Who typically orders it ("Clubs and academies"), two to four entries. */
  buyers: string[]
}

export type ProductsContent = Record<ProductSlug, ProductContent>
