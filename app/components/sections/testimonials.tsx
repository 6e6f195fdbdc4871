import { Quote, Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Testimonial } from '~/content/types'

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
}

function Rating({ rating }: { rating: number }) {
  const { t } = useTranslation()
  return (
    <div role="img" aria-label={t('sections.ratingLabel', { rating })} className="flex gap-0.5">
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={index < rating ? 'size-5 fill-gold text-gold' : 'size-5 text-navy-100'}
        />
      ))}
    </div>
  )
}

export function Testimonials({ items }: { items: Testimonial[] }) {
  return (
    <ul className="mt-10 grid gap-6 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.name}>
          <figure className="flex h-full flex-col rounded-card bg-white p-7 text-ink shadow-lift">
            <div className="flex items-center justify-between">
              <Rating rating={item.rating} />
              <Quote aria-hidden="true" className="size-8 text-accent/25" />
            </div>
            <blockquote className="mt-5 flex-1 text-[1.0625rem] leading-relaxed text-ink">
              <p>{item.text}</p>
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-3 border-t border-line pt-5">
              <span
                aria-hidden="true"
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-navy-900 text-sm font-bold text-gold"
              >
                {initials(item.name)}
              </span>
              <span>
                <span className="block font-bold text-navy-900">{item.name}</span>
                <span className="block text-sm text-muted">{item.company}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
