import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useLoaderData,
  type LoaderFunction,
} from 'react-router'
import App, { ErrorBoundary, loader as rootLoader } from '../../app/root'
import { i18nFor } from '../../app/i18n/config'
import { localeFromPath, locales, localizePath } from '../../app/lib/locale'
import { PagePathContext } from '../../app/lib/page-path'
import { pagePaths } from '../../app/lib/paths'
import * as contactPage from '../../app/routes/contact'
import * as customDesign from '../../app/routes/custom-design'
import * as faq from '../../app/routes/faq'
import * as home from '../../app/routes/home'
import * as product from '../../app/routes/product'
import * as status from '../../app/routes/status'
import * as thankYou from '../../app/routes/thank-you'
import { pageFor, type RenderPage } from '../rendered-pages'

interface RouteModule {
  loader?: LoaderFunction
  default: ComponentType<{ loaderData: never }>
}

/** A route module as React Router's data routers take it: its loader, its page with the loader's data. */
function routeOf(path: string, module: RouteModule) {
  const Page = module.default
  return { path, loader: module.loader, Component: () => <Page loaderData={useLoaderData() as never} /> }
}

/** The request-time pages, and pages the forms are placed on: a refused post is answered with them. */
const pages: Array<[string, unknown]> = [
  ['/status/:token', status],
  [pagePaths.thankYou, thankYou],
  [pagePaths.home, home],
  [pagePaths.contact, contactPage],
  [pagePaths.customDesign, customDesign],
  [pagePaths.faq, faq],
  ['/products/:slug', product],
]

const routes = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader as LoaderFunction,
    Component: App,
    ErrorBoundary,
    children: locales.flatMap((locale) =>
      pages.map(([path, module]) => routeOf(localizePath(path, locale), module as RouteModule)),
    ),
  },
]

/**
 * The site's request-time pages, rendered by their own routes (loaders and pages) inside the site's
 * shell, through React Router's static handler: what the server renders, without a build. Only the
 * document around them (head, scripts) is the build's alone.
 */
export const renderRoutes: RenderPage = async (pathname, context) => {
  const handler = createStaticHandler(routes)
  const request = new Request(new URL(pathname, 'http://localhost'))
  const result = await handler.query(request, { requestContext: context })
  if (result instanceof Response) return pageFor(result.status, '')
  const router = createStaticRouter(handler.dataRoutes, result)
  const locale = localeFromPath(pathname)
  const body = renderToString(
    <PagePathContext.Provider value={pathname}>
      <I18nextProvider i18n={i18nFor(locale)}>
        <StaticRouterProvider router={router} context={result} hydrate={false} />
      </I18nextProvider>
    </PagePathContext.Provider>,
  )
  return pageFor(result.statusCode, `<!DOCTYPE html><html lang="${locale}"><body>${body}</body></html>`)
}
