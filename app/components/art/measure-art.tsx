import type { Measurement } from '~/content/size-charts'
import { Shorts } from './garments/bottoms'
import { Top } from './garments/top'
import { c } from './palette'
import { a11yProps, At, useSvgId } from './svg'

/** Each measurement's letter, shared by the drawing and the chart's column headings. */
export const measurementLetters: Record<Measurement, string> = {
  halfChest: 'A',
  bodyLength: 'B',
  sleeve: 'C',
  waist: 'D',
  hip: 'E',
}

/**
 * Where each measurement is taken, as an arrow from end to end and the spot its letter sits, in the
 * garments' own coordinates: the top's 240 x 260 box and the shorts' 160 x 130 box (garments/).
 */
const topArrows = {
  halfChest: { d: 'M56 118H184', at: [120, 108] },
  bodyLength: { d: 'M94 22V246', at: [80, 176] },
  sleeve: { d: 'M178 20L218 44C231 68 240 128 244 208', at: [252, 120] },
} as const
const shortsArrows = {
  waist: { d: 'M18 8H142', at: [80, -10] },
  hip: { d: 'M10 46H150', at: [80, 66] },
} as const

function Arrow({
  d,
  at,
  letter,
  marker,
}: {
  d: string
  at: readonly [number, number]
  letter: string
  marker: string
}) {
  return (
    <g>
      <path
        d={d}
        fill="none"
        stroke={c.accentStrong}
        strokeWidth={3}
        strokeLinecap="round"
        markerStart={`url(#${marker})`}
        markerEnd={`url(#${marker})`}
      />
      <circle cx={at[0]} cy={at[1]} r={11} fill={c.navy900} />
      <text
        x={at[0]}
        y={at[1]}
        dy="0.35em"
        textAnchor="middle"
        fontSize={13}
        fontWeight={700}
        fill={c.white}
        fontFamily="inherit"
      >
        {letter}
      </text>
    </g>
  )
}

/**
 * How a chart's garments are measured: a long-sleeved top and a pair of shorts laid flat, each
 * measurement an arrow with its letter, in the site's flat garment style. `label` says what it shows.
 */
export function MeasureArt({ label, className }: { label: string; className?: string }) {
  const marker = useSvgId()
  return (
    <svg viewBox="0 0 460 300" className={className} {...a11yProps(label)}>
      <defs>
        <marker
          id={marker}
          viewBox="0 0 10 10"
          refX={5}
          refY={5}
          markerWidth={4}
          markerHeight={4}
          orient="auto-start-reverse"
        >
          <path d="M0 0L10 5L0 10Z" fill={c.accentStrong} />
        </marker>
      </defs>
      <rect width={460} height={300} rx={16} fill={c.tGrey} />
      <At x={4} y={22}>
        <Top body={c.navy100} trim={c.navy500} sleeves="long" />
        {Object.entries(topArrows).map(([name, arrow]) => (
          <Arrow key={name} {...arrow} letter={measurementLetters[name as Measurement]} marker={marker} />
        ))}
      </At>
      <At x={286} y={96}>
        <Shorts body={c.navy100} band={c.navy500} trim={c.navy100} />
        {Object.entries(shortsArrows).map(([name, arrow]) => (
          <Arrow key={name} {...arrow} letter={measurementLetters[name as Measurement]} marker={marker} />
        ))}
      </At>
    </svg>
  )
}
