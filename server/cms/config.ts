import type * as z from 'zod'
import { translationBackend, translationCheckWidget } from '../../app/cms/extensions'
import { contentFolder } from '../../app/content/load/content-build'
import { translationCheckedField } from '../../app/content/load/translation-save'
import { mediaFolder } from '../../app/content/photo'
import type { CmsSettings } from '../env'
import { cmsFields, type CmsField } from './fields'

/** What the CMS reads of a content kind, as app/content/kinds.ts declares each. */
export interface CmsKind {
  name: string
  label: string
  entries: 'one' | 'many'
  /** The entries the site fixes, for a kind with many: the editor edits them, adding or deleting none. */
  slugs?: readonly string[]
  shared: z.ZodObject
  words: z.ZodObject
}

/** The path the OAuth exchange starts at, under the site's address (Decap's `auth_endpoint`). */
export const authEndpoint = 'cms/auth'

/** The languages side by side, English first: untranslated fields are kept in its file. */
const i18n = { structure: 'multiple_files', locales: ['en', 'es'], default_locale: 'en' } as const

/** The local backend's API (decap-server), on this machine only. */
export const localBackendUrl = (port: number) => `http://localhost:${port}/api/v1`

/**
 * The Spanish pane's boxes, one per part of the words, for Spanish read against the English and
 * still right: each save records the ticked parts as translated from its English and keeps no tick
 * (decision 047).
 */
function translationCheckOf(words: CmsField[]) {
  return {
    name: translationCheckedField,
    label: 'Spanish checked against the English',
    widget: translationCheckWidget,
    i18n: true,
    required: false,
    hint:
      'Tick a part whose Spanish you have read against the English beside it and found right as it ' +
      'stands; saving records it as translated from that English. Spanish you change is recorded so ' +
      'without a tick. The file keeps no tick.',
    options: words.map(({ name, label }) => ({ value: name, label })),
  }
}

/**
 * The shared fields first (English file only), then the words (one file per language) and the
 * Spanish pane's boxes for Spanish checked against the English; a kind with no words has no
 * languages at all.
 */
function fieldsOf(kind: CmsKind, translated: boolean) {
  const words = cmsFields(kind.words, true)
  return [
    ...cmsFields(kind.shared, translated ? false : undefined),
    ...words,
    ...(translated ? [translationCheckOf(words)] : []),
  ]
}

/** The field an entry of a many-entry kind is named by: its slug if it has one, else its first line of text. */
function identifierOf(fields: Pick<CmsField, 'name' | 'widget'>[]): string | undefined {
  return (fields.find((field) => field.name === 'slug') ?? fields.find((field) => field.widget === 'string'))
    ?.name
}

/**
 * One collection per kind, laid out as the content folder is: `<kind>/<slug>.<locale>.yml`, the one
 * entry of a kind with one named as the kind (`faq/faq.en.yml`). Decap's i18n takes per-language
 * files only in folder collections, so a translated kind with one entry is a folder collection
 * whose one entry cannot be added to or deleted; a kind with no words is one file, `<kind>/<kind>.yml`.
 */
function collectionOf(kind: CmsKind) {
  const translated = Object.keys(kind.words.shape).length > 0
  const fields = fieldsOf(kind, translated)
  const folder = `${contentFolder}/${kind.name}`
  const common = { name: kind.name, label: kind.label, format: 'yml', extension: 'yml' }
  // Its pane beside the fields would be Decap's bare preview, which prints stored keys and values
  // with no heading ("england-and-wales", two lines both called "As written"): the fields alone.
  if (!translated && kind.entries === 'one')
    return {
      ...common,
      editor: { preview: false },
      files: [{ name: kind.name, label: kind.label, file: `${folder}/${kind.name}.yml`, fields }],
    }
  const identifier = identifierOf(fields)
  if (kind.entries === 'many' && !identifier)
    throw new Error(`The content kind "${kind.name}" has no text field to name its entries by`)
  return {
    ...common,
    ...(translated ? { i18n: true } : {}),
    folder,
    ...(kind.entries === 'one'
      ? { create: false, delete: false }
      : kind.slugs
        ? { create: false, delete: false }
        : { create: true, slug: identifier === 'slug' ? '{{fields.slug}}' : '{{slug}}' }),
    ...(identifier ? { identifier_field: identifier } : {}),
    fields,
  }
}

/** A content file's kind (its folder) and entry (its name, without language and extension). */
const entryFile = /^content\/(?<kind>[a-z0-9-]+)\/(?<entry>[a-z0-9-]+)(?:\.(?:en|es))?\.yml$/

/**
 * Where the editor opens the entry a content file holds. Decap routes an entry as
 * `#/collections/<collection>/entries/<slug>`; a folder collection's entry is named as its files are
 * without language and extension (`faq` for `faq.es.yml`, whichever language), and a file
 * collection's as the kind, whose one file it is: either way, the file's name. Undefined for a path
 * that is no content file.
 */
export function editorEntryHref(file: string): string | undefined {
  const match = entryFile.exec(file)?.groups
  return match && `/cms/#/collections/${match.kind}/entries/${match.entry}`
}

/**
 * The backend the CMS saves through: the git provider the settings name, each save a commit or,
 * in the editorial workflow, a pull request; without them, only the local backend (decap-server
 * on the machine that has the repository), which writes the files in place.
 */
function backendOf(settings: CmsSettings, siteUrl: string) {
  const { git } = settings
  // Each under its translations name: Decap's own backend, whose saves keep the Spanish record of
  // its English true (app/cms/translation-backend.ts).
  if (!git)
    return {
      backend: { name: translationBackend('proxy'), proxy_url: localBackendUrl(settings.localPort) },
    }
  // GitHub's and GitLab's sign-in is this server's OAuth exchange (the CMS opens
  // `<base_url>/<auth_endpoint>`); Gitea's the CMS makes itself with the provider (PKCE, no secret).
  const signIn =
    git.provider === 'gitea'
      ? { base_url: git.providerUrl, app_id: git.clientId }
      : { base_url: new URL(siteUrl).origin, auth_endpoint: authEndpoint }
  return {
    backend: {
      name: translationBackend(git.provider),
      repo: git.repo,
      branch: git.branch,
      api_root: git.apiUrl,
      ...signIn,
    },
    publish_mode: 'editorial_workflow',
  }
}

/** Decap CMS's whole configuration, made from the content kinds and the server's settings. */
export function cmsConfig(kinds: readonly CmsKind[], settings: CmsSettings, siteUrl: string) {
  return {
    ...backendOf(settings, siteUrl),
    site_url: siteUrl,
    // The sign-in screen shows the company's shield, not the editor's own brand.
    logo_url: new URL('/favicon.svg', siteUrl).href,
    locale: 'en',
    // Where photos go, and how a photo's path reads in the data: `/media/<file>`.
    media_folder: `${contentFolder}/${mediaFolder}`,
    public_folder: `/${mediaFolder}`,
    i18n,
    collections: kinds.map(collectionOf),
  }
}
