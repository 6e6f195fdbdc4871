import { ArrowRight } from 'lucide-react'
import { LocalizedLink } from '~/components/ui/localized-link'
import type { ProductSlug } from '~/content/product-menu'
import type { CatalogContent } from '~/content/types'
import { homeSection, productPath } from '~/lib/paths'
import { Section } from './section'

/** Links to the other categories of the same menu group. */
export function RelatedCategories({
  slugs,
  catalog,
  title,
  viewAll,
}: {
  slugs: ProductSlug[]
  catalog: CatalogContent
  title: string
  viewAll: string
}) {
  return (
    <Section labelledBy="related-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="related-heading" className="text-2xl font-extrabold text-navy-900 sm:text-3xl">
          {title}
        </h2>
        <LocalizedLink
          to={homeSection('products')}
          className="inline-flex items-center gap-2 font-semibold text-accent hover:underline"
        >
          {viewAll}
          <ArrowRight aria-hidden="true" className="size-4" />
        </LocalizedLink>
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {slugs.map((slug) => (
          <li key={slug}>
            <LocalizedLink
              to={productPath(slug)}
              className="group flex h-full items-center justify-between gap-4 rounded-card border border-line bg-white p-5 shadow-card transition hover:border-accent/40 hover:shadow-lift"
            >
              <span>
                <span className="block font-bold text-navy-900 group-hover:text-accent">
                  {catalog[slug].title}
                </span>
                <span className="mt-1 block text-sm text-muted">{catalog[slug].description}</span>
              </span>
              <ArrowRight
                aria-hidden="true"
                className="size-5 shrink-0 text-navy-900/40 transition-transform group-hover:translate-x-1 group-hover:text-accent"
              />
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </Section>
  )
}
