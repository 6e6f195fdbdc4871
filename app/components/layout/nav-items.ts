import { productMenuGroupOrder, productMenuGroups } from '~/content/product-menu'
import { homeSection, informationPages, pagePaths, productPath } from '~/lib/paths'

/**
 * The header menu, shared by the desktop bar and the mobile menu. Labels are translation keys;
 * `menu` marks the entries that open a panel instead of following a link.
 */
export const headerNav = [
  { key: 'home', path: pagePaths.home },
  { key: 'about', path: homeSection('about') },
  { key: 'products', path: homeSection('products'), menu: 'products' },
  { key: 'services', path: homeSection('services') },
  { key: 'information', path: pagePaths.customDesign, menu: 'information' },
  { key: 'contact', path: pagePaths.contact },
] as const

export const informationMenu = informationPages.map((id) => ({ id, path: pagePaths[id] }))

export const productMenu = productMenuGroupOrder.map((group) => ({
  group,
  entries: productMenuGroups[group].map((slug) => ({ slug, path: productPath(slug) })),
}))
