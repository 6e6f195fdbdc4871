import { c } from './palette'
import { a11yProps, At, Stitch, useSvgId } from './svg'
import { Duffel } from './garments/bags'
import { BoxingGlove } from './garments/gloves'
import { Hoodie } from './garments/outer'
import { Top } from './garments/top'

const TAPE = 'M-20 470C120 420 200 520 340 486C450 460 520 380 660 410'

/** The home page hero illustration: a spread of the garments and goods we make. */
export function HeroArt({ className }: { className?: string }) {
  const id = useSvgId()
  return (
    <svg viewBox="0 0 640 560" width={640} height={560} className={className} {...a11yProps()}>
      <defs>
        <clipPath id={id + 'c'}>
          <rect width="640" height="560" rx="32" />
        </clipPath>
        <pattern id={id + 'p'} width="32" height="32" patternUnits="userSpaceOnUse">
          <path d="M0 0H32V32" fill="none" stroke={c.navy500} strokeOpacity={0.35} strokeWidth={1} />
        </pattern>
        <radialGradient id={id + 'g'} cx="0.55" cy="0.4" r="0.6">
          <stop offset="0" stopColor={c.navy700} />
          <stop offset="1" stopColor={c.navy900} />
        </radialGradient>
      </defs>
      <g clipPath={`url(#${id}c)`}>
        <rect width="640" height="560" fill={`url(#${id}g)`} />
        <g transform="rotate(-8 320 280)">
          <rect x="90" y="40" width="420" height="300" fill={`url(#${id}p)`} />
          <path
            d="M140 80H300L330 140L300 300H140L120 180Z"
            fill="none"
            stroke={c.navy100}
            strokeOpacity={0.35}
            strokeWidth={2}
            strokeDasharray="10 7"
          />
          <path
            d="M360 90Q420 70 470 100L460 280H370Z"
            fill="none"
            stroke={c.navy100}
            strokeOpacity={0.3}
            strokeWidth={2}
            strokeDasharray="10 7"
          />
        </g>
        <circle cx="360" cy="230" r="190" fill={c.gold} opacity={0.08} />
        <Stitch d="M-10 110C140 40 300 70 420 30S600 10 660 60" color={c.gold} o={0.7} w={2.5} />
        <At x={34} y={130} s={1.02} r={-8}>
          <Hoodie body={c.navy100} trim={c.navy500} />
        </At>
        <At x={250} y={96} s={1.18} r={5}>
          <Top
            body={c.accent}
            sleeve={c.navy900}
            trim={c.white}
            neck="v"
            number="7"
            numberColor={c.white}
            numberTrim={c.navy900}
            deco={<path d="M-10 118L250 60V76L-10 134Z" fill={c.gold} />}
          />
        </At>
        <path d={TAPE} fill="none" stroke={c.gold} strokeWidth={26} />
        <path
          d={TAPE}
          fill="none"
          stroke={c.ink}
          strokeWidth={10}
          strokeDasharray="1.6 10.4"
          transform="translate(0 -7)"
        />
        <path
          d={TAPE}
          fill="none"
          stroke={c.white}
          strokeOpacity={0.2}
          strokeWidth={3}
          transform="translate(0 -10)"
        />
        <At x={30} y={356} s={0.92} r={-4}>
          <Duffel body={c.navy500} trim={c.ink} accent={c.gold} />
        </At>
        <path
          d="M478 230C486 280 500 300 512 330M540 230C540 280 550 300 560 334"
          fill="none"
          stroke={c.white}
          strokeWidth={3}
        />
        <At x={430} y={320} s={0.78} r={-10}>
          <BoxingGlove body={c.red} />
        </At>
        <At x={622} y={330} s={0.78} r={8} flip>
          <BoxingGlove body={c.red} />
        </At>
        <g transform="translate(560 70)">
          <path d="M-22 -34H22V-26H-22ZM-22 26H22V34H-22Z" fill={c.sand} />
          <rect x="-16" y="-26" width="32" height="52" fill={c.gold} />
          <path
            d="M-16 -18H16M-16 -8H16M-16 2H16M-16 12H16"
            stroke={c.ink}
            strokeOpacity={0.2}
            strokeWidth={2}
          />
          <path d="M16 10C50 30 40 80 0 110" fill="none" stroke={c.gold} strokeWidth={2} />
        </g>
      </g>
    </svg>
  )
}
