import { useTranslation } from 'react-i18next'
import { PageHeader } from '~/components/sections/page-header'
import { ButtonLink } from '~/components/ui/button'
import { facts } from '~/content/figures'
import { i18nFor } from '~/i18n/config'
import { localeFromPath } from '~/lib/locale'
import { pageMeta } from '~/lib/meta'
import { pagePaths } from '~/lib/paths'
import { referenceSlot } from '~/lib/reference-slot'

export function meta({ location }: { location: { pathname: string } }) {
  const { t } = i18nFor(localeFromPath(location.pathname))
  return pageMeta(location.pathname, {
    title: t('forms.thankYou.title'),
    description: t('forms.thankYou.description'),
    indexable: false,
  })
}

/**
 * Where a form posted without JavaScript lands once the collector has stored it. The reference
 * paragraph stays hidden unless the server writes the buyer's reference into it.
 */
export default function ThankYouPage() {
  const { t } = useTranslation()
  return (
    <PageHeader
      eyebrow={t('forms.thankYou.title')}
      title={t('forms.thankYou.heading')}
      lead={t('forms.thankYou.text', { hours: facts.replyHours })}
      note={
        <p hidden data-slot="reference" className="text-lg font-semibold text-gold">
          {t('forms.thankYou.reference', { reference: referenceSlot.placeholder })}
        </p>
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
