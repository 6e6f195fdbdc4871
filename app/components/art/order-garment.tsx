import type { ReactNode } from 'react'
import { productTypes, type Placement, type ProductType } from '~/lib/order/catalogue'
import { Beanie, SportsBra, Socks } from './garments/accessories'
import { Shorts, Trousers } from './garments/bottoms'
import { BoxingGlove } from './garments/gloves'
import { Ball, Bat, Cap, HockeyStick } from './garments/kit'
import { Hoodie, Jacket, Polo } from './garments/outer'
import { Top } from './garments/top'
import { c } from './palette'
import { At, Shade } from './svg'

/**
 * The quotation's product types drawn for its live preview, with the site's own garment art: one
 * drawing per type, its place in the preview's 320 x 320 box, and where on it each placement's
 * artwork goes. The preview (components/forms/order-preview.tsx) draws the buyer's logo there.
 */
export const previewBox = 320

export const drawings = [
  'tee',
  'jersey',
  'polo',
  'hoodie',
  'sweatshirt',
  'jacket',
  'track-top',
  'sports-bra',
  'shorts',
  'trousers',
  'leggings',
  'cap',
  'beanie',
  'socks',
  'glove',
  'ball',
  'hockey-stick',
  'cricket-bat',
] as const
export type Drawing = (typeof drawings)[number]

/** What each product type is drawn as; a tracksuit by its top, anything else as a T-shirt. */
export const drawingOf: Record<ProductType, Drawing> = {
  't-shirt': 'tee',
  'polo-shirt': 'polo',
  hoodie: 'hoodie',
  sweatshirt: 'sweatshirt',
  jacket: 'jacket',
  tracksuit: 'track-top',
  jersey: 'jersey',
  shorts: 'shorts',
  pants: 'trousers',
  leggings: 'leggings',
  'sports-bra': 'sports-bra',
  cap: 'cap',
  beanie: 'beanie',
  socks: 'socks',
  gloves: 'glove',
  football: 'ball',
  'hockey-stick': 'hockey-stick',
  'cricket-bat': 'cricket-bat',
  other: 'tee',
}

/** The drawing of a product type as the form holds it: empty or unknown is a T-shirt. */
export const drawingFor = (productType: string | undefined): Drawing =>
  (productTypes as string[]).includes(productType ?? '') ? drawingOf[productType as ProductType] : 'tee'

/** Where artwork goes, in the drawing's own coordinates; `r` turns it (degrees) about its centre. */
export interface Area {
  x: number
  y: number
  w: number
  h: number
  r?: number
}

interface Layout {
  /** How the drawing is placed in the preview's box. */
  at: { x: number; y: number; s: number }
  /** Where each placement the product has is printed; `front` always exists. */
  areas: Partial<Record<Placement, Area>> & { front: Area }
}

const chest: Area = { x: 80, y: 62, w: 80, h: 70 }

/** A top, its front artwork on the chest, or where the garment leaves room (below a hood's cords). */
const top = (
  sleeve: 'short' | 'long',
  front = chest,
  back: Area = { x: 66, y: 48, w: 108, h: 106 },
): Layout => ({
  at: { x: 40, y: 40, s: 1 },
  areas: {
    front,
    custom: { x: 72, y: 100, w: 96, h: 92 },
    back,
    sleeves:
      sleeve === 'short' ? { x: 186, y: 60, w: 26, h: 26, r: 36 } : { x: 194, y: 76, w: 24, h: 30, r: 14 },
  },
})

