import type { ProseSection } from '~/content/types/legal-pages'
import { cn } from '~/lib/cn'

/**
 * Plain-language text, one `h2` and its paragraphs per section, kept to a readable measure.
 * `numbered` puts each section's number before its title, for terms a buyer may quote back.
 */
export function ProseSections({
  sections,
  numbered = false,
  className,
}: {
  sections: Array<ProseSection & { id: string }>
  numbered?: boolean
  className?: string
}) {
  return (
    <div className={cn('max-w-3xl space-y-12', className)}>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`} className="text-2xl font-extrabold text-navy-900">
            {numbered && <span className="mr-3 text-accent tabular-nums">{index + 1}.</span>}
            {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed text-muted">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  )
}
