import { catalogContent } from '~/content/catalog-content'
import { useContent } from '~/lib/use-content'
import { productSlugs } from '~/content/product-menu'
import { LocalizedLink } from '~/components/ui/localized-link'
import { productPath } from '~/lib/paths'

/**
 * Every category as a plain link, so buyers looking past the three core ranges (and crawlers, which
 * never open the mega menu) reach each category page from the home page.
 */
export function CategoryIndex({ title }: { title: string }) {
  const catalog = useContent(catalogContent)
  return (
    <nav aria-labelledby="all-categories-heading" className="mt-14">
      <h3 id="all-categories-heading" className="text-lg font-bold text-navy-900">
        {title}
      </h3>
      <ul className="mt-5 flex flex-wrap gap-2.5">
        {productSlugs.map((slug) => (
          <li key={slug}>
            <LocalizedLink
              to={productPath(slug)}
              className="inline-flex min-h-10 items-center rounded-full border border-line bg-white px-4 text-sm font-medium text-navy-900 transition-colors hover:border-navy-900 hover:bg-navy-50"
            >
              {catalog[slug].title}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
