import { Play } from 'lucide-react'
import { useState } from 'react'

/**
 * The play button over a video's poster, and the player once pressed. Nothing is requested from the
 * video host until the visitor asks for it.
 */
export function VideoPlayer({ src, title, playLabel }: { src: string; title: string; playLabel: string }) {
  const [playing, setPlaying] = useState(false)
  if (playing)
    return (
      <iframe
        src={`${src}${src.includes('?') ? '&' : '?'}autoplay=1`}
        title={title}
        className="absolute inset-0 size-full"
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    )
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group absolute inset-0 size-full text-left"
    >
      <span className="absolute inset-0 bg-navy-950/30 transition-colors group-hover:bg-navy-950/15" />
      <span className="absolute top-1/2 left-1/2 inline-flex -translate-1/2 items-center gap-3 rounded-full bg-white py-3 pr-6 pl-3 font-semibold whitespace-nowrap text-navy-900 shadow-lift">
        <span className="inline-flex size-10 items-center justify-center rounded-full bg-accent text-white">
          <Play aria-hidden="true" className="ml-0.5 size-5 fill-current" />
        </span>
        {playLabel}
      </span>
    </button>
  )
}
