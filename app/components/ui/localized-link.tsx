import type { ComponentProps } from 'react'
import { localizePath } from '~/lib/locale'
import { useLocale } from '~/lib/use-locale'

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string }

/**
 * A link to a page of the site, written without language prefix; it stays in the reader's language.
 * A plain anchor: every page is its own pre-rendered document (decision 006).
 */
export function LocalizedLink({ to, children, ...props }: LinkProps) {
  return (
    <a href={localizePath(to, useLocale())} {...props}>
      {children}
    </a>
  )
}
