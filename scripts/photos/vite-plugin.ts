import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/**
 * The build's photo step names the list of photos it made in this variable: a hand-off between the
 * build's own steps (scripts/build.mjs), never set by a person.
 */
export const builtPhotosVariable = 'BUILD_PHOTOS_FILE'

/**
 * `virtual:built-photos` for the pages (app/lib/photos.ts), read as the pages are bundled. In a build:
 * the photo step's list, made before the pages. In development and the unit tests, where no photo
 * step has run: none, so the drawn art shows.
 */
export function builtPhotosModule(): Plugin {
  const id = 'virtual:built-photos'
  const resolved = `\0${id}`
  let building = false
  return {
    name: 'built-photos-module',
    configResolved(config) {
      building = config.command === 'build'
    },
    resolveId: (source) => (source === id ? resolved : undefined),
    load(loaded) {
      if (loaded !== resolved) return undefined
      const file = process.env[builtPhotosVariable]
      if (!file) {
        if (building) throw new Error('photos: the pages are built after the photos: run "npm run build"')
        return 'export default {}'
      }
      return `export default ${readFileSync(file, 'utf8')}`
    },
  }
}
