import type { ReactNode } from 'react'
import { useSvgId } from './svg'

const W = 480
const H = 360

/** Repeating textures, each a tile in the colour `ink`. */
const TILES = {
  stitch: {
    size: 28,
    rotate: 45,
    body: (ink: string) => <path d="M0 14H28" stroke={ink} strokeWidth={1.4} strokeDasharray="5 4" />,
  },
  weave: {
    size: 16,
    rotate: 0,
    body: (ink: string) => (
      <path d="M1 4h6M9 12h6M4 9v6M12 1v6" stroke={ink} strokeWidth={1.4} strokeLinecap="round" />
    ),
  },
  mesh: {
    size: 14,
    rotate: 0,
    body: (ink: string) => (
      <g fill={ink}>
        <circle cx={3.5} cy={3.5} r={1.6} />
        <circle cx={10.5} cy={10.5} r={1.6} />
      </g>
    ),
  },
  grid: {
    size: 60,
    rotate: 0,
    body: (ink: string) => (
      <>
        <path
          d="M12 0v60M24 0v60M36 0v60M48 0v60M0 12h60M0 24h60M0 36h60M0 48h60"
          stroke={ink}
          strokeWidth={0.6}
        />
        <path d="M0 0h60M0 0v60" stroke={ink} strokeWidth={1.4} />
      </>
    ),
  },
  herringbone: {
    size: 20,
    rotate: 0,
    body: (ink: string) => (
      <path d="M0 0l10 10M10 10l10-10M0 10l10 10M10 20l10-10" stroke={ink} strokeWidth={1.2} fill="none" />
    ),
  },
  pinstripe: {
    size: 18,
    rotate: 0,
    body: (ink: string) => <path d="M9 0v18" stroke={ink} strokeWidth={1} strokeDasharray="3 3" />,
  },
}

/** Sport markings drawn in white over the backdrop: a pitch, a court, a rink... */
const MARKINGS: Record<string, ReactNode> = {
  pitch: (
    <>
      <path d="M240 0V360M-10 20H490" />
      <circle cx={240} cy={180} r={70} />
      <path d="M380 90H480M380 90V270H480M440 140V220H480" />
    </>
  ),
  court: (
    <>
      <path d="M-10 300H490M180 300V150H300V300" />
      <circle cx={240} cy={150} r={60} />
      <path d="M40 300V330M440 300V330M40 300C40 110 440 110 440 300" transform="translate(0 -60)" />
    </>
  ),
  diamond: (
    <>
      <path d="M240 330L80 170L240 10L400 170Z" />
      <circle cx={240} cy={170} r={24} />
    </>
  ),
  rink: (
    <>
      <path d="M240 0V360M150 0V360M330 0V360" />
      <circle cx={240} cy={180} r={80} />
      <circle cx={240} cy={180} r={6} />
    </>
  ),
  gridiron: (
    <path
      d="M40 0V360M120 0V360M200 0V360M280 0V360M360 0V360M440 0V360M0 110H480M0 250H480"
      strokeDasharray="2 18"
    />
  ),
  crease: (
    <>
      <path d="M170 -10V370M310 -10V370M150 70H330M150 290H330M190 40V70M290 40V70M190 290V320M290 290V320" />
    </>
  ),
  tatami: (
    <path d="M0 120H480M0 240H480M160 0V120M320 120V240M120 240V360M360 240V360M240 0V120M240 240V360" />
  ),
  lanes: (
    <path d="M-20 400C80 160 400 160 500 400M-20 340C80 100 400 100 500 340M-20 280C80 40 400 40 500 280M-20 220C80 -20 400 -20 500 220" />
  ),
  ropes: <path d="M0 70H480M0 120H480M0 170H480M60 50V190M420 50V190" />,
  none: null,
}

export type BackdropProps = {
  tone: string
  ink: string
  tile?: keyof typeof TILES
  marks?: keyof typeof MARKINGS
  /** The lighter floor band products stand on. */
  floor?: string
}

/** The soft background of a product shot: a tone, a fabric or sport texture and a floor. */
export function Backdrop({ tone, ink, tile = 'stitch', marks = 'none', floor }: BackdropProps) {
  const id = useSvgId()
  const t = TILES[tile]
  return (
    <>
      <defs>
        <pattern
          id={id}
          width={t.size}
          height={t.size}
          patternUnits="userSpaceOnUse"
          patternTransform={`rotate(${t.rotate})`}
        >
          {t.body(ink)}
        </pattern>
        <radialGradient id={id + 'g'} cx="0.3" cy="0.2" r="0.9">
          <stop offset="0" stopColor="#fff" stopOpacity={0.55} />
          <stop offset="1" stopColor="#fff" stopOpacity={0} />
        </radialGradient>
      </defs>
      <rect width={W} height={H} fill={tone} />
      <rect width={W} height={H} fill={`url(#${id})`} opacity={0.13} />
      <g fill="none" stroke="#fff" strokeWidth={3} opacity={0.55}>
        {MARKINGS[marks]}
      </g>
      {floor && <path d="M0 300Q240 282 480 300V360H0Z" fill={floor} opacity={0.5} />}
      <rect width={W} height={H} fill={`url(#${id}g)`} />
    </>
  )
}
