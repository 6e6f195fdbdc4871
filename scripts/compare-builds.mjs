// `node scripts/compare-builds.mjs <before>/client <after>/client`: lists every page whose HTML differs
// between two builds, once the content hashes in asset names (`/assets/root-BX3k9a.js`) and the
// script hashes of the Content-Security-Policy are set aside; a change of code that should not move
// any page (a refactoring) is checked with it. Exits 1 when a page differs or exists in one build only.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const [before, after] = process.argv.slice(2)
if (!before || !after) {
  console.error('usage: node scripts/compare-builds.mjs <before>/client <after>/client')
  process.exit(2)
}

/** Every .html file under `dir`, by its path inside it. */
const pagesIn = (dir) =>
  readdirSync(dir, { recursive: true })
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'))
    .sort()

/** A page as it reads with the parts a build names by hash made alike. */
const withoutHashes = (html) =>
  html
    .replace(/([\w.-]+)-[\w-]{8}\.(js|css|woff2|png|svg|webp|avif|jpg)\b/g, '$1-#.$2')
    .replace(/'sha(256|384|512)-[A-Za-z0-9+/=]+'/g, "'sha$1-#'")
    .replace(/\b(integrity|nonce)="[^"]*"/g, '$1="#"')

const beforePages = pagesIn(before)
const afterPages = new Set(pagesIn(after))
let differing = 0
let alike = 0
for (const page of beforePages) {
  if (!afterPages.delete(page)) {
    console.log(`only before: ${page}`)
    differing += 1
    continue
  }
  const a = withoutHashes(readFileSync(path.join(before, page), 'utf8'))
  const b = withoutHashes(readFileSync(path.join(after, page), 'utf8'))
  if (a === b) {
    alike += 1
    continue
  }
  differing += 1
  let at = 0
  while (a[at] === b[at]) at += 1
  console.log(
    `differs: ${page} at ${at}\n  before: …${a.slice(Math.max(0, at - 80), at + 120)}…\n  after:  …${b.slice(Math.max(0, at - 80), at + 120)}…`,
  )
}
for (const page of afterPages) {
  console.log(`only after: ${page}`)
  differing += 1
}
console.log(`${alike} pages alike, ${differing} differ or exist in one build only`)
process.exit(differing ? 1 : 0)
