import type { ReactNode } from 'react'
import { scaleBand, scaleLinear } from 'd3-scale'
import { line, stack } from 'd3-shape'
import { brandColours } from '../../app/lib/brand-tokens'
import type { Series } from './queries'

/*
 * The reports' charts, drawn on the server as SVG: scales and shapes from d3, the marks written by
 * React. A chart is a picture of a table printed beside it, so it is one image to a screen reader
 * (its title says what it shows); the numbers are read in the table. Colours are presentation
 * attributes, not styles: the inbox's policy allows no inline style.
 */

/** Series colours in order, each at least 3:1 against white; the last, grey, is for "Other". */
export const seriesColours = [
  brandColours.navy700,
  brandColours.accent,
  '#0f766e',
  '#8a5a00',
  '#6b46c1',
  '#2563a8',
  '#5b6472',
] as const

export const colourOf = (index: number, name: string) =>
  name === 'Other' ? seriesColours[6] : seriesColours[index % 6]!

const font = { fontSize: 12, fill: brandColours.muted }
const margin = { top: 12, right: 12, bottom: 28, left: 44 }

/** A few round values for a count axis. */
const ticksOf = (max: number) =>
  scaleLinear()
    .domain([0, Math.max(1, max)])
    .nice(4)
    .ticks(4)

function Frame({
  title,
  width,
  height,
  children,
}: {
  title: string
  width: number
  height: number
  children: ReactNode
}) {
  return (
    <svg className="chart" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title} focusable="false">
      {children}
    </svg>
  )
}

/** The colour key of a chart's series, as text. */
export function Legend({ series }: { series: ReadonlyArray<{ name: string; label?: string }> }) {
  return (
    <ul className="legend">
      {series.map((entry, index) => (
        <li key={entry.name}>
          <svg width="12" height="12" aria-hidden="true" focusable="false">
            <rect width="12" height="12" rx="2" fill={colourOf(index, entry.name)} />
          </svg>
          {entry.label ?? entry.name}
        </li>
      ))}
    </ul>
  )
}

/** Counts per week, the series stacked in each week's bar. */
export function StackedBars({
  title,
  ticks,
  series,
  width = 640,
  height = 240,
}: {
  title: string
  /** One label per week, in order. */
  ticks: readonly string[]
  series: readonly Series[]
  width?: number
  height?: number
}) {
  const rows = ticks.map((_tick, at) =>
    Object.fromEntries(series.map((entry) => [entry.name, entry.values[at] ?? 0])),
  )
  const layers = stack<Record<string, number>>().keys(series.map((entry) => entry.name))(rows)
  const max = Math.max(0, ...layers.flatMap((layer) => layer.map(([, top]) => top)))
  const y = scaleLinear()
    .domain([0, Math.max(1, max)])
    .nice(4)
    .range([height - margin.bottom, margin.top])
  const x = scaleBand<number>()
    .domain(ticks.map((_tick, at) => at))
    .range([margin.left, width - margin.right])
    .padding(0.25)
  // Labels under every bar while they fit; else every second, fourth…
  const every = Math.max(1, Math.ceil(ticks.length / Math.floor((width - margin.left) / 56)))
  return (
    <Frame title={title} width={width} height={height}>
      {ticksOf(max).map((value) => (
        <g key={value}>
          <line
            x1={margin.left}
            x2={width - margin.right}
            y1={y(value)}
            y2={y(value)}
            stroke={brandColours.line}
          />
          <text x={margin.left - 6} y={y(value)} dy="0.32em" textAnchor="end" {...font}>
            {value}
          </text>
        </g>
      ))}
      {layers.map((layer, index) => (
        <g key={layer.key} fill={colourOf(index, layer.key)}>
          {layer.map(([bottom, top], at) =>
            top > bottom ? (
              <rect key={at} x={x(at)} width={x.bandwidth()} y={y(top)} height={y(bottom) - y(top)} />
            ) : null,
          )}
        </g>
      ))}
      {ticks.map((tick, at) =>
        at % every === 0 ? (
          <text key={tick} x={x(at)! + x.bandwidth() / 2} y={height - 8} textAnchor="middle" {...font}>
            {tick}
          </text>
        ) : null,
      )}
    </Frame>
  )
}

