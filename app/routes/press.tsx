import { useLoaderData } from 'react-router'
import { CtaBand } from '~/components/sections/cta-band'
import { PageHeader } from '~/components/sections/page-header'
import { PressDesk } from '~/components/sections/press-desk'
import { PressFacts } from '~/components/sections/press-facts'
import { ButtonLink } from '~/components/ui/button'
import { pressContent } from '~/content/press'
import { site } from '~/content/site'
import { useContent } from '~/lib/use-content'
import { contentPageMeta } from '~/lib/meta'
import { pressKitBytes } from '~/lib/press-kit.server'
import { homeSection, pagePaths } from '~/lib/paths'

export const meta = contentPageMeta(pressContent)

/** Run as the page is pre-rendered, after the build has made the press kit. */
export function loader(): { kitBytes: number | null } {
  return { kitBytes: pressKitBytes() ?? null }
}

export default function PressPage() {
  const press = useContent(pressContent)
  const { kitBytes } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHeader eyebrow={press.header.eyebrow} title={press.page.heading} lead={press.header.lead} />
      <PressDesk email={site.email.press} contact={press.contact} kit={press.kit} kitBytes={kitBytes} />
      <PressFacts facts={press.facts} boilerplate={press.boilerplate} />
      <CtaBand title={press.cta.title} text={press.cta.text}>
        <ButtonLink to={pagePaths.factoryTour} size="lg">
          {press.cta.primary}
        </ButtonLink>
        <ButtonLink to={homeSection('contact')} variant="ghostLight" size="lg">
          {press.cta.secondary}
        </ButtonLink>
      </CtaBand>
    </>
  )
}
