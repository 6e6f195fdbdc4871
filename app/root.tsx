import type { ReactNode } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router'
import inlineStyles from './app.css?inline'
import { ChatButton } from './components/layout/chat-button'
import { NavigationStatus } from './components/layout/navigation-status'
import { SiteFooter } from './components/layout/site-footer'
import { SpeculationRules } from './components/layout/speculation-rules'
import { SiteHeader, TopBar } from './components/layout/site-header'
import { useReturnedPost, type RootData } from './components/forms/use-returned-post'
import { i18nFor } from './i18n/config'
import NewsletterForm from './islands/parts/newsletter-form'
import ToastOutlet from './islands/parts/toasts'
import { WithIslandScripts } from './islands/scripts'
import { brandFont } from './lib/brand-font'
import { brandColours } from './lib/brand-tokens'
import { languageRedirectScript } from './lib/language-detection'
import { localeFromPath } from './lib/locale'
import { pageAddressScript } from './lib/page-address'
import { PagePathContext } from './lib/page-path'
import { pageScript } from './lib/page-script'
import type { Route } from './+types/root'

/**
 * React Router renders every page: once at build time, or for one request on the server (a buyer's
 * status page: decision 031). The browser gets no router: the island runtime
 * (app/islands/client.tsx), which the page lists at its end in place of React Router's scripts,
 * brings its interactive parts to life (decision 006).
 */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const locale = localeFromPath(pathname)
  const address = (useRouteLoaderData('root') as RootData | undefined)?.address
  return (
    // The islands read the page's path here: a Not Found page is shown at any path.
    <html lang={locale} data-page-path={pathname}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {address && (
          // First of the scripts: those after it read the page's own address (app/lib/page-address.ts).
          <script dangerouslySetInnerHTML={{ __html: pageAddressScript(address) }} />
        )}
        {/* Fetched at once, so the font is ready by the first layout (app/app.css). */}
        <link rel="preload" href={brandFont.path} as="font" type="font/woff2" crossOrigin="" />
        {locale === 'en' && (
          // Sends a Spanish reader to the /es page before the English one paints.
          <script dangerouslySetInnerHTML={{ __html: languageRedirectScript }} suppressHydrationWarning />
        )}
        {/* The header's few enhancements, ready before its first tap, and the view's count (app/lib/page-script.ts). */}
        <script dangerouslySetInnerHTML={{ __html: pageScript }} suppressHydrationWarning />
        <SpeculationRules />
        <meta name="theme-color" content={brandColours.navy900} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {/*
          The whole stylesheet (about 8 KB compressed) is written into each pre-rendered page, so the
          first paint waits for no request. Only the pre-render has it: the browser keeps the HTML it
          was given, and the client bundle does not carry the styles a second time.
        */}
        <style
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? inlineStyles : '' }}
          suppressHydrationWarning
        />
      </head>
      <body>
        {/* The island runtime and its islands' code, in place of React Router's browser scripts. */}
        <WithIslandScripts>
          <PagePathContext.Provider value={pathname}>
            <I18nextProvider i18n={i18nFor(locale)}>{children}</I18nextProvider>
          </PagePathContext.Provider>
        </WithIslandScripts>
      </body>
    </html>
  )
}

/**
 * A post refused without JavaScript, for its form on the page rendered again for it (decision 037),
 * and the address of a page that answers a post (decision 054).
 */
export function loader({ context }: Route.LoaderArgs): RootData {
  return { returned: context.returned ?? null, address: context.address ?? null }
}

function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const newsletter = useReturnedPost('newsletter')
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-navy-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('common.skipToContent')}
      </a>
      <TopBar />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="animate-page-in outline-none">
        {children}
      </main>
      <SiteFooter newsletter={<NewsletterForm returned={newsletter} />} />
      <ChatButton />
      <NavigationStatus />
      <ToastOutlet />
    </>
  )
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation()
  const status = isRouteErrorResponse(error) ? error.status : 500
  return (
    <SiteShell>
      <section className="mx-auto max-w-3xl px-4 py-24 text-center">
        <p className="text-sm font-bold tracking-widest text-accent uppercase">{status}</p>
        <h1 className="mt-3 text-4xl font-extrabold text-navy-900">{t('pages.notFound.heading')}</h1>
      </section>
    </SiteShell>
  )
}
