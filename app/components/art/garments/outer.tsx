import type { ReactNode } from 'react'
import { c } from '../palette'
import { Shade, Stitch } from '../svg'
import { Top, type TopProps } from './top'

type Base = Omit<TopProps, 'neck' | 'behind' | 'children'> & { children?: ReactNode }

const EDGE = { fill: 'none', stroke: c.navy950, strokeOpacity: 0.22, strokeWidth: 2 } as const

/** A pull-over hoodie: hood lying behind the shoulders, drawstrings, kangaroo pocket, ribbed hem. */
export function Hoodie({ body, trim = body, children, deco, ...rest }: Base) {
  const hood = 'M80 32C72 -22 168 -22 160 32Z'
  return (
    <Top
      {...rest}
      body={body}
      trim={trim}
      sleeves="long"
      neck="none"
      deco={
        <>
          {deco}
          <path d="M0 232H240V262H0Z" fill={trim} />
          <path d="M0 232H240V262H0Z" fill={c.navy950} opacity={0.1} />
        </>
      }
      behind={
        <>
          <path d={hood} fill={body} />
          <Shade d={hood} o={0.22} />
        </>
      }
    >
      <path d="M94 16C98 0 142 0 146 16Q134 52 120 54Q106 52 94 16Z" fill={body} />
      <Shade d="M94 16C98 0 142 0 146 16Q134 52 120 54Q106 52 94 16Z" o={0.42} />
      <path
        d="M92 14Q104 54 120 56Q136 54 148 14"
        {...EDGE}
        stroke={trim}
        strokeOpacity={1}
        strokeWidth={6}
      />
      <path d="M111 52L107 104M129 52L133 104" stroke={c.white} strokeWidth={3.4} strokeLinecap="round" />
      <path d="M68 166H172L184 232H56Z" fill={c.navy950} opacity={0.07} />
      <path d="M56 232L68 166H172L184 232M68 166L56 204M172 166L184 204" {...EDGE} />
      {children}
    </Top>
  )
}

/** A zipped jacket with a stand collar and welt pockets. */
export function Jacket({
  trim = c.navy900,
  zip = c.silver,
  hood,
  children,
  ...rest
}: Base & { zip?: string; hood?: boolean }) {
  return (
    <Top
      {...rest}
      trim={trim}
      sleeves="long"
      neck="none"
      behind={
        hood ? (
          <>
            <path d="M80 32C72 -22 168 -22 160 32Z" fill={rest.body} />
            <Shade d="M80 32C72 -22 168 -22 160 32Z" o={0.25} />
          </>
        ) : undefined
      }
    >
      <path d="M90 18L92 0Q120 -8 148 0L150 18L142 26Q120 32 98 26Z" fill={trim} />
      <Shade d="M90 18L92 0Q120 -8 148 0L150 18Q120 8 90 18Z" o={0.3} />
      <path d="M120 28V254" stroke={zip} strokeWidth={3} />
      <path d="M116 30h8v16h-8z" fill={zip} />
      <path
        d="M70 164L82 204M170 164L158 204"
        stroke={c.navy950}
        strokeOpacity={0.35}
        strokeWidth={3}
        strokeLinecap="round"
      />
      <Stitch d="M116 28V252M124 28V252" o={0.3} />
      {children}
    </Top>
  )
}

/** A polo shirt: two-button placket and a flat knit collar. */
export function Polo({ body, trim = body, tip = trim, children, ...rest }: Base & { tip?: string }) {
  return (
    <Top {...rest} body={body} trim={trim} neck="none">
      <path d="M94 16Q120 8 146 16L144 24Q120 18 96 24Z" fill={c.navy950} opacity={0.35} />
      <path d="M112 22H128V84H112Z" fill={body} />
      <path d="M112 22V84H128V22" {...EDGE} />
      <circle cx={120} cy={46} r={3} fill={trim} />
      <circle cx={120} cy={68} r={3} fill={trim} />
      <path d="M93 14L120 30L108 56L80 26Z" fill={trim} />
      <path d="M147 14L120 30L132 56L160 26Z" fill={trim} />
      <Shade d="M147 14L120 30L132 56L160 26Z" o={0.18} />
      <path d="M83 28L107 52M157 28L133 52" stroke={tip} strokeWidth={2.5} />
      {children}
    </Top>
  )
}

/** A martial-arts gi jacket: wrapped lapels, heavy weave and a tied belt. */
export function Gi({ body = c.offWhite, belt = c.ink, ...rest }: Partial<Base> & { belt?: string }) {
  return (
    <Top {...rest} body={body} sleeves="long" neck="none" cuffs={false}>
      <path d="M94 14H146L120 66Z" fill={c.navy950} opacity={0.28} />
      <path d="M147 12L118 68" stroke={body} strokeWidth={16} />
      <path d="M147 12L118 68" stroke={c.navy950} strokeOpacity={0.12} strokeWidth={16} />
      <path d="M93 12L150 172" stroke={body} strokeWidth={18} />
      <path d="M93 12L150 172" stroke={c.navy950} strokeOpacity={0.08} strokeWidth={18} />
      <Stitch d="M88 20L144 176M98 8L156 170" color={c.navy900} o={0.3} w={1.2} />
      <path d="M49 160Q120 168 191 160V182Q120 190 49 182Z" fill={belt} />
      <path d="M110 160h20v26h-20z" fill={belt} />
      <path d="M112 182L96 248L110 250L120 186ZM128 182L146 244L132 248L120 186Z" fill={belt} />
      <path d="M110 160h20v26h-20z" fill={c.white} opacity={0.1} />
    </Top>
  )
}

/** A V-neck knit jumper with a shirt collar showing, as worn with a school uniform. */
export function Jumper({
  body,
  trim = body,
  collar = c.white,
  children,
  ...rest
}: Base & { collar?: string }) {
  return (
    <Top
      {...rest}
      body={body}
      trim={trim}
      sleeves="long"
      neck="v"
      deco={<path d="M0 236H240V262H0Z" fill={trim} />}
    >
      <path d="M96 16L120 30L110 48L86 24Z" fill={collar} />
      <path d="M144 16L120 30L130 48L154 24Z" fill={collar} />
      <path d="M117 32L123 32L126 50L120 58L114 50Z" fill={c.accent} />
      {children}
    </Top>
  )
}
