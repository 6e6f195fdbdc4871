import { c } from '../palette'
import { Backdrop } from '../patterns'
import { At, Clipped, Light, Shade, Shadow, Stitch } from '../svg'
import { Shorts, Trousers } from '../garments/bottoms'
import { Bottle, Dumbbell, Mat } from '../garments/kit'
import { Top } from '../garments/top'

export function GymTraining() {
  return (
    <>
      <Backdrop tone={c.tGrey} ink={c.charcoal} tile="grid" floor={c.white} />
      <Shadow cx={180} cy={318} rx={112} />
      <At x={62} y={38} s={1.02}>
        <Top
          body={c.charcoal}
          trim={c.accent}
          cut="vest"
          sleeves="none"
          neck="crew"
          deco={
            <path
              d="M62 24C64 62 58 88 48 100M178 24C176 62 182 88 192 100"
              stroke={c.accent}
              strokeWidth={6}
              fill="none"
            />
          }
        >
          <path d="M104 70L120 58L136 70L120 82Z" fill={c.accent} />
        </Top>
      </At>
      <Shadow cx={372} cy={318} rx={88} />
      <At x={298} y={138} s={0.92}>
        <Shorts body={c.slate} band={c.ink} trim={c.slate} stripe={c.accent} />
      </At>
      <At x={292} y={262} s={0.82}>
        <Dumbbell />
      </At>
    </>
  )
}

export function YogaPilates() {
  return (
    <>
      <Backdrop tone={c.tPlum} ink={c.plum} tile="herringbone" floor={c.white} />
      <Shadow cx={148} cy={300} rx={90} o={0.1} />
      <At x={50} y={80} s={0.84}>
        <Clipped
          d="M74 12H90C94 42 104 56 120 56C136 56 146 42 150 12H166C172 40 186 62 190 84L192 170Q120 180 48 170L50 84C54 62 68 40 74 12Z"
          fill={c.plum}
        >
          <path d="M0 146H240V190H0Z" fill={c.ink} opacity={0.35} />
          <Shade d="M170 0H240V200H176Z" o={0.14} />
          <Light d="M60 90C70 60 80 40 84 26C84 50 76 72 70 96Z" o={0.2} />
        </Clipped>
        <Stitch d="M52 142Q120 152 188 142" o={0.5} />
      </At>
      <At x={262} y={48} s={0.98}>
        <Trousers body={c.plum} cut="legging" band={c.plum}>
          <path d="M14 0H106V40H14Z" fill={c.white} opacity={0.08} />
        </Trousers>
      </At>
      <Shadow cx={370} cy={322} rx={110} />
      <At x={250} y={262} s={0.98}>
        <Mat body={c.teal} />
      </At>
    </>
  )
}

export function Running() {
  return (
    <>
      <Backdrop tone={c.tWarm} ink={c.accent} marks="lanes" tile="mesh" floor={c.white} />
      <Shadow cx={190} cy={318} rx={112} />
      <At x={70} y={40} s={1.02}>
        <Top
          body={c.sky}
          trim={c.navy900}
          cut="singlet"
          sleeves="none"
          neck="scoop"
          deco={<path d="M-10 200L250 120V150L-10 230Z" fill={c.hiVis} />}
        />
      </At>
      <Shadow cx={380} cy={318} rx={80} />
      <At x={290} y={170} s={0.86}>
        <Shorts body={c.navy900} band={c.navy900} trim={c.navy900} split />
      </At>
      <At x={426} y={186} s={0.8}>
        <Bottle body={c.accent} />
      </At>
    </>
  )
}

export function CompressionWear() {
  const panels = (
    <path d="M48 100L120 150L192 100M120 150V262" stroke={c.accent} strokeWidth={4} fill="none" />
  )
  return (
    <>
      <Backdrop tone={c.navy100} ink={c.navy700} tile="herringbone" floor={c.navy50} />
      <Shadow cx={180} cy={318} rx={116} />
      <At x={58} y={40} s={1.02}>
        <Top
          body={c.ink}
          sleeve={c.charcoal}
          trim={c.accent}
          sleeves="long"
          neck="crew"
          deco={panels}
          sleeveDeco={
            <path d="M188 104C200 128 206 170 210 220" stroke={c.accent} strokeWidth={4} fill="none" />
          }
        />
      </At>
      <Shadow cx={376} cy={318} rx={70} />
      <At x={316} y={50} s={1}>
        <Trousers body={c.ink} cut="legging" band={c.charcoal} stripe={c.accent} />
      </At>
    </>
  )
}

export function CycleWear() {
  const blocks = (
    <>
      <path d="M0 0H240V70L0 130Z" fill={c.navy900} />
      <path d="M0 130L240 70V84L0 144Z" fill={c.gold} />
    </>
  )
  return (
    <>
      <Backdrop tone={c.tGold} ink={c.gold} marks="lanes" tile="stitch" floor={c.white} />
      <Shadow cx={190} cy={318} rx={116} />
      <At x={66} y={40} s={1.02}>
        <Top body={c.sky} sleeve={c.navy900} trim={c.gold} neck="crew" deco={blocks}>
          <path d="M120 18V252" stroke={c.silver} strokeWidth={3} />
          <path d="M116 22h8v14h-8z" fill={c.silver} />
        </Top>
      </At>
      <Shadow cx={380} cy={318} rx={76} />
      <At x={314} y={120} s={0.84}>
        <g transform="translate(0 56)">
          <Shorts body={c.navy900} band={c.charcoal} trim={c.gold} long bib />
        </g>
      </At>
    </>
  )
}
