import { c } from '../palette'
import { Backdrop } from '../patterns'
import { At, Shadow } from '../svg'
import { Backpack, Duffel } from '../garments/bags'
import { Shorts } from '../garments/bottoms'
import { BoxingGlove, MmaGlove } from '../garments/gloves'
import { Gi } from '../garments/outer'

export function Boxing() {
  return (
    <>
      <Backdrop tone={c.tWarm} ink={c.red} marks="ropes" tile="stitch" floor={c.white} />
      <Shadow cx={220} cy={322} rx={180} />
      <At x={290} y={116} s={0.96}>
        <Shorts body={c.navy900} band={c.gold} trim={c.gold} long />
      </At>
      <At x={60} y={100} s={1.08} r={-8}>
        <BoxingGlove body={c.red} cuff={c.white} strap={c.red} />
      </At>
      <At x={360} y={110} s={1.08} r={8} flip>
        <BoxingGlove body={c.red} cuff={c.white} strap={c.red} />
      </At>
    </>
  )
}

export function Mma() {
  return (
    <>
      <Backdrop tone={c.tGrey} ink={c.ink} tile="grid" floor={c.white} />
      <Shadow cx={240} cy={322} rx={190} />
      <At x={160} y={80} s={1.32}>
        <Shorts body={c.ink} band={c.ink} trim={c.accent} split>
          <path d="M0 40L160 90V110L0 60Z" fill={c.accent} />
        </Shorts>
      </At>
      <At x={40} y={150} s={1.08} r={-10}>
        <MmaGlove body={c.accent} strap={c.ink} />
      </At>
      <At x={440} y={150} s={1.08} r={10} flip>
        <MmaGlove body={c.accent} strap={c.ink} />
      </At>
    </>
  )
}

export function KarateJudo() {
  return (
    <>
      <Backdrop tone={c.tGold} ink={c.khaki} marks="tatami" tile="weave" floor={c.white} />
      <Shadow cx={240} cy={318} rx={190} />
      <At x={196} y={40} s={0.98}>
        <Gi body={c.navy700} belt={c.gold} />
      </At>
      <At x={50} y={54} s={1.02}>
        <Gi belt={c.ink} />
      </At>
    </>
  )
}

export function Bags() {
  return (
    <>
      <Backdrop tone={c.navy100} ink={c.navy700} tile="stitch" floor={c.navy50} />
      <Shadow cx={180} cy={318} rx={150} />
      <At x={20} y={140} s={1.04}>
        <Duffel body={c.navy800} trim={c.ink} accent={c.accent} />
      </At>
      <Shadow cx={380} cy={318} rx={80} />
      <At x={296} y={90} s={1.04}>
        <Backpack body={c.accent} trim={c.navy900} accent={c.gold} />
      </At>
    </>
  )
}
