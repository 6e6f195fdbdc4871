import { useTranslation } from 'react-i18next'
import { ButtonLink } from '~/components/ui/button'
import { i18nFor } from '~/i18n/config'
import { localeFromPath } from '~/lib/locale'
import { pageMeta } from '~/lib/meta'
import { pagePaths } from '~/lib/paths'

/**
 * Not Found is the interface's own page, not content: the root's error boundary shows the same
 * heading for an address nothing answers, so its words are interface strings.
 */
export function meta({ location }: { location: { pathname: string } }) {
  const { t } = i18nFor(localeFromPath(location.pathname))
  return pageMeta(location.pathname, {
    title: t('pages.notFound.title'),
    description: t('pages.notFound.description'),
    indexable: false,
  })
}

export default function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:py-32">
      <p className="text-sm font-bold tracking-[0.16em] text-accent uppercase">{t('notFound.eyebrow')}</p>
      <h1 className="mt-3 text-4xl font-extrabold text-navy-900 sm:text-5xl">
        {t('pages.notFound.heading')}
      </h1>
      <p className="mx-auto mt-5 max-w-xl text-lg text-muted">{t('notFound.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={pagePaths.home} size="lg">
          {t('notFound.backHome')}
        </ButtonLink>
        <ButtonLink to={pagePaths.contact} variant="outline" size="lg">
          {t('notFound.contactUs')}
        </ButtonLink>
      </div>
    </section>
  )
}
