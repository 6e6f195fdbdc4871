import { c } from '../palette'
import { circle, Clipped, Light, RoundShade, Shade } from '../svg'

const pent = (cx: number, cy: number, r: number, a0: number) =>
  'M' +
  [0, 1, 2, 3, 4]
    .map((i) => {
      const a = a0 + (i * 2 * Math.PI) / 5
      return `${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`
    })
    .join('L') +
  'Z'

const SEAM = { fill: 'none', strokeWidth: 2.4, strokeLinecap: 'round' } as const

/**
 * Balls of each sport, centred on the origin with radius 50, in their usual colour or `fill`;
 * `panels` colours a football's pentagons.
 */
export function Ball({
  kind,
  fill = { soccer: c.white, basket: c.orange, base: c.offWhite, cricket: c.red }[kind],
  panels = c.navy900,
}: {
  kind: 'soccer' | 'basket' | 'base' | 'cricket'
  fill?: string
  panels?: string
}) {
  return (
    <Clipped d={circle(0, 0, 50)} fill={fill}>
      {kind === 'soccer' && (
        <g fill={panels}>
          <path d={pent(0, 0, 16, -Math.PI / 2)} />
          {[0, 1, 2, 3, 4].map((i) => {
            const a = -Math.PI / 2 + Math.PI / 5 + (i * 2 * Math.PI) / 5
            return <path key={i} d={pent(46 * Math.cos(a), 46 * Math.sin(a), 17, a + Math.PI / 5)} />
          })}
          <path
            d={[0, 1, 2, 3, 4]
              .map((i) => {
                const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5
                return `M${(16 * Math.cos(a)).toFixed(1)} ${(16 * Math.sin(a)).toFixed(1)}L${(36 * Math.cos(a)).toFixed(1)} ${(36 * Math.sin(a)).toFixed(1)}`
              })
              .join('')}
            stroke={panels}
            strokeWidth={2}
          />
        </g>
      )}
      {kind === 'basket' && (
        <path
          d="M-50 0H50M0 -50V50M-34 -38C-14 -14 -14 14 -34 38M34 -38C14 -14 14 14 34 38"
          {...SEAM}
          stroke={c.ink}
          strokeWidth={3}
        />
      )}
      {kind === 'base' && (
        <path
          d="M-34 -38C-14 -14 -14 14 -34 38M34 -38C14 -14 14 14 34 38"
          {...SEAM}
          stroke={c.red}
          strokeDasharray="3 4"
          strokeWidth={5}
        />
      )}
      {kind === 'cricket' && (
        <>
          <path d="M-6 -50V50M6 -50V50" {...SEAM} stroke={c.offWhite} strokeDasharray="3 3" />
          <path d="M0 -50V50" stroke={c.offWhite} strokeOpacity={0.6} strokeWidth={1.5} />
        </>
      )}
      <RoundShade r={50} o={kind === 'soccer' || kind === 'base' ? 0.12 : 0.2} />
      <Light d={circle(-20, -22, 12)} o={0.22} />
    </Clipped>
  )
}

/** An American football, laces up, in a 170 x 100 box centred on the origin. */
export function Football() {
  const d = 'M-84 0C-52 -60 52 -60 84 0C52 60 -52 60 -84 0Z'
  return (
    <Clipped d={d} fill={c.leather}>
      <path d="M-62 -40V40M62 -40V40" stroke={c.white} strokeWidth={7} />
      <Shade d="M-90 12C-40 40 40 40 90 12V60H-90Z" o={0.22} />
      <Light d="M-50 -26C-20 -40 20 -40 50 -26C20 -32 -20 -32 -50 -26Z" o={0.3} />
      <path
        d="M-28 -12H28M-20 -20V-4M-10 -20V-4M0 -20V-4M10 -20V-4M20 -20V-4"
        stroke={c.white}
        strokeWidth={3.5}
        strokeLinecap="round"
      />
    </Clipped>
  )
}

/** A six-panel cap, brim to the right, in a 190 x 90 box. */
export function Cap({ body, brim = body, button = body }: { body: string; brim?: string; button?: string }) {
  return (
    <g>
      <Clipped d="M14 80C10 32 40 8 84 8C128 8 156 32 154 80Z" fill={body}>
        <Shade d="M110 0H170V90H120Z" o={0.16} />
        <path
          d="M84 8C70 32 64 56 66 80M84 8C102 30 110 54 110 80"
          fill="none"
          stroke={c.navy950}
          strokeOpacity={0.25}
          strokeWidth={2}
        />
        <path d="M0 74H170V90H0Z" fill={c.navy950} opacity={0.12} />
      </Clipped>
      <path d="M120 70C152 62 182 70 188 84C170 92 140 92 116 84Z" fill={brim} />
      <Shade d="M116 84C140 92 170 92 188 84C170 88 140 88 118 80Z" o={0.25} />
      <circle cx={84} cy={8} r={5} fill={button} />
    </g>
  )
}

