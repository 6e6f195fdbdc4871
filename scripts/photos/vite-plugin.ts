import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { virtualModule } from '../virtual-module'

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
  return virtualModule('built-photos', (command) => {
    const file = process.env[builtPhotosVariable]
    if (file) return `export default ${readFileSync(file, 'utf8')}`
    if (command === 'build')
      throw new Error('photos: the pages are built after the photos: run "npm run build"')
    return 'export default {}'
  })
}
