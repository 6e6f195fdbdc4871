import type { ProductSlug } from '../product-menu'
import type { StatId } from '../figures'
import type { InfoCard, InfoIcon } from './info-pages'
import type { PageMetaWords } from './page-words'
import type { Entry as ProductPageWords } from '../schemas/product-page'
import type { CatalogEntry, ProductContent } from '../schemas/products'

/** A category's words as the header menu and the category page read them, from schemas/products.ts. */
export type { CatalogEntry, ProductContent } from '../schemas/products'

export type CatalogContent = Record<ProductSlug, CatalogEntry>

export type ProductsContent = Record<ProductSlug, ProductContent>

/* Home, contact section and category page template: shared copy, one shape per language. */

export interface CopyItem {
  title: string
  text: string
}

export interface Testimonial {
  name: string
  /** Role and organisation, e.g. "Kit manager, Harbourside FC". */
  company: string
  text: string
  /** 1 to 5. */
  rating: 1 | 2 | 3 | 4 | 5
}

export interface HomeContent {
  page: PageMetaWords
  hero: {
    eyebrow: string
    title: string
    lead: string
    getQuote: string
    browseProducts: string
    /** Trust chips: certification, years, countries. */
    chips: Array<{ icon: InfoIcon; text: string }>
    chipsLabel: string
  }
  about: {
    eyebrow: string
    title: string
    paragraphs: string[]
    /** UK head office, own factory, OEM and private label, standards. */
    highlights: InfoCard[]
    standardsLabel: string
  }
  products: {
    eyebrow: string
    title: string
    intro: string
    /** The three cards: sportswear, fitness and gym wear, sports goods, by the page each opens. */
    cards: Record<'soccer' | 'gym-training' | 'boxing', CopyItem>
    viewProducts: string
    /** Heading of the list that links every category, core ranges or not. */
    allCategoriesTitle: string
  }
  services: {
    eyebrow: string
    title: string
    intro: string
    /** Consultation, Design & Sample, Production, Delivery. */
    steps: InfoCard[]
    /** Heading of the links to the guides on each part of the process. */
    guidesTitle: string
  }
  whyUs: {
    eyebrow: string
    title: string
    intro: string
    stats: Record<StatId, string>
    testimonialsTitle: string
    testimonials: Testimonial[]
  }
}

/** The contact section's words, as its schema (schemas/contact.ts) checks them. */
export type { Entry as ContactContent } from '../schemas/contact'

/** The words every category page shares, as the page reads them: each step and option with its icon. */
export type ProductPageContent = Omit<ProductPageWords, 'process' | 'customization'> & {
  process: Omit<ProductPageWords['process'], 'steps'> & {
    /** Design & Prototyping, Fabric Sourcing, Cutting & Production, Quality Assurance. */
    steps: InfoCard[]
  }
  customization: Omit<ProductPageWords['customization'], 'cards'> & {
    /** Colours and dyes with Pantone matching, private labelling, printing and embroidery. */
    cards: InfoCard[]
  }
}

/** The newsletter pages' words, as their schema (schemas/newsletter.ts) checks them. */
export type { Entry as NewsletterContent } from '../schemas/newsletter'

/** The buyer's status page's own words, as their schema (schemas/status.ts) checks them. */
export type { Entry as StatusContent } from '../schemas/status'
