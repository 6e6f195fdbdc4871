import { useReturnedPost } from '~/components/forms/use-returned-post'
import { AboutSection } from '~/components/sections/about-section'
import { CategoryCards } from '~/components/sections/category-cards'
import { CategoryIndex } from '~/components/sections/category-index'
import { ContactSection } from '~/components/sections/contact-section'
import { GuideLinks } from '~/components/sections/guide-links'
import { HomeHero } from '~/components/sections/home-hero'
import { ProcessSteps } from '~/components/sections/process-steps'
import { Section } from '~/components/sections/section'
import { SectionHeading } from '~/components/sections/section-heading'
import { StatGrid } from '~/components/sections/stat-grid'
import { Testimonials } from '~/components/sections/testimonials'
import { contactContent } from '~/content/contact'
import { homeContent } from '~/content/home'
import { useContent } from '~/lib/use-content'
import ContactForm from '~/islands/parts/contact-form'
import { contentPageMeta } from '~/lib/meta'

export const meta = contentPageMeta(homeContent)

export default function HomePage() {
  const home = useContent(homeContent)
  const contact = useContent(contactContent)
  const returned = useReturnedPost('contact')
  return (
    <>
      <HomeHero content={home.hero} />
      <AboutSection content={home.about} />
      <Section id="products" labelledBy="products-heading" tone="surface">
        <SectionHeading
          id="products-heading"
          eyebrow={home.products.eyebrow}
          title={home.products.title}
          intro={home.products.intro}
        />
        <CategoryCards content={home.products} />
        <CategoryIndex title={home.products.allCategoriesTitle} />
      </Section>
      <Section id="services" labelledBy="services-heading">
        <SectionHeading
          id="services-heading"
          eyebrow={home.services.eyebrow}
          title={home.services.title}
          intro={home.services.intro}
          align="center"
        />
        <ProcessSteps steps={home.services.steps} />
        <GuideLinks title={home.services.guidesTitle} />
      </Section>
      <Section labelledBy="why-heading" tone="dark" className="overflow-hidden">
        <SectionHeading
          id="why-heading"
          eyebrow={home.whyUs.eyebrow}
          title={home.whyUs.title}
          intro={home.whyUs.intro}
          tone="light"
        />
        <StatGrid labels={home.whyUs.stats} />
        <h3 className="mt-20 text-2xl font-extrabold text-white sm:text-3xl">
          {home.whyUs.testimonialsTitle}
        </h3>
        <Testimonials items={home.whyUs.testimonials} />
      </Section>
      <ContactSection content={contact}>
        <ContactForm returned={returned} />
      </ContactSection>
    </>
  )
}
