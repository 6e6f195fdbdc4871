import type { ComponentProps } from 'react'
import { cn } from '~/lib/cn'
import { LocalizedLink } from '../layout/localized-link'

const variants = {
  primary: 'bg-accent text-white shadow-sm hover:bg-accent-strong',
  secondary: 'bg-navy-900 text-white hover:bg-navy-800',
  outline: 'border border-navy-900/20 bg-white text-navy-900 hover:border-navy-900 hover:bg-navy-50',
  ghostLight: 'border border-white/40 text-white hover:bg-white/10',
} as const

const sizes = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-5 text-[0.9375rem]',
  lg: 'h-13 px-7 text-base',
} as const

export interface ButtonStyle {
  variant?: keyof typeof variants
  size?: keyof typeof sizes
}

export function buttonClass({ variant = 'primary', size = 'md' }: ButtonStyle, className?: string) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  )
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & ButtonStyle) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...props} />
}

export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: ComponentProps<typeof LocalizedLink> & ButtonStyle) {
  return <LocalizedLink className={buttonClass({ variant, size }, className)} {...props} />
}
