import { Play } from 'lucide-react'
import type { ReactNode } from 'react'

/**
 * A video or presentation embed behind a click-to-play facade, made of the platform's `<details>`:
 * the play button is its summary, so the first tap shows the player with no script. The player is a
 * lazy frame, which the browser does not load while the details are shut, so nothing is requested
 * from the video host until the visitor asks for it. Once open, the summary goes away: shutting
 * the details again would hide a film that keeps playing. `poster` is our own artwork.
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
    <details className="group relative aspect-video overflow-hidden rounded-card bg-navy-900 shadow-lift">
      <summary className="group/play absolute inset-0 block size-full cursor-pointer list-none text-left group-open:hidden focus-visible:outline-offset-[-6px] [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true" className="absolute inset-0 [&>svg]:size-full">
          {poster}
        </span>
        <span className="absolute inset-0 bg-navy-950/30 transition-colors group-hover/play:bg-navy-950/15" />
        <span className="absolute top-1/2 left-1/2 inline-flex -translate-1/2 items-center gap-3 rounded-full bg-white py-3 pr-6 pl-3 font-semibold whitespace-nowrap text-navy-900 shadow-lift">
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-accent text-white">
            <Play aria-hidden="true" className="ml-0.5 size-5 fill-current" />
          </span>
          {playLabel}
        </span>
      </summary>
      <iframe
        src={`${src}${src.includes('?') ? '&' : '?'}autoplay=1`}
        title={title}
        loading="lazy"
        className="absolute inset-0 size-full"
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </details>
  )
}
