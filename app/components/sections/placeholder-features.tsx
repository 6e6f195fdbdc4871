import type { ReactNode } from 'react'
import type { PlaceholderContent } from '~/content/types/info-pages'
import { FeatureGrid } from './feature-grid'
import { featureItems } from './info-icons'
import { InfoSection } from './info-section'
import { PlaceholderNote } from './placeholder-note'

/** The body of an information page: its three feature cards, anything the page adds, and a note while it is unfinished. */
export function PlaceholderFeatures({
  content,
  children,
}: {
  content: PlaceholderContent
  children?: ReactNode
}) {
  return (
    <InfoSection id="features" intro={content.cards} tone="surface">
      <FeatureGrid items={featureItems(content.cards.items)} />
      {children}
      {content.note && <PlaceholderNote text={content.note} />}
    </InfoSection>
  )
}
