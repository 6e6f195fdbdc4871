import type { FaqCategoryId, FaqEntry } from '~/content/schemas/faq'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../ui/accordion'
import { StandardMentions } from '../ui/standard-mentions'

/**
 * The FAQ: a sticky index of the categories beside one section per category, each its own
 * single-open, collapsible accordion with its first question open. Every category and every answer
 * is in the page, so the index is plain in-page links.
 */
export function FaqCategories({
  order,
  titles,
  entries,
  navLabel,
}: {
  order: readonly FaqCategoryId[]
  titles: Record<FaqCategoryId, string>
  entries: FaqEntry[]
  navLabel: string
}) {
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14">
      <nav aria-label={navLabel} className="lg:sticky lg:top-28 lg:self-start">
        <p className="text-sm font-bold tracking-[0.16em] text-accent uppercase">{navLabel}</p>
        <ol className="mt-4 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
          {order.map((id) => (
            <li key={id}>
              <a
                href={`#faq-${id}`}
                className="block rounded-full border border-line px-4 py-2 text-sm font-semibold text-navy-900 hover:border-navy-900 hover:bg-navy-50 lg:rounded-lg lg:border-0 lg:border-l-2 lg:border-transparent lg:px-3 lg:hover:border-accent"
              >
                {titles[id]}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="space-y-14">
        {order.map((id) => {
          const questions = entries.filter((entry) => entry.category === id)
          return (
            <section key={id} id={`faq-${id}`} aria-labelledby={`faq-${id}-heading`}>
              <h2 id={`faq-${id}-heading`} className="text-2xl font-extrabold text-navy-900 sm:text-3xl">
                {titles[id]}
              </h2>
              <Accordion className="mt-6 shadow-card">
                {questions.map((entry, index) => (
                  <AccordionItem key={entry.question} name={`faq-${id}`} open={index === 0}>
                    <AccordionTrigger level={3}>{entry.question}</AccordionTrigger>
                    <AccordionContent>
                      <p className="max-w-3xl leading-relaxed">
                        <StandardMentions text={entry.answer} />
                      </p>
                    </AccordionContent>
                  </AccordionItem>
                ))}
              </Accordion>
            </section>
          )
        })}
      </div>
    </div>
  )
}