const layouts: Record<Drawing, Layout> = {
  tee: top('short'),
  jersey: top('short'),
  polo: top('short', { x: 80, y: 92, w: 80, h: 62 }),
  hoodie: top('long', { x: 80, y: 106, w: 80, h: 52 }, { x: 70, y: 104, w: 100, h: 86 }),
  sweatshirt: top('long'),
  // A zipped front takes its artwork on the left chest, clear of the zip.
  jacket: top('long', { x: 132, y: 58, w: 42, h: 40 }),
  'track-top': top('long', { x: 132, y: 58, w: 42, h: 40 }),
  'sports-bra': {
    at: { x: 40, y: 76, s: 1 },
    areas: { front: { x: 92, y: 70, w: 56, h: 44 }, custom: { x: 92, y: 70, w: 56, h: 44 } },
  },
  shorts: {
    at: { x: 44, y: 62, s: 1.45 },
    areas: {
      front: { x: 14, y: 26, w: 46, h: 36 },
      custom: { x: 100, y: 26, w: 46, h: 36 },
      shorts: { x: 104, y: 64, w: 40, h: 32 },
      back: { x: 50, y: 24, w: 60, h: 34 },
    },
  },
  trousers: {
    at: { x: 97, y: 24, s: 1.05 },
    areas: {
      front: { x: 14, y: 34, w: 38, h: 34 },
      custom: { x: 68, y: 34, w: 38, h: 34 },
      shorts: { x: 70, y: 84, w: 36, h: 32 },
      back: { x: 34, y: 24, w: 52, h: 30 },
    },
  },
  leggings: {
    at: { x: 97, y: 24, s: 1.05 },
    areas: {
      front: { x: 18, y: 34, w: 34, h: 30 },
      custom: { x: 68, y: 34, w: 34, h: 30 },
      shorts: { x: 68, y: 84, w: 32, h: 30 },
      back: { x: 34, y: 22, w: 52, h: 28 },
    },
  },
  cap: { at: { x: 32, y: 104, s: 1.35 }, areas: { front: { x: 44, y: 28, w: 62, h: 36 } } },
  beanie: { at: { x: 56, y: 64, s: 1.3 }, areas: { front: { x: 50, y: 100, w: 60, h: 34 } } },
  socks: { at: { x: 78, y: 34, s: 1.1 }, areas: { front: { x: 36, y: 40, w: 46, h: 60 } } },
  glove: { at: { x: 66, y: 40, s: 1.25 }, areas: { front: { x: 56, y: 32, w: 64, h: 52 } } },
  ball: { at: { x: 160, y: 156, s: 2.3 }, areas: { front: { x: -24, y: -24, w: 48, h: 48 } } },
  'hockey-stick': {
    at: { x: 118, y: 26, s: 1.15 },
    areas: { front: { x: -36, y: 82, w: 72, h: 12, r: 90 } },
  },
  'cricket-bat': { at: { x: 160, y: 20, s: 1.05 }, areas: { front: { x: -17, y: 142, w: 34, h: 78 } } },
}

/** The drawings seen from behind when the artwork goes on the back. */
const hasBack = (drawing: Drawing) => layouts[drawing].areas.back !== undefined

/**
 * Where the artwork of `placement` goes on `drawing`: the placement shown (the front when the
 * product has no such place, a cap's sleeve), whether the drawing is seen from behind, where it
 * stands in the preview, and the area, in the drawing's coordinates.
 */
export function placeArtwork(drawing: Drawing, placement: Placement) {
  const layout = layouts[drawing]
  const shown: Placement = layout.areas[placement] ? placement : 'front'
  return {
    shown,
    view: shown === 'back' && hasBack(drawing) ? ('back' as const) : ('front' as const),
    at: layout.at,
    area: layout.areas[shown] ?? layout.areas.front,
  }
}

/** Whether a colour is dark enough to need light marks on it (relative luminance). */
export function isDark(hex: string): boolean {
  const value = Number.parseInt(hex.replace('#', ''), 16)
  const channel = (shift: number) => {
    const v = ((value >> shift) & 0xff) / 255
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0) < 0.3
}

const backNeck = (trim: string) => (
  <path d="M94 16Q120 26 146 16" fill="none" stroke={trim} strokeWidth={7} strokeLinecap="round" />
)
const ribHem = <path d="M0 236H240V262H0Z" fill={c.navy950} opacity={0.1} />
/** A track top's sleeve stripe, light on a dark colour and dark on a light one. */
const trackStripe = (body: string) => (
  <path
    d="M184 30C214 58 226 120 232 220"
    fill="none"
    stroke={isDark(body) ? c.white : c.navy900}
    strokeOpacity={0.85}
    strokeWidth={6}
  />
)

