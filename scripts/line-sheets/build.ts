// Writes every line sheet into the folder named as the command's argument (scripts/build.mjs), for
// the edition of the day it runs, and lists their sizes.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { contentDir } from '../../app/content/load/content-build'
import { lineSheetFiles } from './line-sheets'

const dir = process.argv[2]
if (!dir) throw new Error('usage: line-sheets <folder>')
const files = await lineSheetFiles(new Date().toISOString().slice(0, 10), contentDir(process.cwd()))
mkdirSync(dir, { recursive: true })
let total = 0
for (const [name, pdf] of files) {
  writeFileSync(path.join(dir, name), pdf)
  total += pdf.length
}
const largest = Math.max(...[...files.values()].map((pdf) => pdf.length))
console.log(
  `line sheets: ${files.size} files, ${(total / 1024).toFixed(1)} KB in all, the largest ${(largest / 1024).toFixed(1)} KB`,
)
