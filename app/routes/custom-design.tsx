import { ArrowDown } from 'lucide-react'
import { useReturnedPost } from '~/components/forms/use-returned-post'
import { CtaBand } from '~/components/sections/cta-band'
import { DesignBrief } from '~/components/sections/design-brief'
import { HowItWorks } from '~/components/sections/how-it-works'
import { InfoSection } from '~/components/sections/info-section'
import { PageHeader } from '~/components/sections/page-header'
import { ButtonLink, buttonClass } from '~/components/ui/button'
import { customDesignContent } from '~/content/custom-design'
import { optionNames } from '~/lib/order/option-names'
import { site } from '~/content/site'
import { useContent } from '~/lib/use-content'
import QuoteForm from '~/islands/parts/quote-form'
import { contentPageMeta } from '~/lib/meta'
import { useLocale } from '~/lib/use-locale'
import { pagePaths } from '~/lib/paths'

export const meta = contentPageMeta(customDesignContent)

export default function CustomDesignPage() {
  const page = useContent(customDesignContent)
  const locale = useLocale()
  const returned = useReturnedPost('quote')
  const { items: steps, ...stepsIntro } = page.steps
  return (
    <>
      <PageHeader eyebrow={page.header.eyebrow} title={page.page.heading} lead={page.header.lead}>
        <a href="#design-form" className={buttonClass({ size: 'lg' })}>
          {page.header.toForm}
          <ArrowDown aria-hidden="true" className="size-5" />
        </a>
      </PageHeader>
      <InfoSection id="how-it-works" intro={stepsIntro} tone="surface">
        <HowItWorks steps={steps} />
      </InfoSection>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
        <div id="design-form" className="scroll-mt-28">
          {/* The guides' names of fabrics and methods travel as the island's props, not as its code. */}
          <QuoteForm names={optionNames(locale)} returned={returned} />
        </div>
        <aside className="lg:sticky lg:top-28 lg:self-start">
          <DesignBrief include={page.include} facts={page.facts} files={page.form} email={site.email.info} />
        </aside>
      </div>
      <CtaBand title={page.cta.title} text={page.cta.text}>
        <ButtonLink to={pagePaths.fabrics} size="lg">
          {page.cta.primary}
        </ButtonLink>
        <ButtonLink to={pagePaths.printing} variant="ghostLight" size="lg">
          {page.cta.secondary}
        </ButtonLink>
      </CtaBand>
    </>
  )
}
