import type { ProductSlug } from '../product-menu'
import type { NewsletterStep } from '~/lib/paths'
import type { SentValue, StatusKind, StatusStep } from '~/lib/status-page'
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

/** One page of the newsletter's sign-up and sign-off journey. */
export interface NewsletterPageContent {
  eyebrow: string
  title: string
  /** The meta description; these pages are never indexed, but a shared link still shows it. */
  description: string
  lead: string
  /** The button that does what the mailed link asked for, on the pages where a click confirms it. */
  action?: string
}

export type NewsletterContent = Record<NewsletterStep, NewsletterPageContent> & {
  /** Links under every newsletter page. */
  home: string
  customDesign: string
}

/** What the page says a request's status is: a headline and a sentence or two. */
export interface StatusMessage {
  title: string
  text: string
}

/** The buyer's private status page (app/lib/status-page.ts): every status's words, one shown. */
export interface StatusContent {
  /** The tab's title and the meta description; the page is never indexed. */
  title: string
  description: string
  eyebrow: string
  heading: Record<StatusKind, string>
  reference: string
  received: string
  progressHeading: string
  /** The progress list's name for screen readers. */
  progressLabel: string
  steps: Record<StatusStep, string>
  /** Read after a step's name by screen readers. */
  stepStates: { done: string; current: string; upcoming: string }
  messages: {
    new: StatusMessage
    /** In touch: a quotation is being prepared, an enquiry has been answered. */
    contacted: Record<StatusKind, StatusMessage>
    quoted: StatusMessage
    won: StatusMessage
    lost: StatusMessage
  }
  contactUs: string
  /** A quotation's offer to order the same again, as a new request. */
  orderAgain: { heading: string; text: string; action: string }
  sentHeading: string
  sentNote: string
  rows: Record<SentValue, string>
  helpHeading: string
  helpText: string
  privacy: string
}
