import type { z } from 'zod'
import type { Locale } from '~/lib/locale'
import { productSlugs } from './product-menu'
import * as careers from './schemas/careers'
import * as certificates from './schemas/certificates'
import * as company from './schemas/company'
import * as contact from './schemas/contact'
import * as factoryTour from './schemas/factory-tour'
import * as faq from './schemas/faq'
import * as figures from './schemas/figures'
import * as home from './schemas/home'
import * as legal from './schemas/legal'
import * as press from './schemas/press'
import * as privacy from './schemas/privacy'
import * as productPage from './schemas/product-page'
import * as products from './schemas/products'
import * as quality from './schemas/quality'
import * as styles from './schemas/styles'
import * as terms from './schemas/terms'

/**
 * A kind of content an editor owns: a folder of `content/`, a collection of the CMS. Its fields are
 * two zod objects: `shared`, written once in the English file (numbers, options, slugs, photo
 * paths), and `words`, written in each language's file. The build checks every file against them,
 * and the pages' types are inferred from them.
 */
export interface ContentKind {
  /** The folder under `content/` and the CMS collection's name: 'faq'. */
  name: string
  /** What the CMS calls it, in English: 'FAQ'. */
  label: string
  /** One file per language (`faq.en.yml`), or one per entry and language (`<slug>.en.yml`). */
  entries: 'one' | 'many'
  /**
   * For a kind with many entries whose entries the site's code fixes (each category has its
   * drawing and its place in the menu): the slugs it has, each needing its files and no other
   * allowed. The CMS then edits these entries and cannot add or delete one.
   */
  slugs?: readonly string[]
  /**
   * For a kind with many entries an editor adds: the shared field that names an entry, whose value
   * in lower case is its files' name (`SS-SOC-101` in `ss-soc-101.en.yml`). Two entries cannot then
   * share it, and the check refuses a file whose name and field differ.
   */
  nameField?: string
  shared: z.ZodObject
  words: z.ZodObject
}

export const contentKinds = [
  { name: 'careers', label: 'Careers page', entries: 'one', shared: careers.shared, words: careers.words },
  {
    name: 'certificates',
    label: 'Certificates',
    entries: 'many',
    shared: certificates.shared,
    words: certificates.words,
  },
  { name: 'company', label: 'Company facts', entries: 'one', shared: company.shared, words: company.words },
  { name: 'contact', label: 'Contact', entries: 'one', shared: contact.shared, words: contact.words },
  {
    name: 'factory-tour',
    label: 'Factory tour',
    entries: 'one',
    shared: factoryTour.shared,
    words: factoryTour.words,
  },
  { name: 'faq', label: 'FAQ', entries: 'one', shared: faq.shared, words: faq.words },
  {
    name: 'figures',
    label: 'Business figures',
    entries: 'one',
    shared: figures.shared,
    words: figures.words,
  },
  { name: 'home', label: 'Home page', entries: 'one', shared: home.shared, words: home.words },
  {
    name: 'legal',
    label: 'Company information page',
    entries: 'one',
    shared: legal.shared,
    words: legal.words,
  },
  { name: 'press', label: 'Press page', entries: 'one', shared: press.shared, words: press.words },
  { name: 'privacy', label: 'Privacy notice', entries: 'one', shared: privacy.shared, words: privacy.words },
  {
    name: 'quality',
    label: 'Quality and certificates page',
    entries: 'one',
    shared: quality.shared,
    words: quality.words,
  },
  { name: 'terms', label: 'Terms of business', entries: 'one', shared: terms.shared, words: terms.words },
  {
    name: 'product-page',
    label: 'Category pages (shared words)',
    entries: 'one',
    shared: productPage.shared,
    words: productPage.words,
  },
  {
    name: 'products',
    label: 'Product categories',
    entries: 'many',
    slugs: productSlugs,
    shared: products.shared,
    words: products.words,
  },
  {
    name: 'styles',
    label: 'Styles',
    entries: 'many',
    nameField: 'code',
    shared: styles.shared,
    words: styles.words,
  },
] as const satisfies readonly ContentKind[]

/** A kind with one entry, as the pages read it: the entry in each language, shared fields included. */
export type OneEntry<Entry> = Record<Locale, Entry>

/** A kind with many entries, as the pages read it: each language's entries by their slug. */
export type ManyEntries<Entry> = Record<Locale, Record<string, Entry>>
