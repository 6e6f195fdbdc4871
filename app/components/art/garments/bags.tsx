import { c } from '../palette'
import { Clipped, Light, Shade, Stitch } from '../svg'

/** A kit holdall in a 280 x 170 box, handles above y = 40. */
export function Duffel({
  body,
  trim = c.ink,
  accent = c.accent,
}: {
  body: string
  trim?: string
  accent?: string
}) {
  return (
    <g>
      <path
        d="M100 50C100 -2 180 -2 180 50"
        fill="none"
        stroke={trim}
        strokeWidth={10}
        strokeLinecap="round"
      />
      <Clipped
        d="M30 60C30 46 40 40 56 40H224C240 40 250 46 250 60V150C250 160 244 166 232 166H48C36 166 30 160 30 150Z"
        fill={body}
      >
        <path d="M0 146H280V170H0Z" fill={trim} />
        <path d="M0 40H62V170H0ZM218 40H280V170H218Z" fill={trim} opacity={0.85} />
        <path d="M62 102H218V110H62Z" fill={accent} />
        <Shade d="M180 40H280V170H160Z" o={0.12} />
        <Light d="M62 46H200V54H62Z" o={0.2} />
      </Clipped>
      <path d="M62 56H218" stroke={c.silver} strokeWidth={3} strokeDasharray="2 2" />
      <path d="M206 50h8v16h-8z" fill={c.silver} />
      <path d="M96 44V110M184 44V110" stroke={trim} strokeWidth={8} />
      <Stitch d="M66 64V142M214 64V142" o={0.4} w={1.3} />
    </g>
  )
}

/** A backpack, front view, in a 170 x 220 box. */
export function Backpack({
  body,
  trim = c.ink,
  accent = c.gold,
}: {
  body: string
  trim?: string
  accent?: string
}) {
  return (
    <g>
      <path d="M70 14C70 -8 100 -8 100 14" fill="none" stroke={trim} strokeWidth={7} />
      <path d="M22 70L10 200M148 70L160 200" stroke={trim} strokeWidth={10} strokeLinecap="round" />
      <Clipped
        d="M22 64C22 24 50 10 85 10C120 10 148 24 148 64V202Q148 216 134 216H36Q22 216 22 202Z"
        fill={body}
      >
        <path d="M0 190H170V220H0Z" fill={trim} />
        <Shade d="M120 0H170V220H112Z" o={0.14} />
        <Light d="M40 40C48 24 66 18 86 18C66 24 54 34 48 54Z" o={0.25} />
      </Clipped>
      <path
        d="M34 70C42 40 128 40 136 70"
        fill="none"
        stroke={c.silver}
        strokeWidth={3}
        strokeDasharray="2 2"
      />
      <path
        d="M40 118Q40 108 50 108H120Q130 108 130 118V178Q130 186 122 186H48Q40 186 40 178Z"
        fill={trim}
        opacity={0.9}
      />
      <path d="M48 124H122" stroke={accent} strokeWidth={4} />
      <Stitch d="M46 114H124" o={0.35} w={1.2} />
      <path d="M76 140h18v12h-18z" fill={accent} />
    </g>
  )
}
