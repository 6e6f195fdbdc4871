// Fails when a page's JavaScript (all of it, islands included) or CSS grows past its budget (gzip
// bytes). Sizes are stable from run to run, so this belongs in `npm test`; timings are measured by
// `npm run bench`.
import path from 'node:path'
import { buildDir, ensureBuild } from './ensure-build.mjs'
import { pageWeights } from './page-weight.mjs'

// The budgets every page holds: the island runtime and all of a page's islands (decisions 006, 011)
// come to 44-48 KB today, so a page that grows past 100 KB has taken on something new. What runs as
// a page loads is only the runtime's first file, under 3 KB.
export const budgets = { js: 100 * 1024, css: 15 * 1024 }

ensureBuild()
const weights = pageWeights(path.join(buildDir, 'client'))
const over = weights.filter((page) => page.js > budgets.js || page.css > budgets.css)
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const heaviest = [...weights].sort((a, b) => b.js - a.js).slice(0, 5)
console.log(`Weight of ${weights.length} pages (gzip), budgets JS ${kb(budgets.js)}, CSS ${kb(budgets.css)}:`)
for (const page of heaviest)
  console.log(
    `  ${page.route.padEnd(36)} JS ${kb(page.js).padStart(9)} (${kb(page.jsOnLoad)} on load)  CSS ${kb(page.css).padStart(8)}`,
  )
if (over.length) {
  for (const page of over) console.error(`Over budget: ${page.route} JS ${kb(page.js)}, CSS ${kb(page.css)}`)
  process.exit(1)
}
console.log('size: every page within budget')
