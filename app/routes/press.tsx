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
import { lineSheetBytes } from '~/lib/line-sheets.server'
import { localeFromPath } from '~/lib/locale'
import { pressKitBytes } from '~/lib/press-kit.server'
import { homeSection, pagePaths } from '~/lib/paths'
import type { Route } from './+types/press'

export const meta = contentPageMeta(pressContent)

/** Run as the page is pre-rendered, after the build has made the press kit and the line sheets. */
export function loader({ request }: Route.LoaderArgs): {
  kitBytes: number | null
  sheetBytes: number | null
} {
  const locale = localeFromPath(new URL(request.url).pathname)
  return { kitBytes: pressKitBytes() ?? null, sheetBytes: lineSheetBytes('all', locale) ?? null }
}

export default function PressPage() {
  const press = useContent(pressContent)
  const { kitBytes, sheetBytes } = useLoaderData<typeof loader>()
  return (
    <>
      <PageHeader eyebrow={press.header.eyebrow} title={press.page.heading} lead={press.header.lead} />
      <PressDesk
        email={site.email.press}
        contact={press.contact}
        kit={press.kit}
        kitBytes={kitBytes}
        lineSheetBytes={sheetBytes}
      />
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
