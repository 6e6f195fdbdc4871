import { ChevronDown } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '~/lib/cn'

/**
 * The site's accordions (fabrics, printing, FAQ), made of the platform's `<details>`: items that
 * share a `name` keep one open at a time, each can be closed again, and every answer is in the page
 * whether open or not. They work before any script and on the first tap. Open the first item with
 * `open`.
 */
export function Accordion({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('divide-y divide-line rounded-card border border-line bg-white', className)}
      {...props}
    />
  )
}

/** `name` groups the items of one accordion: opening one closes the others. */
export function AccordionItem({ className, ...props }: ComponentProps<'details'> & { name: string }) {
  return <details className={cn('accordion-item group/item', className)} {...props} />
}

/** The heading level is the caller's choice, so the page outline stays right. */
export function AccordionTrigger({
  className,
  children,
  level = 3,
  ...props
}: ComponentProps<'summary'> & { level?: 2 | 3 | 4 }) {
  const Heading = `h${level}` as const
  return (
    <summary
      className={cn(
        'flex w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-navy-900 hover:bg-navy-50 sm:px-6 [&::-webkit-details-marker]:hidden',
        className,
      )}
      {...props}
    >
      <Heading>{children}</Heading>
      <ChevronDown
        aria-hidden="true"
        className="size-5 shrink-0 text-accent transition-transform duration-200 group-open/item:rotate-180"
      />
    </summary>
  )
}

export function AccordionContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('px-5 pb-5 text-muted sm:px-6', className)} {...props} />
}
