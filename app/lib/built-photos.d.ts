/**
 * The photos the build made (scripts/photos/vite-plugin.ts, `builtPhotosModule`), keyed by spot
 * (`homeHero`, `categoryHero/soccer`): read as the pages are bundled, so the pre-rendered pages and
 * those rendered per request show the same files. Empty where no photo is set.
 */
declare module 'virtual:built-photos' {
  import type { BuiltPhoto } from './photo-places'

  const photos: Partial<Record<string, BuiltPhoto>>
  export default photos
}
