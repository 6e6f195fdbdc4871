// `npm run brand:css`: writes the brand's fonts and colours, from app/lib/brand-tokens.ts, into
// app/brand-tokens.css, which the site's stylesheet imports. scripts/brand-css.test.ts fails while
// the file and the tokens disagree.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { brandStylesheet } from '../app/lib/brand-tokens'

export const brandStylesheetPath = path.resolve(import.meta.dirname, '../app/brand-tokens.css')

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  writeFileSync(brandStylesheetPath, brandStylesheet())
  console.log(`Wrote ${path.relative(process.cwd(), brandStylesheetPath)}`)
}
