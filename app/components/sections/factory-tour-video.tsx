import { FactoryArt } from '~/components/art/product-art'
import { Photo } from '~/components/ui/photo'
import type { FactoryTourContent, LabeledFact } from '~/content/types/info-pages'
import { builtPhoto } from '~/lib/photos'
import { FactSheet } from './fact-sheet'
import { InfoSection } from './info-section'
import { VideoFacade } from './video-facade'

/** The tour presentation behind its facade, with the factory's key figures under it. */
export function FactoryTourVideo({
  src,
  video,
  facts,
}: {
  src: string
  video: FactoryTourContent['video']
  facts: LabeledFact[]
}) {
  const photo = builtPhoto({ place: 'factoryTour' })
  return (
    <InfoSection id="tour" intro={video}>
      <figure>
        <VideoFacade
          src={src}
          title={video.frameTitle}
          playLabel={video.play}
          poster={
            // Under the page's heading, so it waits until it nears the screen.
            photo ? (
              <Photo photo={photo} place="factoryTour" className="size-full" />
            ) : (
              <FactoryArt className="h-full w-full" />
            )
          }
        />
        <figcaption className="mt-3 text-sm text-muted">{video.caption}</figcaption>
      </figure>
      <FactSheet facts={facts} className="mt-10 lg:grid-cols-4" />
    </InfoSection>
  )
}
