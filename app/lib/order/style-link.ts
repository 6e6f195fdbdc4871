/**
 * The query parameters of a style's quote link (`styleQuotePath`): its code, product type and
 * fabric. Apart from the catalogue's lists, so the page's first script can tell such a link at no cost.
 */
export const styleLinkKeys = { style: 'style', product: 'product', fabric: 'fabric' } as const

/** Whether an address's query names any part of a style for the order builder to fill in. */
export const fillsQuoteLine = (search: string) => {
  const query = new URLSearchParams(search)
  return Object.values(styleLinkKeys).some((key) => query.has(key))
}
