import { RequestStatus } from '~/components/sections/request-status'
import { contentFor } from '~/content/page-content'
import { statusContent } from '~/content/status'
import { useContent } from '~/lib/use-content'
import { localeFromPath } from '~/lib/locale'
import { pageMeta } from '~/lib/meta'

export function meta({ location }: { location: { pathname: string } }) {
  const words = contentFor(statusContent, localeFromPath(location.pathname))
  return [
    ...pageMeta(location.pathname, { title: words.title, description: words.description, indexable: false }),
    // The token is in the address: no request from this page names it (the server says so too).
    { name: 'referrer', content: 'no-referrer' },
  ]
}

/**
 * A buyer's private status page, linked from their acknowledgement. Rendered once per language as
 * a template at `/status/__status_token__`; the server fills in each lead's (decision 017).
 */
export default function StatusPage() {
  return <RequestStatus words={useContent(statusContent)} />
}
