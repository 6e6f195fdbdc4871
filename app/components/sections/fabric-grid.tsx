import { ArrowRight } from 'lucide-react'
import { LocalizedLink } from '~/components/ui/localized-link'
import type { ProductPageContent } from '~/content/types'
import { pagePaths } from '~/lib/paths'
import { Section } from './section'
import { SectionHeading } from './section-heading'

/** A woven-looking swatch per fabric, in the order of the content: polyester to mesh. */
const swatches = [
  'bg-navy-700 [background-image:repeating-linear-gradient(45deg,rgb(255_255_255/0.12)_0_2px,transparent_2px_6px)]',
  'bg-accent [background-image:repeating-radial-gradient(circle_at_0_100%,rgb(255_255_255/0.18)_0_3px,transparent_3px_9px)]',
  'bg-[#e9e2d3] [background-image:repeating-linear-gradient(60deg,rgb(11_27_51/0.08)_0_2px,transparent_2px_5px)]',
  'bg-navy-900 [background-image:linear-gradient(rgb(255_255_255/0.1)_1px,transparent_1px),linear-gradient(90deg,rgb(255_255_255/0.1)_1px,transparent_1px)] [background-size:10px_10px]',
  'bg-[#8a93a6] [background-image:radial-gradient(rgb(255_255_255/0.3)_1.2px,transparent_1.6px)] [background-size:6px_6px]',
  'bg-gold [background-image:radial-gradient(circle,rgb(11_27_51/0.28)_2.4px,transparent_2.8px)] [background-size:9px_9px]',
]

export function FabricGrid({ content }: { content: ProductPageContent['fabrics'] }) {
  return (
    <Section labelledBy="fabrics-heading" tone="surface">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <SectionHeading
          id="fabrics-heading"
          eyebrow={content.eyebrow}
          title={content.title}
          intro={content.intro}
        />
        <LocalizedLink
          to={pagePaths.fabrics}
          className="inline-flex shrink-0 items-center gap-2 font-semibold text-accent hover:underline"
        >
          {content.guideLink}
          <ArrowRight aria-hidden="true" className="size-4" />
        </LocalizedLink>
      </div>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {content.items.map((fabric, index) => (
          <li
            key={fabric.title}
            className="flex gap-5 rounded-card border border-line bg-white p-5 shadow-card"
          >
            <span
              aria-hidden="true"
              className={`size-16 shrink-0 rounded-xl ring-1 ring-black/5 ${swatches[index] ?? ''}`}
            />
            <div>
              <h3 className="text-lg font-bold text-navy-900">{fabric.title}</h3>
              <p className="mt-1 leading-relaxed text-muted">{fabric.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
