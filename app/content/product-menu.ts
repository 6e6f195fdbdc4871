/** Product categories by header menu group. The keys name the groups, as the menu's columns do. */
export const productMenuGroups = {
  apparel: ['american-football', 'soccer', 'basketball', 'baseball', 'ice-hockey', 'cricket'],
  fitness: ['gym-training', 'yoga-pilates', 'running', 'compression-wear', 'cycle-wear'],
  casualAndWork: [
    't-shirts-polos',
    'hoodies-sweatshirts',
    'jackets-outerwear',
    'workwear',
    'school-uniforms',
  ],
  accessories: ['boxing', 'mma', 'karate-judo', 'bags'],
} as const

export type ProductMenuGroup = keyof typeof productMenuGroups
export const productMenuGroupOrder: ProductMenuGroup[] = [
  'apparel',
  'fitness',
  'casualAndWork',
  'accessories',
]

/** `pants-trousers` has a page but no place in the header menu, which lists the grouped categories only. */
export const productSlugs = [...Object.values(productMenuGroups).flat(), 'pants-trousers'] as const
export type ProductSlug = (typeof productSlugs)[number]

export function isProductSlug(value: string | undefined): value is ProductSlug {
  return value !== undefined && (productSlugs as readonly string[]).includes(value)
}
