import { c } from '../palette'
import { Clipped, Light, Shade, Stitch } from '../svg'

const RIB = { fill: 'none', stroke: c.navy950, strokeOpacity: 0.14, strokeWidth: 2 } as const

/** A cuffed knit beanie, front view, in a 160 x 150 box. */
export function Beanie({ body }: { body: string }) {
  const crown = 'M16 100C12 40 46 8 80 8C114 8 148 40 144 100Z'
  const cuff = 'M8 94Q80 84 152 94V140Q80 150 8 140Z'
  return (
    <g>
      <Clipped d={crown} fill={body}>
        <path d="M40 100C40 60 56 24 80 10M120 100C120 60 104 24 80 10M80 10V100" {...RIB} />
        <Shade d="M104 0H160V110H110Z" o={0.14} />
        <Light d="M36 70C40 40 56 22 76 16C60 30 50 48 48 72Z" o={0.22} />
      </Clipped>
      <Clipped d={cuff} fill={body}>
        <path
          d={Array.from({ length: 18 }, (_, index) => `M${14 + index * 8} 88V150`).join('')}
          {...RIB}
          strokeOpacity={0.1}
        />
        <Shade d="M0 84H160V100Q80 92 0 100Z" o={0.16} />
        <Shade d="M112 84H160V150H116Z" o={0.1} />
      </Clipped>
    </g>
  )
}

/** A crew sock, toe to the right, in a 150 x 232 box. */
export function Socks({ body }: { body: string }) {
  const sock =
    'M30 0H88V148Q88 162 102 168L126 178Q148 188 142 210Q136 230 112 228L44 224Q20 222 24 196L30 150Z'
  return (
    <Clipped d={sock} fill={body}>
      <path d="M0 0H150V26H0Z" fill={c.navy950} opacity={0.08} />
      <path
        d={Array.from({ length: 8 }, (_, index) => `M${36 + index * 7} 2V24`).join('')}
        {...RIB}
        strokeOpacity={0.16}
      />
      <path d="M112 168Q150 176 150 210V240H110Q126 210 112 168Z" fill={c.navy950} opacity={0.12} />
      <path d="M20 176Q40 206 70 226H0V176Z" fill={c.navy950} opacity={0.12} />
      <Shade d="M70 0H100V150H70Z" o={0.08} />
      <Stitch d="M110 172Q132 190 124 226" color={c.navy950} o={0.18} w={1.2} />
    </Clipped>
  )
}

/** A racer-back sports bra, front view, drawn in the tops' 240-wide box (./top.tsx), y 0 to 170. */
export function SportsBra({ body }: { body: string }) {
  const bra =
    'M82 8Q92 4 100 8Q108 46 120 48Q132 46 140 8Q148 4 158 8C162 44 178 74 190 92L192 160Q120 170 48 160L50 92C62 74 78 44 82 8Z'
  return (
    <g>
      <Clipped d={bra} fill={body}>
        <path d="M0 136Q120 148 240 136V180H0Z" fill={c.navy950} opacity={0.14} />
        <Shade d="M170 0C180 60 184 110 190 170H240V0Z" o={0.08} />
        <path d="M60 96Q120 120 180 96" {...RIB} strokeOpacity={0.12} />
      </Clipped>
      <Stitch d="M54 138Q120 150 186 138" o={0.4} />
    </g>
  )
}
