import { catalogContent } from '../../app/content/catalog-content'
import { sentenceNames } from '../../app/content/figure-text'
import { unitSigns } from '../../app/content/figures'
import { contentFor } from '../../app/content/page-content'
import { productSlugs } from '../../app/content/product-menu'
import type { OptionList } from '../../app/content/schemas/fields'
import { styleDecorations } from '../../app/content/schemas/styles'
import { en } from '../../app/i18n/en'
import { currencies, productTypes, sizes } from '../../app/lib/order/catalogue'
import { optionNames } from '../../app/lib/order/option-names'
import { decorationName, sizeName } from '../../app/lib/order/wording'
import { wordsIn } from '../words'

/** Each value of a list with the name `nameOf` gives it. */
const named = <Value extends string>(
  values: readonly Value[],
  nameOf: (value: Value) => string | undefined,
) => Object.fromEntries(values.map((value) => [value, nameOf(value)]))

/**
 * Each option list by the names the site's English pages and forms show: the guides' fabrics and
 * methods, the categories' titles, the quotation form's product types, sizes and currencies, the
 * sentences' regions and ways of shipping, the units' signs, the style cards' fits, the footer's
 * registers.
 */
function englishNamesOf(): Record<OptionList, Record<string, string | undefined>> {
  const { translate, optionLabel } = wordsIn('en')
  const guides = optionNames('en')
  const categories = contentFor(catalogContent, 'en')
  return {
    registers: en.company.registers,
    regions: sentenceNames.en.regions,
    shippingModes: sentenceNames.en.modes,
    currencies: named(currencies, (code) => optionLabel('quote', 'currency', code)),
    units: unitSigns.en,
    fabrics: guides.fabrics,
    printMethods: guides.printMethods,
    decorations: named(styleDecorations, (decoration) => decorationName(decoration, translate, guides)),
    sizes: named(sizes, (size) => sizeName(size, translate, 'en')),
    productCategories: named(productSlugs, (slug) => categories[slug].title),
    productTypes: named(productTypes, (type) => optionLabel('quote', 'productType', type)),
    fits: en.styles.fitNames,
  }
}

let englishNames: ReturnType<typeof englishNamesOf> | undefined

/**
 * A select's options as the CMS offers them: each stored as its key and shown by the site's
 * English name for it. A select that names no list, or an option its list has no name for, is
 * refused as the configuration is made: the editor would see a bare key.
 */
export function namedOptions(list: OptionList | undefined, values: readonly string[], where: string) {
  if (!list)
    throw new Error(
      `The CMS has no names for the options of "${where}": say which list they are with .meta({ optionList })`,
    )
  const names = (englishNames ??= englishNamesOf())[list]
  return values.map((value) => {
    const label = names[value]
    if (!label) throw new Error(`The ${list} list has no name for "${value}", an option of "${where}"`)
    return { label, value }
  })
}
