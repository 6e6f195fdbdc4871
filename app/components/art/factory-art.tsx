import { c } from './palette'
import { a11yProps, useSvgId } from './svg'

const ROLLS = [
  c.accent,
  c.navy500,
  c.gold,
  c.teal,
  c.white,
  c.red,
  c.sky,
  c.plum,
  c.sand,
  c.green,
  c.grey,
  c.maroon,
]

const TEE = 'M-10 0L-22 6L-26 18L-18 21V60H18V21L26 18L22 6L10 0Q0 6 -10 0Z'

/** A sewing machine at its table, drawn with the table's front left corner at the origin. */
function Station({ s = 1 }: { s?: number }) {
  return (
    <g transform={`scale(${s})`}>
      <path d="M0 0H200L230 -40H40Z" fill={c.navy500} />
      <path d="M0 0H200V12H0Z" fill={c.navy700} />
      <path d="M10 12V110M190 12V110M220 -30V80" stroke={c.navy950} strokeWidth={8} />
      <path d="M56 -20L62 -30H196L190 -20Z" fill={c.navy100} />
      <path d="M160 -100H186V-30H160Z" fill={c.navy100} />
      <path d="M64 -100Q64 -112 76 -112H178Q190 -112 190 -100V-86H64Z" fill={c.navy100} />
      <path d="M64 -100H92V-52H64Z" fill={c.navy100} />
      <path d="M160 -100H190V-30H160ZM64 -60H92V-52H64Z" fill={c.navy950} opacity={0.2} />
      <path d="M78 -52V-34" stroke={c.silver} strokeWidth={3} />
      <circle cx={194} cy={-80} r={10} fill={c.grey} />
      <rect x="120" y="-124" width="10" height="12" fill={c.gold} />
      <path d="M40 -30L140 -30L128 -20H30Z" fill={c.accent} opacity={0.85} />
      <path d="M214 -40V-150L190 -160" fill="none" stroke={c.navy950} strokeWidth={4} />
      <path d="M178 -166L204 -154L186 -140Z" fill={c.gold} />
    </g>
  )
}

/** Artwork of the factory floor, used as the poster of factory videos. The middle is kept calm for a play button. */
export function FactoryArt({ className }: { className?: string }) {
  const id = useSvgId()
  return (
    <svg viewBox="0 0 1280 720" width={1280} height={720} className={className} {...a11yProps()}>
      <defs>
        <linearGradient id={id + 'w'} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={c.navy700} />
          <stop offset="1" stopColor={c.navy800} />
        </linearGradient>
        <linearGradient id={id + 'f'} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={c.navy900} />
          <stop offset="1" stopColor={c.navy950} />
        </linearGradient>
      </defs>
      <rect width="1280" height="720" fill={`url(#${id}w)`} />
      {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
        <g key={i} transform={`translate(${70 + i * 150} 52)`}>
          <rect width="110" height="150" rx="4" fill={c.navy100} opacity={0.85} />
          <path d="M55 0V150M0 50H110M0 100H110" stroke={c.navy700} strokeWidth={5} />
        </g>
      ))}
      <path
        d="M120 200L40 470H320L260 200ZM420 200L380 470H620L560 200ZM720 200L700 470H940L860 200ZM1020 200L1020 470H1260L1160 200Z"
        fill={c.white}
        opacity={0.04}
      />
      <path d="M0 230H1280" stroke={c.navy900} strokeWidth={10} />
      {[380, 560, 720, 900, 1100].map((x) => (
        <g key={x}>
          <path d={`M${x} 230V280`} stroke={c.navy950} strokeWidth={2} />
          <path d={`M${x - 36} 296L${x - 20} 280H${x + 20}L${x + 36} 296Z`} fill={c.navy950} />
          <path d={`M${x - 30} 296H${x + 30}`} stroke={c.gold} strokeWidth={4} />
        </g>
      ))}
      <path d="M0 470H1280V720H0Z" fill={`url(#${id}f)`} />
      <path
        d="M640 470L-200 720M640 470L200 720M640 470L640 720M640 470L1080 720M640 470L1480 720M0 530H1280M0 620H1280"
        stroke={c.navy700}
        strokeOpacity={0.35}
        strokeWidth={2}
      />
      <g>
        <path d="M30 260H300M30 340H300M30 420H300" stroke={c.navy950} strokeWidth={8} />
        <path d="M40 260V470M290 260V470" stroke={c.navy950} strokeWidth={8} />
        {[0, 1, 2].map((row) =>
          [0, 1, 2, 3].map((col) => {
            const color = ROLLS[(row * 4 + col) % ROLLS.length]
            const x = 68 + col * 62
            const y = 232 + row * 80
            return (
              <g key={`${row}${col}`}>
                <circle cx={x} cy={y} r={28} fill={color} />
                <circle
                  cx={x}
                  cy={y}
                  r={28}
                  fill="none"
                  stroke={c.navy950}
                  strokeOpacity={0.25}
                  strokeWidth={4}
                />
                <circle cx={x} cy={y} r={6} fill={c.navy950} opacity={0.6} />
              </g>
            )
          }),
        )}
      </g>
      <g>
        <path d="M60 560H470L430 500H110Z" fill={c.navy500} />
        <path d="M60 560H470V576H60Z" fill={c.navy700} />
        <path d="M80 576V680M450 576V680M120 560V640M410 560V640" stroke={c.navy950} strokeWidth={10} />
        <path d="M140 550L160 508H350L380 550Z" fill={c.accent} opacity={0.85} />
        <path
          d="M180 520H240L250 540H176ZM270 516H330L340 540H262Z"
          fill="none"
          stroke={c.white}
          strokeOpacity={0.7}
          strokeWidth={2}
          strokeDasharray="6 4"
        />
        <path d="M380 530L430 512" stroke={c.silver} strokeWidth={5} strokeLinecap="round" />
      </g>
      <path d="M330 330H470M336 330V470M464 330V470" stroke={c.navy950} strokeWidth={6} />
      {[0, 1, 2, 3].map((i) => (
        <g key={i} transform={`translate(${360 + i * 32} 340)`}>
          <path d="M0 -10V0" stroke={c.silver} strokeWidth={2} />
          <path d={TEE} fill={[c.accent, c.white, c.gold, c.sky][i]} />
          <path d={TEE} fill={c.navy950} opacity={0.15} transform="translate(6 0)" />
        </g>
      ))}
      <g fill={c.sand}>
        <path d="M1150 640h100v70h-100zM1170 580h80v60h-80z" />
        <path d="M1150 640h100v10h-100zM1170 580h80v8h-80z" fill={c.leather} opacity={0.5} />
      </g>
      {[
        [930, 400, 0.62],
        [1090, 400, 0.62],
        [870, 530, 0.9],
        [1080, 530, 0.9],
      ].map(([x, y, k]) => (
        <g key={`${x}${y}`} transform={`translate(${x} ${y})`}>
          <Station s={k} />
        </g>
      ))}
      <rect width="1280" height="720" fill={c.navy950} opacity={0.12} />
    </svg>
  )
}
