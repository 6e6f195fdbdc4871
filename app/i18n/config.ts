import i18next, { type i18n } from 'i18next'
import { figureText } from '~/content/figure-text'
import type { Locale } from '~/lib/locale'
import { en } from './en'
import type { mail } from './en-mail'
import { es } from './es'

export const resources = { en: { translation: en }, es: { translation: es } } as const

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    // `content` (page copy) and `mail` (the server's e-mails) are added by those who read them, so no
    // page's script carries the e-mails nor one page's copy another's.
    resources: { translation: typeof en; mail: typeof mail; content: Record<string, unknown> }
  }
}

/**
 * The units and counted nouns a figure in copy is followed by. A line may break before a figure
 * or after its unit, never between them: "30-45 días" wrapped as "30-45 / días" reads as two things.
 */
const unitAfterFigure =
  /(\d) (?=(?:%|°C|g\/m²|gsm|mm|cm|kg|oz|inch|pulgadas|h|MB|kB|px|ppp|ppi|dpi|días|days|horas|hours|años|years|semanas|weeks|minutos|minutes|unidades|pieces|jugadores|players|caracteres|characters|archivos|files|millones|million)(?![\p{L}\p{N}]))/gu

/** Copy with a non-breaking space between each figure and the unit after it. */
const keepFiguresWithUnits = (text: string) => text.replace(unitAfterFigure, '$1\u00a0')

/** Every string i18next gives (page copy, interface strings, e-mails) keeps its figures with their units. */
const figuresWithUnits = {
  type: 'postProcessor' as const,
  name: 'figuresWithUnits',
  process: (value: string) => keepFiguresWithUnits(value),
}

function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance().use(figuresWithUnits)
  // Resources are bundled, so initialisation is synchronous: the first render already has its words,
  // which keeps pre-rendered HTML and hydration identical.
  void instance.init({
    lng: locale,
    fallbackLng: 'en',
    // Copied per language, so the words each reader adds (`content`, `mail`) stay in this instance.
    resources: { en: { ...resources.en }, es: { ...resources.es } },
    initAsync: false,
    interpolation: {
      escapeValue: false,
      // Every figure copy quotes (`{{leadTime}}`, `{{replyHours}}`), formatted once for the language.
      defaultVariables: figureText(locale),
    },
    postProcess: [figuresWithUnits.name],
  })
  return instance
}

/**
 * One instance per language, made when first asked for (a page in the browser needs only its
 * own): the URL decides the language, so nothing ever switches it in place. It has no React in it,
 * so the server fills its e-mails with the same one; React components get it from
 * `I18nextProvider`.
 */
const instances: Partial<Record<Locale, i18n>> = {}

export function i18nFor(locale: Locale): i18n {
  return (instances[locale] ??= createI18n(locale))
}
