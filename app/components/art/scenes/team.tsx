import { c } from '../palette'
import { Backdrop } from '../patterns'
import { At, Shadow } from '../svg'
import { Shorts } from '../garments/bottoms'
import { Ball, Bat, Cap, Football, HockeyStick, Puck } from '../garments/kit'
import { Polo } from '../garments/outer'
import { Top } from '../garments/top'

export function AmericanFootball() {
  return (
    <>
      <Backdrop tone={c.navy100} ink={c.navy700} marks="gridiron" tile="grid" floor={c.navy50} />
      <Shadow cx={200} cy={318} rx={120} />
      <At x={76} y={40} s={1.06}>
        <Top
          body={c.navy900}
          trim={c.gold}
          number="34"
          numberColor={c.white}
          numberTrim={c.gold}
          sleeveDeco={<path d="M203 44L181 94M194 38L172 88" stroke={c.white} strokeWidth={4} />}
        />
      </At>
      <Shadow cx={382} cy={312} rx={62} />
      <At x={378} y={282} r={-18} s={0.82}>
        <Football />
      </At>
    </>
  )
}

export function Soccer() {
  const stripes = <path d="M68 0V262M100 0V262M132 0V262M164 0V262" stroke={c.white} strokeWidth={16} />
  return (
    <>
      <Backdrop tone={c.tGreen} ink={c.green} marks="pitch" tile="mesh" floor={c.white} />
      <Shadow cx={190} cy={318} rx={120} />
      <At x={64} y={36} s={1.02}>
        <Top
          body={c.red}
          trim={c.white}
          neck="crew"
          deco={stripes}
          number="10"
          numberColor={c.navy900}
          numberTrim={c.white}
        />
      </At>
      <Shadow cx={366} cy={296} rx={60} o={0.1} />
      <Shadow cx={412} cy={310} rx={30} />
      <At x={300} y={170} s={0.82}>
        <Shorts body={c.navy900} band={c.navy900} trim={c.red} stripe={c.white} />
      </At>
      <At x={412} y={282} s={0.52}>
        <Ball kind="soccer" />
      </At>
    </>
  )
}

export function Basketball() {
  return (
    <>
      <Backdrop tone={c.tWarm} ink={c.accent} marks="court" tile="mesh" floor={c.white} />
      <Shadow cx={188} cy={318} rx={116} />
      <At x={64} y={40} s={1.02}>
        <Top
          body={c.gold}
          trim={c.navy900}
          cut="singlet"
          sleeves="none"
          neck="scoop"
          number="23"
          numberColor={c.navy900}

          deco={
            <path
              d="M46 100C66 86 82 54 84 10M194 100C174 86 158 54 156 10"
              stroke={c.navy900}
              strokeWidth={12}
              fill="none"
            />
          }
        />
      </At>
      <Shadow cx={370} cy={306} rx={70} o={0.1} />
      <At x={296} y={150} s={0.92}>
        <Shorts body={c.navy900} band={c.gold} trim={c.gold} stripe={c.gold} long />
      </At>
      <Shadow cx={426} cy={312} rx={34} />
      <At x={426} y={284} s={0.5}>
        <Ball kind="basket" />
      </At>
    </>
  )
}

export function Baseball() {
  const pins = (
    <path
      d="M72 0V262M96 0V262M144 0V262M168 0V262M48 0V262M192 0V262"
      stroke={c.navy700}
      strokeWidth={1.6}
      opacity={0.45}
    />
  )
  return (
    <>
      <Backdrop tone={c.navy50} ink={c.navy500} marks="diamond" tile="pinstripe" floor={c.white} />
      <Shadow cx={196} cy={318} rx={120} />
      <At x={72} y={40} s={1.04}>
        <Top body={c.offWhite} sleeve={c.navy800} trim={c.red} neck="v" deco={pins}>
          <path d="M120 54V252" stroke={c.navy800} strokeWidth={3} />
          {[84, 120, 156, 192, 228].map((y) => (
            <circle key={y} cx={126} cy={y} r={3.2} fill={c.navy800} />
          ))}
        </Top>
      </At>
      <Shadow cx={404} cy={306} rx={26} />
      <At x={300} y={150} s={0.9}>
        <Cap body={c.navy800} brim={c.red} button={c.red} />
      </At>
      <At x={404} y={282} s={0.4}>
        <Ball kind="base" />
      </At>
    </>
  )
}

export function IceHockey() {
  const bands = (
    <>
      <path d="M0 196H240V206H0ZM0 214H240V230H0Z" fill={c.white} />
      <path d="M0 206H240V214H0Z" fill={c.gold} />
    </>
  )
  return (
    <>
      <Backdrop tone={c.tTeal} ink={c.teal} marks="rink" tile="stitch" floor={c.white} />
      <Shadow cx={182} cy={318} rx={126} />
      <At x={58} y={40} s={1.04}>
        <Top
          body={c.teal}
          sleeve={c.teal}
          trim={c.white}
          sleeves="long"
          neck="v"
          deco={bands}
          sleeveDeco={<path d="M180 160L250 150V170L180 180ZM180 186L250 176V184L180 194Z" fill={c.white} />}
          number="17"
          numberColor={c.white}
          numberTrim={c.navy900}
        >
          <path d="M100 16L120 44L140 16" fill="none" stroke={c.gold} strokeWidth={3} />
        </Top>
      </At>
      <Shadow cx={380} cy={316} rx={60} />
      <At x={420} y={58} r={10} flip>
        <HockeyStick />
      </At>
      <At x={404} y={300}>
        <Puck />
      </At>
    </>
  )
}

export function Cricket() {
  return (
    <>
      <Backdrop tone={c.tGreen} ink={c.green} marks="crease" tile="weave" floor={c.white} />
      <Shadow cx={214} cy={318} rx={124} />
      <At x={92} y={40} s={1.04}>
        <Polo body={c.offWhite} trim={c.offWhite} sleeves="long" cuffs={false}>
          <path
            d="M93 14L120 30L108 56L80 26ZM147 14L120 30L132 56L160 26Z"
            fill="none"
            stroke={c.navy800}
            strokeWidth={2.4}
          />
          <path d="M150 76H174V92Q174 104 162 110Q150 104 150 92Z" fill={c.navy800} />
          <path d="M162 82V102M154 90H170" stroke={c.gold} strokeWidth={2} />
        </Polo>
      </At>
      <At x={60} y={78} r={-12}>
        <Bat />
      </At>
      <Shadow cx={410} cy={310} rx={26} />
      <At x={410} y={290} s={0.36}>
        <Ball kind="cricket" />
      </At>
    </>
  )
}
