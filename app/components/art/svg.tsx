import { useId, type ReactNode } from 'react'
import { brandColours as brand } from '~/lib/brand-tokens'

/** A useId value that is safe inside url(#...) whatever format React gives it. */
export function useSvgId(): string {
  return 'a' + useId().replace(/[^\w-]/g, '')
}

export function a11yProps(label?: string) {
  return label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': true, focusable: 'false' } as const)
}

/** Places a drawing made in its own local coordinates. */
export function At({
  x = 0,
  y = 0,
  s = 1,
  r = 0,
  flip,
  children,
}: {
  x?: number
  y?: number
  s?: number
  r?: number
  /** Mirror left to right about the local origin. */
  flip?: boolean
  children: ReactNode
}) {
  return <g transform={`translate(${x} ${y}) rotate(${r}) scale(${flip ? -s : s} ${s})`}>{children}</g>
}

/** A circle as path data, for clip paths and cut-outs. */
export const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`

/** Shadow on the lower right of a round object of radius r centred on the origin. */
export function RoundShade({ r, o = 0.2 }: { r: number; o?: number }) {
  return (
    <path
      d={`M${-2 * r} ${-2 * r}H${2 * r}V${2 * r}H${-2 * r}Z` + circle(-r * 0.18, -r * 0.22, r)}
      fill={brand.navy950}
      opacity={o}
      fillRule="evenodd"
    />
  )
}

/** A soft contact shadow on the floor of a product shot. */
export function Shadow({
  cx,
  cy,
  rx,
  ry = rx / 7,
  o = 0.14,
}: {
  cx: number
  cy: number
  rx: number
  ry?: number
  o?: number
}) {
  return <ellipse cx={cx} cy={cy} rx={rx} ry={ry} fill={brand.ink} opacity={o} />
}

/** Fills `d`, then draws children clipped to it, so panels, stripes and shading never spill over the edge. */
export function Clipped({ d, fill, children }: { d: string; fill: string; children?: ReactNode }) {
  const id = useSvgId()
  return (
    <>
      <clipPath id={id}>
        <path d={d} />
      </clipPath>
      <path d={d} fill={fill} />
      <g clipPath={`url(#${id})`}>{children}</g>
    </>
  )
}

/** A shadow tone laid over a base colour; light always comes from the top left. */
export function Shade({ d, o = 0.14 }: { d: string; o?: number }) {
  return <path d={d} fill={brand.navy950} opacity={o} />
}

export function Light({ d, o = 0.12 }: { d: string; o?: number }) {
  return <path d={d} fill="#fff" opacity={o} />
}

/** A row of running stitches along a path. */
export function Stitch({
  d,
  color = '#fff',
  o = 0.55,
  w = 1.6,
}: {
  d: string
  color?: string
  o?: number
  w?: number
}) {
  return (
    <path
      d={d}
      fill="none"
      stroke={color}
      strokeOpacity={o}
      strokeWidth={w}
      strokeDasharray="5 4"
      strokeLinecap="round"
    />
  )
}
