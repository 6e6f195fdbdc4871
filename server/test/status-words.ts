import { contentFor } from '../../app/content/page-content'
import { statusContent } from '../../app/content/status'
import { i18nFor } from '../../app/i18n/config'
import type { Locale } from '../../app/lib/locale'

/**
 * Every word the buyer's status page may show in a language, figures filled in as the page fills
 * them: its own words (content/status) and what it says of each status (app/i18n, `status`).
 */
export function statusWords(locale: Locale) {
  return { ...contentFor(statusContent, locale), ...i18nFor(locale).t('status', { returnObjects: true }) }
}
