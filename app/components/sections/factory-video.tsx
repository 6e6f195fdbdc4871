import { CircleCheck } from 'lucide-react'
import { FactoryArt } from '~/components/art/product-art'
import { site } from '~/content/site'
import type { ProductPageContent } from '~/content/types'
import { Section } from './section'
import { SectionHeading } from './section-heading'
import { VideoFacade } from './video-facade'
import { StandardMentions } from '../ui/standard-mentions'

/** The factory film beside a few facts; the player loads only when the visitor presses play. */
export function FactoryVideo({ content }: { content: ProductPageContent['video'] }) {
  return (
    <Section labelledBy="video-heading" tone="dark" className="overflow-hidden">
      <div className="grid items-center gap-10 lg:grid-cols-[0.8fr_1.2fr] lg:gap-16">
        <div>
          <SectionHeading
            id="video-heading"
            eyebrow={content.eyebrow}
            title={content.title}
            intro={content.intro}
            tone="light"
          />
          <ul className="mt-8 grid gap-3">
            {content.points.map((point) => (
              <li key={point} className="flex items-center gap-3 font-semibold text-white">
                <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-gold" />
                <span>
                  <StandardMentions text={point} tone="light" />
                </span>
              </li>
            ))}
          </ul>
        </div>
        <VideoFacade
          src={site.embeds.factoryVideo}
          title={content.videoTitle}
          playLabel={content.playLabel}
          poster={<FactoryArt className="h-full w-full" />}
        />
      </div>
    </Section>
  )
}
