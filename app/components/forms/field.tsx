import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

/** What a field's control needs to be tied to its label, help and error. */
export interface ControlProps {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

export const controlClass = (tone: 'light' | 'dark' = 'light') =>
  cn(
    'block w-full rounded-lg border px-3.5 py-2.5 text-[0.9375rem] shadow-xs transition-colors outline-none focus-visible:outline-3 focus-visible:outline-offset-0',
    tone === 'light'
      ? 'border-line bg-white text-ink placeholder:text-muted/70 focus:border-navy-700 aria-invalid:border-danger'
      : 'border-white/25 bg-white/10 text-white placeholder:text-white/55 focus:border-white aria-invalid:border-gold',
  )

/**
 * A field's label: its whole name, or a short one shown where the name's context is plain to see
 * (a product line's "Fabric", under "Line 2"), with the whole name ("Line 2: fabric") read out.
 */
export function LabelText({ label, shown }: { label: string; shown?: string }) {
  if (!shown) return label
  return (
    <>
      <span className="sr-only">{label}</span>
      <span aria-hidden="true">{shown}</span>
    </>
  )
}

/** A labelled form control with its optional help text and error, linked for assistive technology. */
export function Field({
  id,
  label,
  shownLabel,
  required,
  help,
  error,
  className,
  children,
}: {
  id: string
  label: string
  /** A shorter label to show; `label` is still the control's name (see `LabelText`). */
  shownLabel?: string
  required?: boolean
  help?: string
  error?: string
  className?: string
  children: (control: ControlProps) => ReactNode
}) {
  const described = [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ')
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        <LabelText label={label} shown={shownLabel} />
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-accent">
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {help && (
        <p id={`${id}-help`} className="text-sm text-muted">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  )
}
