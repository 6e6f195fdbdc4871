import { describe, expect, it } from 'vitest'
import { locales } from '~/lib/locale'
import { pageContents, stringsIn } from '~/testing/page-contents'
import { contentFor } from './page-content'

describe('page content', () => {
  // i18next leaves a placeholder it has no value for as written, so a misspelt figure would print.
  it.each(locales)('names only figures that exist in its placeholders (%s)', (locale) => {
    const unfilled = pageContents
      .flatMap((page) => stringsIn(contentFor(page, locale), page.id))
      .filter(([, text]) => /\{\{|\}\}/.test(text))
      .map(([where, text]) => `${where}: ${text}`)
    expect(unfilled).toEqual([])
  })

  it('writes each figure as the language writes it', () => {
    const press = (locale: 'en' | 'es') =>
      contentFor(
        pageContents.find((page) => page.id === 'press')!,
        locale,
      )
    expect(JSON.stringify(press('en'))).toContain('50,000+')
    expect(JSON.stringify(press('es'))).toContain('+50\u00a0000')
  })
})
