import { ChevronDown } from 'lucide-react'
import { Accordion as Primitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '~/lib/cn'

/**
 * The site's accordions (fabrics, printing, FAQ): one item open at a time and collapsible, as the
 * spec asks. Pass `defaultValue` to open the first item.
 */
export function Accordion({
  className,
  ...props
}: Omit<
  ComponentProps<typeof Primitive.Root>,
  'type' | 'collapsible' | 'value' | 'defaultValue' | 'onValueChange'
> & {
  defaultValue?: string
  value?: string
  onValueChange?: (value: string) => void
}) {
  return (
    <Primitive.Root
      type="single"
      collapsible
      className={cn('divide-y divide-line rounded-card border border-line bg-white', className)}
      {...props}
    />
  )
}

export function AccordionItem({ className, ...props }: ComponentProps<typeof Primitive.Item>) {
  return <Primitive.Item className={cn('group/item', className)} {...props} />
}

/** The heading level is the caller's choice, so the page outline stays right. */
export function AccordionTrigger({
  className,
  children,
  level = 3,
  ...props
}: ComponentProps<typeof Primitive.Trigger> & { level?: 2 | 3 | 4 }) {
  const Heading = `h${level}` as const
  return (
    <Primitive.Header asChild>
      <Heading className="m-0">
        <Primitive.Trigger
          className={cn(
            'group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-navy-900 hover:bg-navy-50 sm:px-6',
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-accent transition-transform duration-200 group-data-[state=open]:rotate-180"
          />
        </Primitive.Trigger>
      </Heading>
    </Primitive.Header>
  )
}

export function AccordionContent({ className, ...props }: ComponentProps<typeof Primitive.Content>) {
  return <Primitive.Content className={cn('px-5 pb-5 text-muted sm:px-6', className)} {...props} />
}
