import type { ReactNode } from 'react'
import { c } from '../palette'
import { Clipped, Shade, Stitch } from '../svg'

const EDGE = { fill: 'none', stroke: c.navy950, strokeOpacity: 0.25, strokeWidth: 2 } as const

/** Sports shorts flat-laid in a 160 x 130 box. `split` opens the side hem as on running shorts. */
export function Shorts({
  body,
  trim = c.white,
  band = body,
  stripe,
  split,
  long,
  bib,
  back,
  children,
}: {
  body: string
  trim?: string
  band?: string
  stripe?: string
  split?: boolean
  long?: boolean
  /** Bib straps instead of a drawstring waist, as on cycling bib shorts. */
  bib?: boolean
  /** Seen from behind: a plain waistband, no drawstring. */
  back?: boolean
  children?: ReactNode
}) {
  const y = long ? 140 : 118
  const d = `M14 0H146L160 ${y}Q122 ${y + 8} 88 ${y + 2}L80 54L72 ${y + 2}Q38 ${y + 8} 0 ${y}Z`
  return (
    <g>
      <Clipped d={d} fill={body}>
        {stripe && <path d={`M144 0L158 ${y + 10}M16 0L2 ${y + 10}`} stroke={stripe} strokeWidth={9} />}
        {split && (
          <path
            d={`M160 ${y - 26}L140 ${y + 10}H170ZM0 ${y - 26}L20 ${y + 10}H-10Z`}
            fill={c.navy950}
            opacity={0.55}
          />
        )}
        <path d={`M0 ${y - 10}H160V${y + 20}H0Z`} fill={trim} opacity={0.9} />
        <Shade d={`M104 0H170V${y + 20}H92Z`} o={0.1} />
        {children}
      </Clipped>
      {bib ? (
        <>
          <path d="M48 -86H112V-62Q80 -54 48 -62Z" fill={band} opacity={0.85} />
          <path d="M36 6L52 -80M124 6L108 -80" stroke={band} strokeWidth={16} />
          <Stitch d="M52 -78H108" o={0.35} w={1.2} />
        </>
      ) : (
        <>
          <path d="M13 0H147V16H13Z" fill={band} />
          <path d="M13 0H147V16H13Z" fill={c.navy950} opacity={0.12} />
          {!back && (
            <path
              d="M76 16L80 36L84 16"
              fill="none"
              stroke={c.white}
              strokeWidth={2.4}
              strokeLinecap="round"
            />
          )}
        </>
      )}
      <Stitch d={`M80 ${bib ? 4 : 20}V50`} color={c.navy950} o={0.25} w={1.2} />
    </g>
  )
}

const LEG = {
  trouser: 'M10 0H110L118 262H72L60 72L48 262H2Z',
  legging: 'M14 0H106L96 262H70L60 84L50 262H24Z',
  jogger: 'M10 0H110L112 248Q102 262 74 256L60 76L46 256Q18 262 8 248Z',
}

/** Full-length legwear in a 120 x 262 box: tailored trousers, leggings or cuffed joggers. */
export function Trousers({
  body,
  band = body,
  cut = 'trouser',
  cargo,
  stripe,
  back,
  children,
}: {
  body: string
  band?: string
  cut?: keyof typeof LEG
  cargo?: boolean
  stripe?: string
  /** Seen from behind: no fly nor front pockets. */
  back?: boolean
  children?: ReactNode
}) {
  return (
    <g>
      <Clipped d={LEG[cut]} fill={body}>
        {stripe && (
          <path
            d={cut === 'legging' ? 'M104 0L94 262M16 0L26 262' : 'M106 0L112 262M14 0L8 262'}
            stroke={stripe}
            strokeWidth={8}
          />
        )}
        {cut === 'jogger' && <path d="M0 236H120V270H0Z" fill={band} />}
        {children}
        <Shade d="M84 0H130V270H70L60 72Z" o={0.12} />
      </Clipped>
      <path d="M9 0H111V18H9Z" fill={band} />
      <path d="M9 0H111V18H9Z" fill={c.navy950} opacity={0.1} />
      {cut === 'trouser' && !back && (
        <>
          <path d="M20 20Q34 34 36 52M100 20Q86 34 84 52" {...EDGE} />
          <Stitch d="M60 20V60Q62 68 70 66" color={c.navy950} o={0.3} w={1.3} />
          <path d="M31 18V262M89 18V262" stroke={c.white} strokeOpacity={0.1} strokeWidth={2} />
        </>
      )}
      {cut === 'legging' && !back && (
        <Stitch d="M60 18V84M18 18Q40 40 58 84" color={c.white} o={0.3} w={1.2} />
      )}
      {cargo && (
        <>
          <path d="M86 124H114L116 176H88Z" fill={c.navy950} opacity={0.12} />
          <path d="M86 124H114L116 176H88ZM86 124H114V136H86" {...EDGE} />
        </>
      )}
    </g>
  )
}
