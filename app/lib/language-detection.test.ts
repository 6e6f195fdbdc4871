// @vitest-environment jsdom
import i18next from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  detectLocale,
  languageCookieDays,
  languageRedirectScript,
  rememberLocale,
} from './language-detection'

interface Sources {
  query?: string
  cookie?: string
  local?: string
  session?: string
  browser?: string[]
  html?: string
}

function setSources({ query, cookie, local, session, browser = ['en-GB'], html = 'en' }: Sources) {
  window.history.replaceState(null, '', query ? `/?lng=${query}` : '/')
  document.cookie = cookie ? `i18next=${cookie};path=/` : 'i18next=;path=/;max-age=0'
  if (local) localStorage.setItem('i18nextLng', local)
  if (session) sessionStorage.setItem('i18nextLng', session)
  Object.defineProperty(navigator, 'languages', { value: browser, configurable: true })
  Object.defineProperty(navigator, 'language', { value: browser[0], configurable: true })
  document.documentElement.setAttribute('lang', html)
}

/** What i18next itself decides with the browser detector's default order on the same sources. */
async function libraryDecision(): Promise<string | undefined> {
  const instance = i18next.createInstance()
  await instance.use(LanguageDetector).init({
    supportedLngs: ['en', 'es'],
    fallbackLng: 'en',
    resources: { en: { translation: { word: 'yes' } }, es: { translation: { word: 'sí' } } },
    // Regional variants count as their language (es-MX is Spanish) wherever they are found.
    detection: { caches: [], convertDetectedLanguage: (code: string) => code.split(/[-_]/)[0] ?? code },
  })
  return instance.resolvedLanguage
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})
afterEach(() => setSources({}))

describe('language detection on pages without a language prefix', () => {
  const cases: Array<[string, Sources, 'en' | 'es']> = [
    ['nothing but an English browser', {}, 'en'],
    ['a Spanish browser', { browser: ['es-ES', 'en'] }, 'es'],
    ['a Latin American browser', { browser: ['es-419'] }, 'es'],
    ['the query string over the cookie', { query: 'es', cookie: 'en' }, 'es'],
    ['the cookie over localStorage', { cookie: 'en', local: 'es' }, 'en'],
    ['localStorage over sessionStorage', { local: 'es', session: 'en' }, 'es'],
    ['sessionStorage over the browser', { session: 'en', browser: ['es-MX'] }, 'en'],
    ['the browser over the page language', { browser: ['es'], html: 'en' }, 'es'],
    ['the page language when nothing else is known', { browser: ['fr-FR'], html: 'es' }, 'es'],
    ['an unsupported query value, falling through', { query: 'fr' }, 'en'],
    ['a garbage cookie, falling through', { cookie: '%%<script>' }, 'en'],
    ['an unsupported browser language', { browser: ['de-DE', 'fr'] }, 'en'],
    ['nothing supported anywhere', { browser: ['ja'], html: 'zz' }, 'en'],
  ]

  it.each(cases)('picks the right language from %s', async (_name, sources, expected) => {
    setSources(sources)
    expect(detectLocale(window)).toBe(expected)
    // The inline detector must agree with the library whose order and keys it follows.
    expect(await libraryDecision()).toBe(expected)
  })

  it('treats blocked storage as empty instead of failing', () => {
    setSources({ browser: ['es'] })
    const blocked = Object.create(window, {
      localStorage: {
        get() {
          throw new Error('blocked')
        },
      },
    }) as Window
    expect(detectLocale(blocked)).toBe('es')
  })

  it('is a script that runs on its own and caches the result in a cookie', () => {
    setSources({ browser: ['en-GB'] })
    new Function(languageRedirectScript)()
    expect(document.cookie).toContain('i18next=en')
  })

  it('waits, on a page prerendered before a click, until the page is shown', () => {
    setSources({ browser: ['en-GB'] })
    Object.defineProperty(document, 'prerendering', { value: true, configurable: true })
    try {
      new Function(languageRedirectScript)()
      expect(document.cookie).not.toContain('i18next=')
      // The click on the language switch stores the choice before the prerendered page is shown.
      localStorage.setItem('i18nextLng', 'en')
      document.dispatchEvent(new Event('prerenderingchange'))
      expect(document.cookie).toContain('i18next=en')
    } finally {
      Reflect.deleteProperty(document, 'prerendering')
    }
  })
})

describe('the language cookie', () => {
  it('lasts as long as the privacy notice says', () => {
    // The function is inlined as text, so it types the figure: the two are held together here.
    expect(rememberLocale.toString()).toContain(`max-age=${languageCookieDays * 86_400};`)
  })
})
