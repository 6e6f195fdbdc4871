import { fabrics, productTypes, type Fabric, type ProductType } from './catalogue'
import { isStyleCode } from './style-code'
import { styleLinkKeys } from './style-link'

/** What a style's quote link asks the order builder to fill in on its first empty line. */
export interface StylePrefill {
  style?: string
  productType?: ProductType
  fabric?: Fabric
}

/**
 * The longest query a quote link has (`styleQuotePath`), with room to spare: a longer one is not a
 * link of ours and is not read at all.
 */
export const maxStyleQueryLength = 200

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined

/**
 * Reads a quote link's query (`?style=SS-SOC-101&product=jersey&fabric=polyester-mesh`): each value
 * is taken only when it is exactly one of the catalogue's (a product type, a fabric) or a style
 * code in its strict shape, and anything else is left out. The address is the visitor's to type, so
 * nothing from it reaches the form unless it is one of those values. Undefined when none is.
 */
export function readStyleQuery(search: string): StylePrefill | undefined {
  if (search.length > maxStyleQueryLength) return undefined
  const query = new URLSearchParams(search)
  const style = query.get(styleLinkKeys.style)
  const prefill: StylePrefill = {
    style: style !== null && isStyleCode(style) ? style : undefined,
    productType: oneOf(productTypes, query.get(styleLinkKeys.product)),
    fabric: oneOf(fabrics, query.get(styleLinkKeys.fabric)),
  }
  const found = Object.entries(prefill).filter(([, value]) => value !== undefined)
  return found.length > 0 ? (Object.fromEntries(found) as StylePrefill) : undefined
}
