import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import {
  drawingFor,
  isDark,
  OrderGarment,
  placeArtwork,
  previewBox,
  type Area,
} from '~/components/art/order-garment'
import { useSvgId } from '~/components/art/svg'
import { brandColours as brand } from '~/lib/brand-tokens'
import { productTypes, type Placement, type ProductType } from '~/lib/order/catalogue'
import { optionLabel, type Translate } from '~/lib/forms/messages'
import { quoteForm } from '~/lib/forms/quote'
import { swatchOf } from '~/lib/order/order'
import { colourName } from '~/lib/order/wording'
import { artworkFiles, useFormReading } from './use-form-reading'
import { useOrder } from './use-order'
import { useObjectUrl } from './use-object-url'

/** The garment's colour until one is chosen: a light grey that reads as "not decided". */
const neutral = '#dcdfe4'

/** Files a browser can draw as an image; PDF, AI and EPS are only marked. */
const drawable = /\.(?:png|jpe?g|svg)$/i
const isSvg = (file: File | undefined) => Boolean(file && /\.svg$/i.test(file.name))

interface Reading {
  /** The first file that can be drawn: the logo shown. */
  logo?: File
  /** Else the first file, marked where it goes. */
  file?: File
}

function read(form: HTMLFormElement): Reading {
  const files = artworkFiles(form)
  const logo = files.find((file) => drawable.test(file.name))
  return { logo, file: logo ? undefined : files[0] }
}

const same = (a: Reading, b: Reading) => a.logo === b.logo && a.file === b.file

const untouched: Reading = {}

/** The file name as it fits under the mark: its start and its ending, the middle elided. */
function shortName(name: string, room: number) {
  return name.length <= room ? name : `${name.slice(0, Math.max(1, room - 7))}…${name.slice(-6)}`
}

/** The buyer's artwork at its area: their image, the mark of a file that cannot be drawn, or an outline of the place. */
function Artwork({ area, url, file, dark }: { area: Area; url?: string; file?: File; dark: boolean }) {
  const { x, y, w, h, r = 0 } = area
  const turn = r ? `rotate(${r} ${x + w / 2} ${y + h / 2})` : undefined
  if (url) {
    return (
      <g transform={turn}>
        <image href={url} x={x} y={y} width={w} height={h} preserveAspectRatio="xMidYMid meet" />
      </g>
    )
  }
  const ink = dark ? '#ffffff' : brand.navy900
  if (!file) {
    return (
      <rect
        x={x}
        y={y}
        width={w}
        height={h}
        rx={3}
        fill="none"
        stroke={ink}
        strokeOpacity={0.45}
        strokeWidth={1.2}
        strokeDasharray="4 3"
        transform={turn}
      />
    )
  }
  const extension = file.name.split('.').pop()?.toUpperCase() ?? ''
  const nameSize = Math.min(h * 0.17, 7)
  return (
    <g transform={turn}>
      <rect
        x={x}
        y={y}
        width={w}
        height={h}
        rx={3}
        fill="#ffffff"
        fillOpacity={0.92}
        stroke={brand.navy900}
        strokeOpacity={0.35}
        strokeDasharray="4 3"
      />
      <text
        x={x + w / 2}
        y={y + h * 0.5}
        textAnchor="middle"
        fontSize={Math.min(h * 0.34, w * 0.3)}
        fontWeight={800}
        fill={brand.accent}
      >
        {extension}
      </text>
      <text x={x + w / 2} y={y + h * 0.8} textAnchor="middle" fontSize={nameSize} fill={brand.navy900}>
        {shortName(file.name, Math.floor(w / (nameSize * 0.55)))}
      </text>
    </g>
  )
}

/**
 * A live sketch of line 1: its product drawn in its colour, seen from behind when the artwork goes
 * on the back, with the first logo the buyer chose at its placement. It follows the form's own
 * events, so choosing a colour re-renders this drawing and nothing else. Without JavaScript it
 * could not follow anything, so it is not shown.
 */
export function OrderPreview() {
  const { t, i18n } = useTranslation()
  const translate = t as unknown as Translate
  const ref = useRef<HTMLElement>(null)
  const shadow = useSvgId()
  const lineOne = useOrder((order) => order.lines.find((line) => line.line === 1))
  const reading = {
    productType: '',
    placement: 'front' as Placement,
    ...lineOne,
    ...useFormReading(ref, read, same, untouched),
  }
  const drawing = drawingFor(reading.productType)
  const swatch = swatchOf(reading.color)
  const body = swatch?.hex ?? neutral
  const { shown, view, at, area } = placeArtwork(drawing, reading.placement)
  const url = useObjectUrl(reading.logo, isSvg(reading.logo))

  const type: ProductType =
    (productTypes as string[]).includes(reading.productType) && reading.productType !== 'other'
      ? (reading.productType as ProductType)
      : 't-shirt'
  const garmentName = optionLabel(translate, quoteForm, 'productType', type)!
  const garment = swatch
    ? t('forms.quote.preview.garmentInColour', {
        garment: garmentName,
        colour: colourName(swatch.hex, translate).toLocaleLowerCase(i18n.language),
      })
    : garmentName
  const placement = t(`forms.quote.preview.placements.${shown}`)
  const name = url
    ? t('forms.quote.preview.withLogo', { garment, placement })
    : reading.file
      ? t('forms.quote.preview.withFile', { garment, file: reading.file.name, placement })
      : t('forms.quote.preview.bare', { garment })
  const moved = shown !== reading.placement && reading.placement !== 'custom' && reading.placement !== 'front'

  return (
    <figure ref={ref} className="grid content-start gap-3 noscript:hidden md:col-start-2 md:row-start-1">
      <p className="text-sm font-semibold text-navy-900">{t('forms.quote.preview.title')}</p>
      <div className="relative mx-auto w-full max-w-xs overflow-hidden rounded-card border border-line bg-linear-to-b from-navy-50 to-white">
        <span className="absolute top-2.5 left-2.5 rounded-full bg-white/90 px-2.5 py-1 text-xs font-semibold text-navy-900 shadow-xs">
          {t(`forms.quote.preview.views.${view}`)}
        </span>
        <svg
          viewBox={`0 0 ${previewBox} ${previewBox}`}
          role="img"
          aria-label={name}
          data-drawing={drawing}
          data-colour={body}
          className="block h-auto w-full"
        >
          <defs>
            <filter id={shadow} x="-10%" y="-10%" width="120%" height="120%">
              <feDropShadow dx={0} dy={2} stdDeviation={2.5} floodColor={brand.ink} floodOpacity={0.2} />
            </filter>
          </defs>
          <ellipse cx={previewBox / 2} cy={previewBox - 14} rx={110} ry={9} fill={brand.ink} opacity={0.08} />
          <OrderGarment
            drawing={drawing}
            body={body}
            view={view}
            at={at}
            filter={`url(#${shadow})`}
            artwork={<Artwork area={area} url={url} file={reading.file} dark={isDark(body)} />}
          />
        </svg>
      </div>
      <figcaption className="grid gap-1 text-sm text-muted">
        {moved && (
          <span className="font-medium text-navy-900">
            {t(`forms.quote.preview.elsewhere.${reading.placement as 'back' | 'sleeves' | 'shorts'}`)}
          </span>
        )}
        {reading.file && <span>{t('forms.quote.preview.notDrawn')}</span>}
        <span>{t('forms.quote.preview.caption')}</span>
      </figcaption>
    </figure>
  )
}
