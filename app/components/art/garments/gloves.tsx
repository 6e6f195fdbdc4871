import { c } from '../palette'
import { Clipped, Light, Shade, Stitch } from '../svg'

const FIST = 'M30 92C14 46 40 6 84 6C128 6 148 44 142 92C138 120 126 134 114 140H44C36 132 32 116 30 92Z'
const THUMB = 'M38 76C14 72 6 104 20 122C30 134 48 130 52 116C56 100 52 80 38 76Z'

/** A lace-up boxing glove, thumb to the left, in a 150 x 192 box. */
export function BoxingGlove({
  body,
  cuff = c.white,
  strap = body,
}: {
  body: string
  cuff?: string
  strap?: string
}) {
  return (
    <g>
      <Clipped d="M40 134H118L122 188Q80 196 36 188Z" fill={cuff}>
        <Shade d="M96 130H130V200H100Z" o={0.12} />
      </Clipped>
      <path d="M38 150H120V170H38Z" fill={strap} />
      <path d="M38 150H120V170H38Z" fill={c.navy950} opacity={0.18} />
      <Clipped d={FIST} fill={body}>
        <Shade d="M150 0V150H96C128 120 136 60 112 8Z" o={0.2} />
        <Light d="M44 60C44 28 64 16 90 16C70 24 58 40 56 64Z" o={0.28} />
      </Clipped>
      <Stitch d="M48 128Q80 136 112 128" o={0.5} />
      <Clipped d={THUMB} fill={body}>
        <Shade d="M0 60H60V140H0Z" o={0.1} />
      </Clipped>
      <path
        d="M38 76C50 84 54 102 50 118"
        fill="none"
        stroke={c.navy950}
        strokeOpacity={0.25}
        strokeWidth={2}
      />
    </g>
  )
}

/** An open-finger MMA glove in a 130 x 160 box. */
export function MmaGlove({
  body,
  strap = c.ink,
  palm = c.white,
}: {
  body: string
  strap?: string
  palm?: string
}) {
  const pad = 'M16 40C14 14 34 4 66 4C98 4 116 14 114 40L110 96Q66 104 20 96Z'
  return (
    <g>
      <path d="M18 56C-8 52 -8 102 22 100" fill="none" stroke={body} strokeWidth={10} strokeLinecap="round" />
      <path
        d="M18 56C-8 52 -8 102 22 100"
        fill="none"
        stroke={c.navy950}
        strokeOpacity={0.2}
        strokeWidth={10}
        strokeLinecap="round"
      />
      <path d="M22 92H108L112 156Q66 162 18 156Z" fill={palm} />
      <Clipped d={pad} fill={body}>
        <path d="M42 0V30M66 0V32M90 0V30" stroke={c.navy950} strokeOpacity={0.35} strokeWidth={3} />
        <Shade d="M90 0H130V110H80Z" o={0.18} />
        <Light d="M26 40C26 22 40 12 60 12C44 18 36 28 36 44Z" o={0.3} />
      </Clipped>
      <Stitch d="M24 88Q66 96 106 88" o={0.5} />
      <Clipped d="M20 48C2 48 -4 78 6 96C12 106 24 106 26 96Z" fill={body}>
        <Shade d="M-10 40H30V110H-10Z" o={0.12} />
      </Clipped>
      <path d="M14 108H116V140H14Z" fill={strap} />
      <path d="M14 108H116V140H14Z" fill={c.white} opacity={0.08} />
      <path d="M24 116h40v16h-40z" fill={body} opacity={0.9} />
    </g>
  )
}
