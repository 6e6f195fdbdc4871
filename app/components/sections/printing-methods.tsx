import { CircleCheck, CircleMinus } from 'lucide-react'
import type { PrintingContent } from '~/content/types/info-pages'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../ui/accordion'
import { infoIcons } from './info-icons'
import { SectionHeading } from './section-heading'

/**
 * The decoration methods as a single-open accordion (first open), with the personalization options
 * beside it on wide screens and under it on phones.
 */
export function PrintingMethods({
  methods,
  personalization,
}: {
  methods: PrintingContent['methods']
  personalization: PrintingContent['personalization']
}) {
  const { items, labels, ...intro } = methods
  return (
    <section id="methods" aria-labelledby="methods-heading" className="bg-white">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14">
        <div>
          <SectionHeading id="methods-heading" {...intro} />
          <Accordion className="mt-10 shadow-card">
            {items.map((method, index) => (
              <AccordionItem key={method.key} name="printing-methods" open={index === 0}>
                <AccordionTrigger level={3} className="py-5 text-lg">
                  <span className="flex items-center gap-4">
                    <span
                      aria-hidden="true"
                      className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-navy-900 text-sm font-bold text-gold"
                    >
                      {String(index + 1).padStart(2, '0')}
                    </span>
                    {method.title}
                  </span>
                </AccordionTrigger>
                <AccordionContent>
                  <MethodDetails method={method} labels={labels} />
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </div>
        <aside aria-labelledby="personalization-heading" className="lg:sticky lg:top-28 lg:self-start">
          <div className="rounded-card bg-navy-900 p-6 text-white shadow-lift sm:p-7">
            <p className="text-sm font-bold tracking-[0.16em] text-gold uppercase">
              {personalization.eyebrow}
            </p>
            <h2 id="personalization-heading" className="mt-2 text-2xl font-extrabold">
              {personalization.title}
            </h2>
            {personalization.intro && (
              <p className="mt-3 leading-relaxed text-white/80">{personalization.intro}</p>
            )}
            <ul className="mt-6 space-y-5">
              {personalization.options.map(({ icon, title, text }) => {
                const Icon = infoIcons[icon]
                return (
                  <li key={title} className="flex gap-4 border-t border-white/15 pt-5">
                    <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/10 text-gold">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <div>
                      <h3 className="font-bold">{title}</h3>
                      <p className="mt-1 text-sm leading-relaxed text-white/80">{text}</p>
                    </div>
                  </li>
                )
              })}
            </ul>
          </div>
        </aside>
      </div>
    </section>
  )
}

function MethodDetails({
  method,
  labels,
}: {
  method: PrintingContent['methods']['items'][number]
  labels: PrintingContent['methods']['labels']
}) {
  return (
    <div className="space-y-5">
      <p className="max-w-3xl leading-relaxed">{method.summary}</p>
      <p className="rounded-lg border-l-4 border-accent bg-accent-soft px-4 py-3 text-navy-900">
        <strong className="font-bold">{labels.bestFor}: </strong>
        {method.bestFor}
      </p>
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <h4 className="font-bold text-navy-900">{labels.features}</h4>
          <ul className="mt-3 space-y-2">
            {method.features.map((feature) => (
              <li key={feature} className="flex gap-2.5 leading-relaxed">
                <CircleCheck aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
                {feature}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="font-bold text-navy-900">{labels.limitations}</h4>
          <ul className="mt-3 space-y-2">
            {method.limitations.map((limitation) => (
              <li key={limitation} className="flex gap-2.5 leading-relaxed">
                <CircleMinus aria-hidden="true" className="mt-1 size-4 shrink-0 text-navy-700" />
                {limitation}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  )
}
