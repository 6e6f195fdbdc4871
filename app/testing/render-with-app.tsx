import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { i18nFor } from '~/i18n/config'
import { localeFromPath } from '~/lib/locale'

/**
 * Renders UI as the site does: inside a router at `path` and with the translations of that path's
 * language. `routes` adds other pages the UI can navigate to.
 */
export function renderWithApp(ui: ReactNode, { path = '/', routes = [] as string[] } = {}) {
  const router = createMemoryRouter(
    [{ path: '*', element: ui }, ...routes.map((route) => ({ path: route, element: ui }))],
    { initialEntries: [path] },
  )
  const result = render(
    <I18nextProvider i18n={i18nFor(localeFromPath(path))}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  )
  return { ...result, router }
}
