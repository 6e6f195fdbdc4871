import { useTranslation } from 'react-i18next'
import type { FabricGroupId, FabricsContent } from '~/content/types/info-pages'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../ui/accordion'

/** A woven-looking swatch that tells the families apart at a glance. */
const swatches: Record<FabricGroupId, string> = {
  natural:
    'bg-[#e9e2d3] [background-image:repeating-linear-gradient(60deg,rgb(11_27_51/0.1)_0_2px,transparent_2px_5px)]',
  synthetic:
    'bg-navy-700 [background-image:radial-gradient(rgb(255_255_255/0.3)_1.2px,transparent_1.6px)] [background-size:6px_6px]',
  blended:
    'bg-[#8a93a6] [background-image:repeating-linear-gradient(45deg,rgb(255_255_255/0.2)_0_2px,transparent_2px_6px)]',
  specialty:
    'bg-navy-900 [background-image:linear-gradient(rgb(255_255_255/0.14)_1px,transparent_1px),linear-gradient(90deg,rgb(255_255_255/0.14)_1px,transparent_1px)] [background-size:8px_8px]',
  sustainable:
    'bg-[#4d7c5b] [background-image:repeating-linear-gradient(-45deg,rgb(255_255_255/0.16)_0_2px,transparent_2px_6px)]',
}

type Groups = FabricsContent['groups']

/** The fabric families as a single-open, collapsible accordion with the first family open. */
export function FabricGroups({ items, labels }: Pick<Groups, 'items' | 'labels'>) {
  const { t } = useTranslation()
  return (
    <Accordion className="shadow-card">
      {items.map((group, index) => (
        <AccordionItem key={group.id} name="fabric-groups" open={index === 0}>
          <AccordionTrigger level={3} className="py-5">
            <span className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className={`size-10 shrink-0 rounded-lg shadow-inner ${swatches[group.id]}`}
              />
              <span className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:gap-3">
                <span className="text-lg">{group.title}</span>
                <span className="text-sm font-medium text-muted">
                  {t('sections.fabricCount', { count: group.fabrics.length })}
                </span>
              </span>
            </span>
          </AccordionTrigger>
          <AccordionContent>
            <p className="max-w-3xl leading-relaxed">{group.summary}</p>
            <ul className="mt-5 grid gap-4 md:grid-cols-2">
              {group.fabrics.map((fabric) => (
                <li key={fabric.name} className="flex flex-col rounded-xl border border-line bg-surface p-5">
                  <h4 className="text-base font-bold text-navy-900">{fabric.name}</h4>
                  <p className="mt-2 text-[0.9375rem] leading-relaxed">{fabric.text}</p>
                  <ul aria-label={labels.properties} className="mt-4 flex flex-wrap gap-2">
                    {fabric.properties.map((property) => (
                      <li
                        key={property}
                        className="rounded-full border border-navy-900/15 bg-white px-3 py-1 text-xs font-semibold text-navy-900"
                      >
                        {property}
                      </li>
                    ))}
                  </ul>
                  <p className="mt-auto pt-4 text-sm text-navy-900">
                    <strong className="font-bold text-accent">{labels.bestFor}: </strong>
                    {fabric.bestFor}
                  </p>
                </li>
              ))}
            </ul>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  )
}
