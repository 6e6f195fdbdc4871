// `npm run bench:line-sheets`: makes every line sheet as the build does (scripts/line-sheets/) and
// writes each file's size, its pages and its pictures to the "Line sheets" section of
// docs/benchmarks.md. Sizes are the same from run to run for the same content; the day is the
// edition's.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { tsImport } from 'tsx/esm/api'
import { replaceSection } from './report-section.mjs'

const root = path.resolve(import.meta.dirname, '..')
const load = (module) => tsImport(module, import.meta.url)
const { lineSheetFiles } = await load('./line-sheets/line-sheets.ts')
const { pageCount } = await load('./pdf/read-pdf.ts')
const { contentDir } = await load('../app/content/load/content-build.ts')

const edition = new Date().toISOString().slice(0, 10)
const files = await lineSheetFiles(edition, contentDir(root))
const kb = (bytes) => (bytes / 1024).toFixed(1)
/** The image objects a PDF embeds; a picture with transparency (the mark) is two, its colour and its mask. */
const images = (pdf) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0
const rows = [...files].map(
  ([name, pdf]) => `| ${name} | ${kb(pdf.length)} | ${pageCount(pdf)} | ${images(pdf)} |`,
)
const total = [...files.values()].reduce((sum, pdf) => sum + pdf.length, 0)
const section = `Made by \`npm run bench:line-sheets\` on ${edition}, as \`npm run build\` makes them: ${files.size}
files, ${kb(total)} KB in all. Photos are printed as 600-pixel JPEGs (quality 72) and each category's
drawing the same way; the mark is a PNG, two image objects with its transparency; the text is the
built-in Helvetica, with no font embedded. A category without styles yet has its cover only.

| file | KB | pages | image objects |
| ---- | -- | ----- | ------------- |
${rows.join('\n')}`
const reportPath = path.join(root, 'docs/benchmarks.md')
writeFileSync(
  reportPath,
  replaceSection(readFileSync(reportPath, 'utf8'), 'Line sheets (`npm run bench:line-sheets`)', section),
)
console.log(`${section}\n\nwrote docs/benchmarks.md`)
