import type { ReactNode } from 'react'
import { site } from '../../app/content/site'
import { CsrfField } from './csrf-field'
import { adminCssPath } from './styles'

export interface Viewer {
  email: string
  /** The token every form of the page posts back (`_csrf`). */
  csrf: string
}

/** The inbox's sections, in the top bar. */
const sections = [
  { href: '/admin', label: 'Inbox' },
  { href: '/admin/reports', label: 'Reports' },
  { href: '/admin/audit', label: 'Audit log' },
] as const

export function Document({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} · ${site.brand} sales inbox`}</title>
        <link rel="stylesheet" href={adminCssPath} />
      </head>
      <body>{children}</body>
    </html>
  )
}

/**
 * Every page behind sign-in: the top bar (sections, who is signed in, sign out), then the page.
 * `current` is the section the page belongs to.
 */
export function AdminLayout({
  title,
  viewer,
  current,
  children,
}: {
  title: string
  viewer: Viewer
  current?: (typeof sections)[number]['href']
  children: ReactNode
}) {
  return (
    <Document title={title}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <a className="brand" href="/admin">
          {site.brand}
          <small>Sales inbox</small>
        </a>
        <nav aria-label="Sections">
          <ul>
            {sections.map((section) => (
              <li key={section.href}>
                <a href={section.href} aria-current={section.href === current ? 'page' : undefined}>
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="account">
          <span>{viewer.email}</span>
          <form method="post" action="/admin/sign-out">
            <CsrfField token={viewer.csrf} />
            <button className="button" type="submit">
              Sign out
            </button>
          </form>
          <form method="post" action="/admin/sign-out-everywhere">
            <CsrfField token={viewer.csrf} />
            <button className="button" type="submit">
              Sign out everywhere
            </button>
          </form>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </Document>
  )
}
