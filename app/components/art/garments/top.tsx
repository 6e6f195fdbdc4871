import type { ReactNode } from 'react'
import { Clipped, Shade, Stitch } from '../svg'
import { Digits } from './digits'

/** Every top is drawn flat-laid in a 240 x 260 box, centre line x = 120, collar at the top. */
export const TORSO = {
  tee: 'M94 16Q120 8 146 16L186 30C188 60 188 80 190 104L192 250Q120 258 48 250L50 104C52 80 52 60 54 30Z',
  singlet: 'M84 10Q120 2 156 10C158 54 174 86 192 100L194 250Q120 258 46 250L48 100C66 86 82 54 84 10Z',
  vest: 'M92 14Q120 6 148 14L178 24C176 62 182 88 192 100L194 250Q120 258 46 250L48 100C58 88 64 62 62 24Z',
}

const SLEEVE = {
  short: 'M172 25L228 66L205 110L186 102Z',
  long: 'M172 25L214 50C226 72 234 130 238 216L210 220C206 164 200 128 188 104Z',
}
const CUFF = { short: 'M216 40L240 60L212 118L190 108Z', long: 'M200 200H250V230H200Z' }

const NECK = {
  crew: { inner: 'M94 16Q120 8 146 16Q120 48 94 16Z', rib: 'M94 16Q120 48 146 16' },
  v: { inner: 'M94 16Q120 8 146 16L120 54Z', rib: 'M94 16L120 54L146 16' },
  scoop: { inner: 'M84 10Q120 2 156 10Q120 70 84 10Z', rib: 'M84 10Q120 70 156 10' },
}

export type TopProps = {
  body: string
  sleeve?: string
  trim?: string
  cut?: keyof typeof TORSO
  sleeves?: keyof typeof SLEEVE | 'none'
  neck?: keyof typeof NECK | 'none'
  /** Cuff bands in the trim colour. */
  cuffs?: boolean
  /** Drawn inside the torso outline (panels, stripes, prints). */
  deco?: ReactNode
  /** Drawn inside each sleeve, in right-sleeve coordinates. */
  sleeveDeco?: ReactNode
  number?: string
  numberColor?: string
  numberTrim?: string
  /** Drawn on top of everything, unclipped (collars, zips, pockets). */
  children?: ReactNode
  /** Drawn behind the torso (a hood). */
  behind?: ReactNode
}

function Sleeve({
  kind,
  fill,
  trim,
  cuffs,
  deco,
  dark,
}: {
  kind: keyof typeof SLEEVE
  fill: string
  trim: string
  cuffs: boolean
  deco?: ReactNode
  dark: boolean
}) {
  return (
    <Clipped d={SLEEVE[kind]} fill={fill}>
      {deco}
      {cuffs && <path d={CUFF[kind]} fill={trim} />}
      {dark && <Shade d="M150 0H260V240H150Z" o={0.1} />}
      <Shade
        d={kind === 'long' ? 'M188 104C200 130 206 170 210 220H170Z' : 'M186 102L205 110L180 120Z'}
        o={0.12}
      />
    </Clipped>
  )
}

export function Top({
  body,
  sleeve = body,
  trim = body,
  cut = 'tee',
  sleeves = 'short',
  neck = 'crew',
  cuffs = true,
  deco,
  sleeveDeco,
  number,
  numberColor = '#fff',
  numberTrim,
  children,
  behind,
}: TopProps) {
  const n = neck === 'none' ? null : NECK[neck]
  return (
    <g>
      {behind}
      {sleeves !== 'none' && (
        <>
          <g transform="matrix(-1 0 0 1 240 0)">
            <Sleeve kind={sleeves} fill={sleeve} trim={trim} cuffs={cuffs} deco={sleeveDeco} dark={false} />
          </g>
          <Sleeve kind={sleeves} fill={sleeve} trim={trim} cuffs={cuffs} deco={sleeveDeco} dark />
        </>
      )}
      <Clipped d={TORSO[cut]} fill={body}>
        {deco}
        <Shade d="M170 0C180 90 180 180 186 260H240V0Z" o={0.07} />
        <Shade d="M0 236Q120 246 240 236V262H0Z" o={0.08} />
        {number && <Digits value={number} x={120} y={142} h={68} color={numberColor} outline={numberTrim} />}
      </Clipped>
      <Stitch d={`M${cut === 'tee' ? 52 : 48} 240Q120 248 ${cut === 'tee' ? 188 : 192} 240`} o={0.35} />
      {n && (
        <>
          <path d={n.inner} fill={body} />
          <Shade d={n.inner} o={0.38} />
          <path d={n.rib} fill="none" stroke={trim} strokeWidth={7} strokeLinejoin="round" />
        </>
      )}
      {children}
    </g>
  )
}
