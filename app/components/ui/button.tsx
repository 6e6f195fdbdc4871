import type { ComponentProps } from 'react'
import { cn } from '~/lib/cn'
import { LocalizedLink } from './localized-link'

const variants = {
  primary: 'bg-accent text-white shadow-sm hover:bg-accent-strong',
  secondary: 'bg-navy-900 text-white hover:bg-navy-800',
  outline: 'border border-navy-900/20 bg-white text-navy-900 hover:border-navy-900 hover:bg-navy-50',
  ghostLight: 'border border-white/40 text-white hover:bg-white/10',
} as const

const sizes = {
  sm: 'px-4 text-sm',
  md: 'px-5 text-[0.9375rem]',
  lg: 'px-7 text-base',
} as const

/** One line at a fixed height, or, for a label that can outgrow a phone, as many lines as it needs. */
const heights = {
  oneLine: { sm: 'h-9 whitespace-nowrap', md: 'h-11 whitespace-nowrap', lg: 'h-13 whitespace-nowrap' },
  wrap: {
    sm: 'min-h-9 py-1.5 text-center',
    md: 'min-h-11 py-2.5 text-center',
    lg: 'min-h-13 py-3 text-center',
  },
} as const

export interface ButtonStyle {
  variant?: keyof typeof variants
  size?: keyof typeof sizes
  /** Let the label wrap: for labels that carry data, such as a category's name. */
  wrap?: boolean
}

export function buttonClass(
  { variant = 'primary', size = 'md', wrap = false }: ButtonStyle,
  className?: string,
) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
    heights[wrap ? 'wrap' : 'oneLine'][size],
    className,
  )
}

export function Button({
  variant,
  size,
  wrap,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & ButtonStyle) {
  return <button type={type} className={buttonClass({ variant, size, wrap }, className)} {...props} />
}

export function ButtonLink({
  variant,
  size,
  wrap,
  className,
  ...props
}: ComponentProps<typeof LocalizedLink> & ButtonStyle) {
  return <LocalizedLink className={buttonClass({ variant, size, wrap }, className)} {...props} />
}
