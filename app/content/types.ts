import type { ProductSlug } from './catalog'

/** A product category as the header menu and cards name it. */
export interface CatalogEntry {
  title: string
  /** One line for the mega menu. */
  description: string
}

export type CatalogContent = Record<ProductSlug, CatalogEntry>
