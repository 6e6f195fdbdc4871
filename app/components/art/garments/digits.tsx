/** Athletic block numerals as strokes on a 20 x 32 grid, so jersey numbers need no font. */
const DIGITS: Record<string, string> = {
  '0': 'M0 0h20v32H0z',
  '1': 'M4 5l6-5v32',
  '2': 'M0 0h20v16H0v16h20',
  '3': 'M0 0h20v32H0M6 16h14',
  '4': 'M0 0v18h20M16 4v28',
  '5': 'M20 0H0v15h20v17H0',
  '6': 'M20 0H0v32h20V15H0',
  '7': 'M0 0h20L7 32',
  '8': 'M0 0h20v32H0zm0 16h20',
  '9': 'M20 17H0V0h20v32H0',
}

/** Draws `value` centred on (x, y) with the given cap height; `outline` adds a contrast border. */
export function Digits({
  value,
  x,
  y,
  h,
  color,
  outline,
}: {
  value: string
  x: number
  y: number
  h: number
  color: string
  outline?: string
}) {
  const k = h / 32
  const gap = 9
  const width = value.length * 20 + (value.length - 1) * gap
  const path = (stroke: string, w: number) =>
    [...value].map((ch, i) => (
      <path
        key={i}
        d={DIGITS[ch]}
        transform={`translate(${i * (20 + gap)} 0)`}
        fill="none"
        stroke={stroke}
        strokeWidth={w}
        strokeLinecap="square"
      />
    ))
  return (
    <g transform={`translate(${x - (width * k) / 2} ${y - h / 2}) scale(${k})`}>
      {outline && path(outline, 13)}
      {path(color, 7)}
    </g>
  )
}
