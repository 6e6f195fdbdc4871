import type { PressContent } from '~/content/types/info-pages'
import { FactSheet } from './fact-sheet'
import { InfoSection } from './info-section'
import { StandardMentions } from '../ui/standard-mentions'

/** Figures a journalist may quote, beside the company's standard description. */
export function PressFacts({
  facts,
  boilerplate,
}: {
  facts: PressContent['facts']
  boilerplate: PressContent['boilerplate']
}) {
  return (
    <InfoSection id="facts" intro={facts}>
      <div className="grid gap-8 lg:grid-cols-[1.2fr_1fr] lg:items-start">
        <FactSheet facts={facts.items} />
        <div className="rounded-card border-l-4 border-accent bg-navy-50 p-6 sm:p-8">
          <h3 className="text-lg font-bold text-navy-900">{boilerplate.title}</h3>
          <p className="mt-3 leading-relaxed text-muted">
            <StandardMentions text={boilerplate.text} />
          </p>
        </div>
      </div>
    </InfoSection>
  )
}
