import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import type { CmsSettings } from '../env'
import { localBackendUrl } from './config'

/** What the CMS's build leaves beside the site's client files: its entry script and styles. */
export interface CmsBundle {
  script: string
  styles: string[]
}

/** The CMS's configuration: JSON, which is YAML too, the type Decap's `cms-config-url` link takes. */
export const cmsConfigPath = '/cms/config.yml'

/** The CMS's bundle manifest, written by its build (vite.cms.config.ts) next to the client folder. */
export const cmsManifestName = 'cms.json'

/** The CMS's bundle as the build made it; undefined when the build has none. */
export function readCmsBundle(clientDir: string): CmsBundle | undefined {
  const file = path.join(clientDir, '..', cmsManifestName)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CmsBundle) : undefined
}

const originOf = (url: string) => new URL(url).origin

/**
 * The CMS page's own policy, wider than the public pages' only where Decap CMS needs it: styles
 * inline (its components write their styles at run time), images from `blob:` and `data:` (the
 * previews of photos about to be uploaded), and calls to the one backend it saves through (the
 * provider's API, or the local backend on this machine) and to the `blob:` addresses the page
 * itself makes of the photos it uploads. Scripts are the site's own files only,
 * with `unsafe-eval` for the validator Decap checks its configuration with; no inline script runs,
 * and the page shows nothing a visitor wrote.
 * Avatars of the person signed in come from the provider's API host or GitHub's avatar host.
 */
export function cmsPolicy(settings: CmsSettings): string {
  const backend = settings.git ? originOf(settings.git.apiUrl) : originOf(localBackendUrl(settings.localPort))
  const avatars = settings.git
    ? settings.git.provider === 'github'
      ? 'https://avatars.githubusercontent.com'
      : originOf(settings.git.providerUrl)
    : ''
  return [
    "default-src 'self'",
    // Decap checks its configuration with Ajv, which compiles each check into a function.
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${avatars}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' blob: ${backend}`,
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** The line under the editor when it can save only on this machine. */
const localOnlyNote =
  'This editor saves to the repository on this machine, through the local backend that “npm run cms” starts. ' +
  'To edit from anywhere, set the git backend (docs/content.md).'

const noteStyle = {
  position: 'fixed',
  bottom: 0,
  left: 0,
  right: 0,
  zIndex: 1000,
  margin: 0,
  padding: '.5rem 1rem',
  background: '#fff7d6',
  color: '#3d3100',
  font: '14px/1.4 system-ui, sans-serif',
  borderTop: '1px solid #e2c96b',
} as const

/**
 * The page Decap CMS runs in, rendered by React like the server's other pages: its configuration
 * is `/cms/config.yml` (the `cms-config-url` link Decap reads), its script and styles the ones its
 * build made. Without a git backend the page says that only the local backend works.
 */
export function cmsPage(bundle: CmsBundle, settings: CmsSettings, brand: string): string {
  const page = (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`Content editor · ${brand}`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="cms-config-url" type="text/yaml" href={cmsConfigPath} />
        {bundle.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <script type="module" src={bundle.script} />
      </head>
      <body>
        <noscript>The content editor needs JavaScript.</noscript>
        {!settings.git && (
          <p role="note" style={noteStyle}>
            {localOnlyNote}
          </p>
        )}
      </body>
    </html>
  )
  return `<!doctype html>${renderToStaticMarkup(page)}`
}
