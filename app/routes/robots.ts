import { robotsTxt } from '~/lib/sitemap'

export function loader() {
  return new Response(robotsTxt(), { headers: { 'content-type': 'text/plain; charset=utf-8' } })
}
