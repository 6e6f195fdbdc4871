import type { ReactNode } from 'react'
import VideoPlayer from '~/islands/parts/video-player'

/**
 * A video or presentation embed behind a click-to-play facade. `poster` is our own artwork, drawn
 * by the pre-render; only the play button over it is interactive. `playLabel` names the button.
 */
export function VideoFacade({
  src,
  title,
  playLabel,
  poster,
}: {
  src: string
  title: string
  playLabel: string
  poster: ReactNode
}) {
  return (
    <div className="relative aspect-video overflow-hidden rounded-card bg-navy-900 shadow-lift">
      <span aria-hidden="true" className="absolute inset-0 [&>svg]:size-full">
        {poster}
      </span>
      <VideoPlayer src={src} title={title} playLabel={playLabel} />
    </div>
  )
}
