// Writes the press kit to the file named as the command's argument (scripts/build.mjs).
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { pressKitFiles, pressKitZip } from './press-kit'

const file = process.argv[2]
if (!file) throw new Error('usage: press-kit <zip file>')
const files = await pressKitFiles()
const zip = await pressKitZip(files)
writeFileSync(file, zip)
console.log(`press kit: ${path.basename(file)} (${(zip.length / 1024).toFixed(1)} KB, ${files.size} files)`)
