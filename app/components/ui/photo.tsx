import { cn } from '~/lib/cn'
import { useLocale } from '~/lib/use-locale'
import { photoPlaces, type BuiltPhoto, type PhotoFile, type PhotoPlace } from '~/lib/photo-places'

const srcset = (files: readonly PhotoFile[]) => files.map(({ src, width }) => `${src} ${width}w`).join(', ')

/**
 * A photo the build made: AVIF and WebP for the browsers that take them, the JPEG for the rest, each
 * at the widths of its place, so the browser fetches the smallest file that fills the box. Width and
 * height hold the box before the file arrives, and its blurred copy fills it meanwhile. The page's
 * main image (`main`) is fetched first and painted as soon as it is decoded; any other waits until
 * it nears the screen and is decoded off the main thread.
 */
export function Photo({
  photo,
  place,
  main = false,
  className,
}: {
  photo: BuiltPhoto
  place: PhotoPlace
  main?: boolean
  className?: string
}) {
  const locale = useLocale()
  const { sizes } = photoPlaces[place]
  const fallback = photo.jpeg.at(-1)
  return (
    // No box of its own: the image sits in its parent's layout as the drawn art it stands in for does.
    <picture className="contents">
      <source type="image/avif" srcSet={srcset(photo.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcset(photo.webp)} sizes={sizes} />
      <img
        src={fallback?.src}
        srcSet={srcset(photo.jpeg)}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={photo.alt[locale]}
        loading={main ? 'eager' : 'lazy'}
        decoding={main ? undefined : 'async'}
        fetchPriority={main ? 'high' : undefined}
        className={cn('object-cover', className)}
        // Written on the element, not as utility classes, so the stylesheet every page inlines is the
        // same whether a photo is set or not.
        style={{ background: `center / cover url(${photo.placeholder})` }}
      />
    </picture>
  )
}
