import { c } from '../palette'
import { Backdrop } from '../patterns'
import { At, Shadow, Stitch } from '../svg'
import { Trousers } from '../garments/bottoms'
import { Cap } from '../garments/kit'
import { Hoodie, Jacket, Jumper, Polo } from '../garments/outer'
import { Top } from '../garments/top'

export function TShirtsPolos() {
  return (
    <>
      <Backdrop tone={c.navy50} ink={c.navy500} tile="weave" floor={c.white} />
      <Shadow cx={240} cy={318} rx={190} />
      <At x={30} y={46} s={0.98}>
        <Top body={c.white} trim={c.navy100} neck="crew" cuffs={false}>
          <path d="M98 82h44v30h-44z" fill={c.navy800} opacity={0.9} />
          <path d="M104 88h32v4h-32zM104 98h20v4h-20z" fill={c.gold} />
        </Top>
      </At>
      <At x={214} y={46} s={0.98}>
        <Polo body={c.navy800} trim={c.navy900} tip={c.gold}>
          <path d="M64 78h18v18h-18z" fill={c.gold} opacity={0.9} />
        </Polo>
      </At>
    </>
  )
}

export function HoodiesSweatshirts() {
  return (
    <>
      <Backdrop tone={c.tGrey} ink={c.slate} tile="herringbone" floor={c.white} />
      <Shadow cx={250} cy={318} rx={190} />
      <At x={214} y={44} s={0.96}>
        <Top
          body={c.grey}
          trim={c.slate}
          sleeves="long"
          neck="crew"
          deco={<path d="M0 236H240V262H0Z" fill={c.slate} opacity={0.6} />}
        />
      </At>
      <At x={36} y={56} s={0.98}>
        <Hoodie body={c.navy800} trim={c.navy900}>
          <path d="M92 116h56v8h-56zM100 130h40v4h-40z" fill={c.gold} />
        </Hoodie>
      </At>
    </>
  )
}

export function JacketsOuterwear() {
  const yoke = <path d="M0 0H240V84H0Z" fill={c.ink} opacity={0.9} />
  return (
    <>
      <Backdrop tone={c.tTeal} ink={c.teal} tile="herringbone" floor={c.white} />
      <Shadow cx={200} cy={318} rx={130} />
      <At x={76} y={46} s={1.04}>
        <Jacket
          body={c.teal}
          trim={c.ink}
          deco={yoke}
          sleeveDeco={<path d="M150 0H260V90H150Z" fill={c.ink} opacity={0.9} />}
          hood
        />
      </At>
      <At x={318} y={250} s={0.8}>
        <Cap body={c.ink} brim={c.ink} button={c.teal} />
      </At>
    </>
  )
}

export function Workwear() {
  const tape = <path d="M0 150H240V162H0ZM0 190H240V202H0Z" fill={c.silver} />
  return (
    <>
      <Backdrop tone={c.tGold} ink={c.khaki} tile="grid" floor={c.white} />
      <Shadow cx={180} cy={318} rx={120} />
      <At x={56} y={40} s={1.02}>
        <Jacket
          body={c.hiVis}
          trim={c.navy900}
          zip={c.navy900}
          deco={
            <>
              {<path d="M0 0H240V60H0Z" fill={c.navy900} />}
              {tape}
            </>
          }
          sleeve={c.navy900}
        >
          <path d="M60 120h36v30h-36zM144 120h36v30h-36z" fill={c.navy950} opacity={0.12} />
        </Jacket>
      </At>
      <Shadow cx={380} cy={318} rx={70} />
      <At x={322} y={50} s={0.98}>
        <Trousers body={c.navy800} band={c.navy900} cargo>
          <path d="M0 200H120V212H0Z" fill={c.silver} />
        </Trousers>
      </At>
    </>
  )
}

export function SchoolUniforms() {
  return (
    <>
      <Backdrop tone={c.navy100} ink={c.navy700} tile="pinstripe" floor={c.navy50} />
      <Shadow cx={190} cy={318} rx={120} />
      <At x={66} y={40} s={1.02}>
        <Jumper body={c.maroon} trim={c.maroon} cuffs>
          <path d="M150 80H178V100Q178 116 164 122Q150 116 150 100Z" fill={c.gold} />
          <path d="M156 88H172M156 96H172" stroke={c.maroon} strokeWidth={2.4} />
          <Stitch d="M48 226Q120 236 192 226" o={0.4} />
        </Jumper>
      </At>
      <Shadow cx={380} cy={318} rx={70} />
      <At x={324} y={52} s={0.98}>
        <Trousers body={c.charcoal} band={c.ink} />
      </At>
    </>
  )
}

export function PantsTrousers() {
  return (
    <>
      <Backdrop tone={c.tWarm} ink={c.leather} tile="weave" floor={c.white} />
      <Shadow cx={240} cy={318} rx={190} />
      <At x={70} y={48} s={0.98}>
        <Trousers body={c.sand} band={c.sand} />
      </At>
      <At x={182} y={48} s={0.98}>
        <Trousers body={c.navy800} band={c.navy900} cut="jogger" stripe={c.white} />
      </At>
      <At x={294} y={48} s={0.98}>
        <Trousers body={c.khaki} band={c.khaki} cargo />
      </At>
    </>
  )
}
