import { useTranslation } from 'react-i18next'
import { PageHeader } from '~/components/sections/page-header'
import { ButtonLink } from '~/components/ui/button'
import { facts } from '~/content/figures'
import { i18nFor } from '~/i18n/config'
import { localeFromPath } from '~/lib/locale'
import { pageMeta } from '~/lib/meta'
import { pagePaths } from '~/lib/paths'
import type { Route } from './+types/thank-you'

export function meta({ location }: Route.MetaArgs) {
  const { t } = i18nFor(localeFromPath(location.pathname))
  return pageMeta(location.pathname, {
    title: t('forms.thankYou.title'),
    description: t('forms.thankYou.description'),
    indexable: false,
  })
}

/** The reference of the request just stored, when the server renders the page for its post. */
export function loader({ context }: Route.LoaderArgs) {
  return { reference: context.reference ?? null }
}

/**
 * Where a form posted without JavaScript lands once the collector has stored it. The build
 * pre-renders it without a reference; the server renders it with the buyer's (decision 031).
 */
export default function ThankYouPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { reference } = loaderData
  return (
    <PageHeader
      eyebrow={t('forms.thankYou.title')}
      title={t('forms.thankYou.heading')}
      lead={t('forms.thankYou.text', { hours: facts.replyHours })}
      note={
        reference && (
          <p className="text-lg font-semibold text-gold">{t('forms.thankYou.reference', { reference })}</p>
        )
      }
    >
      <ButtonLink to={pagePaths.home}>{t('forms.thankYou.home')}</ButtonLink>
      <ButtonLink to={pagePaths.customDesign} variant="ghostLight">
        {t('forms.thankYou.customDesign')}
      </ButtonLink>
      <ButtonLink to={pagePaths.faq} variant="ghostLight">
        {t('forms.thankYou.faq')}
      </ButtonLink>
    </PageHeader>
  )
}
