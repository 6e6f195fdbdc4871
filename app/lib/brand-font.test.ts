import { describe, expect, it } from 'vitest'
import { figureText } from '~/content/figure-text'
import { contentFor } from '~/content/page-content'
import { locales } from '~/lib/locale'
import { otherContentExports, pageContents, stringsIn, unreadWords } from '~/testing/page-contents'
import { brandFontCharacters } from './brand-font'

// Interface strings and e-mails, as written; the figures their placeholders take are read below.
const i18nModules = import.meta.glob(['../i18n/*.ts', '!**/*.test.ts'], { eager: true })

/** Every string a visitor can read: each page in each language as it prints, figures filled in. */
const visible: Array<[string, string]> = [
  ...pageContents.flatMap((page) =>
    locales.flatMap((locale) => stringsIn(contentFor(page, locale), `${locale} ${page.id}`)),
  ),
  ...otherContentExports.flatMap(([file, exports]) => stringsIn(exports, file)),
  ...Object.entries(i18nModules).flatMap(([file, exports]) => stringsIn(exports, file)),
  ...locales.flatMap((locale) => stringsIn(figureText(locale), `figures (${locale})`)),
]

describe('the brand font', () => {
  it('is checked against every page, every words module read through its page', () => {
    for (const locale of locales) expect(unreadWords(locale), locale).toEqual([])
  })

  it('carries every character of the site copy, so no line falls back to a system font', () => {
    const carried = new Set(brandFontCharacters)
    const missing = visible
      .filter(([, text]) => [...text].some((character) => !carried.has(character)))
      .map(([where, text]) => `${where}: ${JSON.stringify(text)}`)
    expect(missing).toEqual([])
  })
})
