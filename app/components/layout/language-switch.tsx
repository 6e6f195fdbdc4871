import { useTranslation } from 'react-i18next'
import { cn } from '~/lib/cn'
import { locales, localizePath, stripLocale } from '~/lib/locale'
import { usePagePath } from '~/lib/page-path'
import { useLocale } from '~/lib/use-locale'

/**
 * English / Español as two real links to the same page in each language, so the choice works
 * without JavaScript and search engines see both. The page's inline script also stores the choice
 * and keeps the section the reader is at (app/lib/language-choice.ts).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation()
  const current = useLocale()
  const base = stripLocale(usePagePath())
  return (
    <nav
      aria-label={t('language.label')}
      className={cn('flex items-center rounded-full border border-line p-0.5', className)}
    >
      {locales.map((locale) => {
        const active = locale === current
        return (
          <a
            key={locale}
            href={localizePath(base, locale)}
            lang={locale}
            hrefLang={locale}
            aria-current={active ? 'true' : undefined}
            // The link is marked as its language, so its tooltip is written in it too.
            title={active ? undefined : t('language.readInThisLanguage', { lng: locale })}
            data-language-choice={locale}
            className={cn(
              'rounded-full px-2.5 py-1 text-xs font-bold tracking-wide uppercase transition-colors',
              active ? 'bg-navy-900 text-white' : 'text-navy-900 hover:bg-navy-50',
            )}
          >
            <span aria-hidden="true">{locale}</span>
            <span className="sr-only">{t(`language.${locale}`)}</span>
          </a>
        )
      })}
    </nav>
  )
}