/** A share (0 to 1) per week as a line, a dot at each week that has one. */
export function ShareLine({
  title,
  ticks,
  shares,
  width = 640,
  height = 220,
}: {
  title: string
  ticks: readonly string[]
  shares: ReadonlyArray<number | undefined>
  width?: number
  height?: number
}) {
  const y = scaleLinear()
    .domain([0, 1])
    .range([height - margin.bottom, margin.top])
  const x = scaleLinear()
    .domain([0, Math.max(1, ticks.length - 1)])
    .range([margin.left + 12, width - margin.right - 12])
  const points = shares.map((share, at) => [at, share] as const)
  const path = line<(typeof points)[number]>()
    .defined(([, share]) => share !== undefined)
    .x(([at]) => x(at))
    .y(([, share]) => y(share ?? 0))(points)
  const every = Math.max(1, Math.ceil(ticks.length / Math.floor((width - margin.left) / 56)))
  return (
    <Frame title={title} width={width} height={height}>
      {[0, 0.25, 0.5, 0.75, 1].map((value) => (
        <g key={value}>
          <line
            x1={margin.left}
            x2={width - margin.right}
            y1={y(value)}
            y2={y(value)}
            stroke={brandColours.line}
          />
          <text x={margin.left - 6} y={y(value)} dy="0.32em" textAnchor="end" {...font}>
            {`${value * 100}%`}
          </text>
        </g>
      ))}
      {path && <path d={path} fill="none" stroke={seriesColours[0]} strokeWidth={2.5} />}
      {points.map(([at, share]) =>
        share === undefined ? null : (
          <circle key={at} cx={x(at)} cy={y(share)} r={3.5} fill={seriesColours[0]} />
        ),
      )}
      {ticks.map((tick, at) =>
        at % every === 0 ? (
          <text key={tick} x={x(at)} y={height - 8} textAnchor="middle" {...font}>
            {tick}
          </text>
        ) : null,
      )}
    </Frame>
  )
}

/** One bar per row, its label on the left and its value written at its end. */
export function Bars({
  title,
  rows,
  format = String,
  max,
  width = 640,
}: {
  title: string
  rows: ReadonlyArray<{ label: string; value: number }>
  format?: (value: number) => string
  /** The scale's end; the largest value when not given. */
  max?: number
  width?: number
}) {
  const band = 28
  const left = 170
  const height = Math.max(1, rows.length) * band + 8
  const y = scaleBand<number>()
    .domain(rows.map((_row, at) => at))
    .range([4, height - 4])
    .padding(0.2)
  const x = scaleLinear()
    .domain([0, Math.max(max ?? 0, ...rows.map((row) => row.value), 1e-9)])
    .range([left, width - 64])
  const clip = (label: string) => (label.length > 24 ? `${label.slice(0, 23)}…` : label)
  return (
    <Frame title={title} width={width} height={height}>
      {rows.map((row, at) => (
        <g key={`${row.label}-${at}`}>
          <text
            x={left - 8}
            y={y(at)! + y.bandwidth() / 2}
            dy="0.32em"
            textAnchor="end"
            {...font}
            fill={brandColours.ink}
          >
            {clip(row.label)}
          </text>
          <rect
            x={left}
            y={y(at)}
            width={Math.max(0, x(row.value) - left)}
            height={y.bandwidth()}
            rx={2}
            fill={colourOf(0, row.label)}
          />
          <text x={x(row.value) + 6} y={y(at)! + y.bandwidth() / 2} dy="0.32em" {...font}>
            {format(row.value)}
          </text>
        </g>
      ))}
    </Frame>
  )
}
