/** Athletic block numerals as strokes on a 24 x 36 grid, so jersey numbers need no font. */
const DIGITS: Record<string, string> = {
  '0': 'M0 0h24v36H0z',
  '1': 'M5 6l8-6v36',
  '2': 'M0 0h24v18H0v18h24',
  '3': 'M0 0h24v36H0M8 18h16',
  '4': 'M0 0v21h24M19 5v31',
  '5': 'M24 0H0v17h24v19H0',
  '6': 'M24 0H0v36h24V17H0',
  '7': 'M0 0h24L9 36',
  '8': 'M0 0h24v36H0zm0 17h24',
  '9': 'M24 19H0V0h24v36H0',
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
  const k = h / 36
  const gap = 10
  const width = value.length * 24 + (value.length - 1) * gap
  const glyphs = (stroke: string, w: number) =>
    [...value].map((ch, i) => (
      <path
        key={i}
        d={DIGITS[ch]}
        transform={`translate(${i * (24 + gap)} 0)`}
        stroke={stroke}
        strokeWidth={w}
      />
    ))
  return (
    <g
      transform={`translate(${x - (width * k) / 2} ${y - h / 2}) scale(${k})`}
      fill="none"
      strokeLinecap="square"
    >
      {outline && glyphs(outline, 10)}
      {glyphs(color, 5.5)}
    </g>
  )
}
