import { ArrowDown } from 'lucide-react'
import { HeroArt } from '~/components/art/product-art'
import { ButtonLink } from '~/components/ui/button'
import { Photo } from '~/components/ui/photo'
import type { HomeContent } from '~/content/types'
import { GetQuoteButton } from '~/components/layout/get-quote-button'
import { homeSection } from '~/lib/paths'
import { builtPhoto } from '~/lib/photos'
import { StandardMentions } from '../ui/standard-mentions'
import { infoIcons } from './info-icons'

/** The home page's opening: the one `h1`, the quote button and the trust chips. */
export function HomeHero({ content }: { content: HomeContent['hero'] }) {
  const photo = builtPhoto({ place: 'homeHero' })
  const frame = 'relative h-auto w-full rounded-[2rem] shadow-lift'
  return (
    <section
      id="home"
      aria-labelledby="home-heading"
      className="relative overflow-hidden bg-navy-900 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_80%_30%,rgb(194_65_12/0.38),transparent_42%),radial-gradient(circle_at_0%_100%,rgb(29_63_115/0.9),transparent_55%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 opacity-[0.07] [background-image:repeating-linear-gradient(135deg,#fff_0_1px,transparent_1px_14px)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 sm:pb-24 lg:grid-cols-[1.1fr_0.9fr] lg:gap-16">
        <div>
          <p className="inline-flex rounded-full border border-white/20 bg-white/5 px-4 py-1.5 text-xs font-bold tracking-[0.14em] text-gold uppercase sm:text-sm">
            {content.eyebrow}
          </p>
          <h1
            id="home-heading"
            className="mt-6 text-[2.5rem] leading-[1.08] font-extrabold sm:text-5xl xl:text-[3.5rem]"
          >
            {content.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-white/85">{content.lead}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <GetQuoteButton size="lg" label={content.getQuote} />
            <ButtonLink to={homeSection('products')} variant="ghostLight" size="lg">
              {content.browseProducts}
              <ArrowDown aria-hidden="true" className="size-4" />
            </ButtonLink>
          </div>
          <ul
            aria-label={content.chipsLabel}
            className="mt-10 flex flex-wrap gap-x-6 gap-y-3 text-sm font-semibold"
          >
            {content.chips.map((chip) => {
              const Icon = infoIcons[chip.icon]
              return (
                <li key={chip.text} className="inline-flex items-center gap-2 text-white/90">
                  <Icon aria-hidden="true" className="size-5 text-gold" />
                  <span>
                    <StandardMentions text={chip.text} tone="light" />
                  </span>
                </li>
              )
            })}
          </ul>
        </div>
        <div className="relative mx-auto w-full max-w-xl lg:max-w-none">
          <div
            aria-hidden="true"
            className="absolute -inset-4 rounded-[2.5rem] bg-white/5 ring-1 ring-white/10"
          />
          {/* The page's main image: the first thing a visitor sees beside the heading. */}
          {photo ? (
            <Photo photo={photo} place="homeHero" main className={frame} />
          ) : (
            <HeroArt className={frame} />
          )}
        </div>
      </div>
    </section>
  )
}
