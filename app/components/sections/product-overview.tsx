import { Check, Users } from 'lucide-react'
import type { ProductContent, ProductPageContent } from '~/content/types'
import { Section } from './section'
import { SectionHeading } from './section-heading'

/** A category's three key features, then what is made and for whom. */
export function ProductOverview({
  content,
  labels,
}: {
  content: ProductContent
  labels: Pick<ProductPageContent, 'features' | 'itemsTitle' | 'buyersTitle'>
}) {
  return (
    <Section labelledBy="features-heading">
      <SectionHeading id="features-heading" eyebrow={labels.features.eyebrow} title={labels.features.title} />
      <ul className="mt-10 grid gap-6 md:grid-cols-3 lg:gap-8">
        {content.features.map((feature, index) => (
          <li
            key={feature.title}
            className="relative rounded-card border border-line bg-white p-7 shadow-card before:absolute before:inset-x-7 before:top-0 before:h-1 before:rounded-b-full before:bg-accent"
          >
            <span aria-hidden="true" className="text-sm font-extrabold tracking-widest text-accent">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-3 text-xl font-bold text-navy-900">{feature.title}</h3>
            <p className="mt-3 leading-relaxed text-muted">{feature.text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-16 grid gap-8 rounded-card bg-surface p-7 sm:p-10 lg:grid-cols-[1.4fr_1fr] lg:gap-14">
        <div>
          <h2 id="items-heading" className="text-2xl font-extrabold text-navy-900">
            {labels.itemsTitle}
          </h2>
          <ul aria-labelledby="items-heading" className="mt-5 grid gap-3 sm:grid-cols-2">
            {content.items.map((item) => (
              <li key={item} className="flex items-start gap-3 font-medium text-ink">
                <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-accent text-white">
                  <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
                </span>
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 id="buyers-heading" className="text-2xl font-extrabold text-navy-900">
            {labels.buyersTitle}
          </h2>
          <ul aria-labelledby="buyers-heading" className="mt-5 flex flex-wrap gap-2.5">
            {content.buyers.map((buyer) => (
              <li
                key={buyer}
                className="inline-flex items-center gap-2 rounded-full border border-navy-900/15 bg-white px-4 py-2 text-sm font-semibold text-navy-900"
              >
                <Users aria-hidden="true" className="size-4 text-accent" />
                {buyer}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  )
}
