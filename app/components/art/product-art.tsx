import type { ProductSlug } from '~/content/catalog'

/**
 * The illustration of a product category, drawn in SVG. With `label` it is an image with that
 * accessible name; without, decoration hidden from assistive technology.
 */
export function ProductArt({ slug, label, className }: { slug: ProductSlug; label?: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 480 360"
      width={480}
      height={360}
      className={className}
      data-slug={slug}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <rect width="480" height="360" rx="24" fill="#e3eaf5" />
    </svg>
  )
}

/** Artwork of the factory floor, used as the poster of factory videos. */
export function FactoryArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 1280 720" width={1280} height={720} className={className} aria-hidden="true">
      <rect width="1280" height="720" fill="#15305a" />
    </svg>
  )
}

/** The home page hero illustration: a spread of the garments and goods we make. */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 640 560" width={640} height={560} className={className} aria-hidden="true">
      <rect width="640" height="560" rx="32" fill="#15305a" />
    </svg>
  )
}