/** A hood seen from behind, hanging over the upper back. */
function HoodBack({ body }: { body: string }) {
  const hood = 'M82 10C74 56 94 92 120 96C146 92 166 56 158 10Q120 -2 82 10Z'
  return (
    <>
      <path d={hood} fill={body} />
      <Shade d={hood} o={0.14} />
      <path d="M120 2V94" stroke={c.navy950} strokeOpacity={0.2} strokeWidth={2} />
    </>
  )
}

/** The drawing of one product, in its colour, from the front or from behind. */
function Product({
  drawing,
  body,
  view,
}: {
  drawing: Drawing
  body: string
  view: 'front' | 'back'
}): ReactNode {
  const back = view === 'back'
  const panels = isDark(body) ? c.white : c.navy900
  switch (drawing) {
    case 'tee':
      return back ? (
        <Top body={body} neck="none" cuffs={false}>
          {backNeck(body)}
        </Top>
      ) : (
        <Top body={body} cuffs={false} />
      )
    case 'jersey':
      return back ? (
        <Top body={body} neck="none">
          {backNeck(body)}
        </Top>
      ) : (
        <Top body={body} neck="v" />
      )
    case 'polo':
      return back ? (
        <Top body={body} neck="none">
          <path d="M92 14Q120 4 148 14L146 28Q120 20 94 28Z" fill={body} />
          <Shade d="M92 14Q120 4 148 14L146 28Q120 20 94 28Z" o={0.2} />
        </Top>
      ) : (
        <Polo body={body} />
      )
    case 'hoodie':
      return back ? (
        <Top body={body} sleeves="long" neck="none" deco={ribHem}>
          <HoodBack body={body} />
        </Top>
      ) : (
        <Hoodie body={body} />
      )
    case 'sweatshirt':
      return back ? (
        <Top body={body} sleeves="long" neck="none" deco={ribHem}>
          {backNeck(body)}
        </Top>
      ) : (
        <Top body={body} sleeves="long" deco={ribHem} />
      )
    case 'jacket':
    case 'track-top': {
      const stripe = drawing === 'track-top' ? trackStripe(body) : undefined
      return back ? (
        <Top body={body} sleeves="long" neck="none" sleeveDeco={stripe}>
          <path d="M90 18L92 2Q120 -6 148 2L150 18Q120 10 90 18Z" fill={body} />
          <Shade d="M90 18L92 2Q120 -6 148 2L150 18Q120 10 90 18Z" o={0.25} />
        </Top>
      ) : (
        <Jacket body={body} trim={body} sleeveDeco={stripe} />
      )
    }
    case 'sports-bra':
      return <SportsBra body={body} />
    case 'shorts':
      return <Shorts body={body} trim={body} back={back} />
    case 'trousers':
      return <Trousers body={body} back={back} />
    case 'leggings':
      return <Trousers body={body} cut="legging" back={back} />
    case 'cap':
      return <Cap body={body} />
    case 'beanie':
      return <Beanie body={body} />
    case 'socks':
      return <Socks body={body} />
    case 'glove':
      return <BoxingGlove body={body} strap={body} />
    case 'ball':
      return <Ball kind="soccer" fill={body} panels={panels} />
    case 'hockey-stick':
      return <HockeyStick body={body} />
    case 'cricket-bat':
      return <Bat />
  }
}

/**
 * A product of the quotation in its colour, placed in the preview's box, with `artwork` drawn
 * over it at `area` (in the drawing's coordinates, so it moves and scales with the drawing).
 */
export function OrderGarment({
  drawing,
  body,
  view,
  at,
  filter,
  artwork,
}: {
  drawing: Drawing
  body: string
  view: 'front' | 'back'
  at: Layout['at']
  /** A filter for the product only (its shadow), as `url(#id)`. */
  filter?: string
  artwork?: ReactNode
}) {
  return (
    <At x={at.x} y={at.y} s={at.s}>
      <g filter={filter}>
        <Product drawing={drawing} body={body} view={view} />
      </g>
      {artwork}
    </At>
  )
}