/** An ice-hockey stick, shaft from the origin down to a blade pointing right. */
export function HockeyStick({ body = c.ink, tape = c.white }: { body?: string; tape?: string }) {
  return (
    <g>
      <path d="M-7 0H7L10 214H-6Z" fill={body} />
      <path d="M-7 0H7V34H-7Z" fill={tape} opacity={0.9} />
      <path d="M-6 206H10Q30 226 80 226Q88 226 88 234V244H-2Q-8 244 -8 236Z" fill={body} />
      <path d="M30 230H84V242H30Z" fill={tape} />
      <path d="M1 0L3 214" stroke={c.white} strokeOpacity={0.15} strokeWidth={3} />
    </g>
  )
}

/** A hockey puck, centred on the origin. */
export function Puck() {
  return (
    <g>
      <path d="M-36 0V14A36 11 0 0 0 36 14V0Z" fill={c.ink} />
      <ellipse cx={0} cy={0} rx={36} ry={11} fill={c.charcoal} />
    </g>
  )
}

/** A cricket bat, handle at the origin, face towards the viewer. */
export function Bat() {
  return (
    <g>
      <path d="M-7 0H7V78H-7Z" fill={c.ink} />
      <path
        d="M-7 10H7M-7 24H7M-7 38H7M-7 52H7M-7 66H7"
        stroke={c.white}
        strokeOpacity={0.2}
        strokeWidth={3}
      />
      <Clipped d="M-10 74Q0 68 10 74L22 96V262Q0 272 -22 262V96Z" fill={c.sand}>
        <Shade d="M8 70H30V280H8Z" o={0.14} />
        <path d="M-22 110H22V130H-22Z" fill={c.navy800} />
        <path d="M-22 236H22V244H-22Z" fill={c.accent} />
      </Clipped>
    </g>
  )
}

/** A hex dumbbell lying horizontally in a 200 x 80 box. */
export function Dumbbell({ body = c.charcoal }: { body?: string }) {
  const plate = (x: number) => (
    <g key={x}>
      <path d={`M${x} 8L${x + 16} 0H${x + 34}L${x + 50} 8V72L${x + 34} 80H${x + 16}L${x} 72Z`} fill={body} />
      <path d={`M${x + 34} 0L${x + 50} 8V72L${x + 34} 80Z`} fill={c.navy950} opacity={0.3} />
    </g>
  )
  return (
    <g>
      <path d="M48 32H152V48H48Z" fill={c.silver} />
      <path d="M48 42H152V48H48Z" fill={c.slate} opacity={0.5} />
      {plate(0)}
      {plate(150)}
    </g>
  )
}

/** A rolled exercise mat, seen from the side, in a 200 x 64 box. */
export function Mat({ body }: { body: string }) {
  return (
    <g>
      <path d="M0 0H170V64H0Z" fill={body} />
      <path d="M0 44H170V64H0Z" fill={c.navy950} opacity={0.15} />
      <path d="M0 6H170" stroke={c.white} strokeOpacity={0.25} strokeWidth={3} />
      <circle cx={170} cy={32} r={32} fill={body} />
      <path
        d="M170 32m-4 0a4 4 0 1 1 8 0a10 10 0 1 1 -20 0a16 16 0 1 1 32 0a22 22 0 1 1 -44 0"
        fill="none"
        stroke={c.navy950}
        strokeOpacity={0.3}
        strokeWidth={2.4}
      />
      <path d="M40 -2V66M130 -2V66" stroke={c.ink} strokeOpacity={0.55} strokeWidth={6} />
    </g>
  )
}

/** A squeeze bottle in a 44 x 140 box. */
export function Bottle({ body, cap = c.ink }: { body: string; cap?: string }) {
  return (
    <g>
      <path d="M16 0H28V14H16Z" fill={cap} />
      <path d="M8 12H36L40 26H4Z" fill={cap} />
      <Clipped d="M4 26H40Q44 60 40 80Q44 110 40 136Q22 142 4 136Q0 110 4 80Q0 60 4 26Z" fill={body}>
        <path d="M0 60H44V92H0Z" fill={c.white} opacity={0.85} />
        <Shade d="M28 20H50V150H28Z" o={0.15} />
      </Clipped>
    </g>
  )
}
