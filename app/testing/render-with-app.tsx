import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { i18nFor } from '~/i18n/config'
import { localeFromPath } from '~/lib/locale'
import { PagePathContext } from '~/lib/page-path'

/**
 * Renders UI as an island of the page at `path` gets it in the browser: with that page's path and
 * the translations of its language.
 */
export function renderWithApp(ui: ReactNode, { path = '/' } = {}) {
  return render(
    <PagePathContext.Provider value={path}>
      <I18nextProvider i18n={i18nFor(localeFromPath(path))}>{ui}</I18nextProvider>
    </PagePathContext.Provider>,
  )
}
