import { data } from 'react-router'
import { RequestStatus } from '~/components/sections/request-status'
import { contentFor } from '~/content/page-content'
import { statusContent } from '~/content/status'
import { useContent } from '~/lib/use-content'
import { localeFromPath } from '~/lib/locale'
import { pageMeta } from '~/lib/meta'
import type { Route } from './+types/status'

export function meta({ location }: Route.MetaArgs) {
  const words = contentFor(statusContent, localeFromPath(location.pathname))
  return [
    ...pageMeta(location.pathname, {
      title: words.page.title,
      description: words.page.description,
      indexable: false,
    }),
    // The token is in the address: no request from this page names it (the server says so too).
    { name: 'referrer', content: 'no-referrer' },
  ]
}

/**
 * The lead the server found for the address's token (server/status/page.ts); an address it found
 * none for never reaches the route, so the route's own answer without one is Not Found.
 */
export function loader({ context }: Route.LoaderArgs) {
  if (!context.status) throw data(null, { status: 404 })
  return context.status.view
}

/** A buyer's private status page, linked from their acknowledgement, rendered for each request. */
export default function StatusPage({ loaderData }: Route.ComponentProps) {
  return <RequestStatus words={useContent(statusContent)} view={loaderData} />
}
