import { cn } from '~/lib/cn'

/** The heading block every section starts with: a small label, the `h2`, and an optional intro. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'left',
  tone = 'dark',
}: {
  /** The `h2`'s id, for `aria-labelledby` on the section. */
  id?: string
  eyebrow?: string
  title: string
  intro?: string
  align?: 'left' | 'center'
  tone?: 'dark' | 'light'
}) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && (
        <p
          className={cn(
            'text-sm font-bold tracking-[0.16em] uppercase',
            tone === 'dark' ? 'text-accent' : 'text-gold',
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={cn(
          'mt-2 text-3xl font-extrabold sm:text-4xl',
          tone === 'dark' ? 'text-navy-900' : 'text-white',
        )}
      >
        {title}
      </h2>
      {intro && (
        <p className={cn('mt-4 text-lg leading-relaxed', tone === 'dark' ? 'text-muted' : 'text-white/85')}>
          {intro}
        </p>
      )}
    </div>
  )
}
