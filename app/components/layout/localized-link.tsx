import type { ComponentProps } from 'react'
import { Link, NavLink } from 'react-router'
import { localizePath } from '~/lib/locale'
import { useLocale } from '~/lib/use-locale'

type LinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { to: string }

/** A link to a page of the site, written without language prefix; it stays in the reader's language. */
export function LocalizedLink({ to, ...props }: LinkProps) {
  return <Link to={localizePath(to, useLocale())} {...props} />
}

type NavLinkProps = Omit<ComponentProps<typeof NavLink>, 'to'> & { to: string }

export function LocalizedNavLink({ to, ...props }: NavLinkProps) {
  return <NavLink to={localizePath(to, useLocale())} {...props} />
}
