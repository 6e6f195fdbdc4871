import { Mail } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { PageHeader } from '~/components/sections/page-header'
import { Button, buttonClass, ButtonLink } from '~/components/ui/button'
import { newsletterContent } from '~/content/newsletter'
import { contentFor } from '~/content/page-content'
import { site } from '~/content/site'
import { useContent } from '~/lib/use-content'
import { localeFromPath } from '~/lib/locale'
import { pageMeta } from '~/lib/meta'
import { newsletterSteps, pagePaths, type NewsletterStep } from '~/lib/paths'
import type { Route } from './+types/newsletter'

const isStep = (value: unknown): value is NewsletterStep => newsletterSteps.includes(value as NewsletterStep)

/** The pages where a click does what the mailed link asked for, each with its button's words. */
const actions: Partial<
  Record<NewsletterStep, 'forms.newsletter.confirmAction' | 'forms.newsletter.unsubscribeAction'>
> = {
  confirm: 'forms.newsletter.confirmAction',
  unsubscribe: 'forms.newsletter.unsubscribeAction',
}

export function meta({ params, location }: Route.MetaArgs) {
  const page = contentFor(newsletterContent, localeFromPath(location.pathname))[
    isStep(params.step) ? params.step : 'link-expired'
  ]
  return pageMeta(location.pathname, { title: page.title, description: page.description, indexable: false })
}

/**
 * Where the links mailed to subscribers lead. A link only opens the page: the change happens when
 * the person presses the button, because mail scanners open every link in a message to check it.
 * The form has no action, so it posts to this very address, token included, and works without
 * JavaScript; the server answers with the page of the result.
 */
export default function NewsletterPage() {
  const { t } = useTranslation()
  const params = useParams()
  const step = isStep(params.step) ? params.step : 'link-expired'
  const page = useContent(newsletterContent)[step]
  const action = actions[step]
  return (
    <PageHeader eyebrow={page.eyebrow} title={page.title} lead={page.lead}>
      {action ? (
        <form method="post">
          <Button type="submit" size="lg">
            {t(action)}
          </Button>
        </form>
      ) : (
        <>
          {/* Where a form's journey ends, the thank-you page's two ways on. */}
          <ButtonLink to={pagePaths.home}>{t('forms.thankYou.home')}</ButtonLink>
          <ButtonLink to={pagePaths.customDesign} variant="ghostLight">
            {t('forms.thankYou.customDesign')}
          </ButtonLink>
          {step === 'link-expired' && (
            <a href={`mailto:${site.email.info}`} className={buttonClass({ variant: 'ghostLight' })}>
              <Mail aria-hidden="true" className="size-4" />
              {site.email.info}
            </a>
          )}
        </>
      )}
    </PageHeader>
  )
}
