import { ArrowRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ProductArt } from '~/components/art/product-art'
import { ButtonLink } from '~/components/ui/button'
import type { ProductSlug } from '~/content/product-menu'
import type { HomeContent } from '~/content/types'
import { productPath } from '~/lib/paths'

/** The home page's three core ranges, by the category page each one opens. */
const cardSlugs = ['soccer', 'gym-training', 'boxing'] as const satisfies ProductSlug[]

export function CategoryCards({ content }: { content: HomeContent['products'] }) {
  const { t } = useTranslation()
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-3 lg:gap-8">
      {cardSlugs.map((slug) => {
        const card = content.cards[slug]
        return (
          <li
            key={slug}
            className="group flex flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow hover:shadow-lift"
          >
            {/* Rendering of off-screen art is deferred; the fixed ratio keeps the layout still. */}
            <div className="aspect-[4/3] overflow-hidden bg-navy-50 [content-visibility:auto]">
              <ProductArt
                slug={slug}
                label={t('sections.artLabel', { title: card.title })}
                className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
              />
            </div>
            <div className="flex flex-1 flex-col p-6 sm:p-7">
              <h3 id={`category-${slug}`} className="text-xl font-bold text-navy-900">
                {card.title}
              </h3>
              <p className="mt-3 flex-1 leading-relaxed text-muted">{card.text}</p>
              <ButtonLink
                to={productPath(slug)}
                variant="outline"
                className="mt-6 self-start"
                aria-describedby={`category-${slug}`}
              >
                {content.viewProducts}
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                />
              </ButtonLink>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
