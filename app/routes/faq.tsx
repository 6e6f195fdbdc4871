import { CtaBand } from '~/components/sections/cta-band'
import { FaqCategories } from '~/components/sections/faq-categories'
import { PageHeader } from '~/components/sections/page-header'
import { ButtonLink } from '~/components/ui/button'
import { faqCategoryOrder, faqContent } from '~/content/faq'
import { contentFor } from '~/content/page-content'
import { useContent } from '~/lib/use-content'
import { localeFromPath } from '~/lib/locale'
import { contentPageMeta } from '~/lib/meta'
import { homeSection, pagePaths } from '~/lib/paths'
import { faqPageSchema } from '~/lib/structured-data'
import type { Route } from './+types/faq'

export function meta(args: Route.MetaArgs) {
  const locale = localeFromPath(args.location.pathname)
  const { entries } = contentFor(faqContent, locale)
  return [...contentPageMeta(faqContent)(args), { 'script:ld+json': faqPageSchema(entries, locale) }]
}

export default function FaqPage() {
  const faq = useContent(faqContent)
  return (
    <>
      <PageHeader eyebrow={faq.header.eyebrow} title={faq.page.heading} lead={faq.header.lead} />
      <FaqCategories
        order={faqCategoryOrder}
        titles={faq.categories}
        entries={faq.entries}
        navLabel={faq.navLabel}
      />
      <CtaBand title={faq.cta.title} text={faq.cta.text}>
        <ButtonLink to={pagePaths.customDesign} size="lg">
          {faq.cta.primary}
        </ButtonLink>
        <ButtonLink to={homeSection('contact')} variant="ghostLight" size="lg">
          {faq.cta.secondary}
        </ButtonLink>
      </CtaBand>
    </>
  )
}
