// Screenshots of pages for review: node scripts/screenshot.mjs [base-url] path... (desktop 1440, phone 390)
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './chromium.mjs'

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2)
const outDir = process.env.SHOTS_DIR || 'build/screenshots'
mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
for (const [name, width, height] of [
  ['desktop', 1440, 900],
  ['phone', 390, 844],
]) {
  const page = await browser.newPage({ viewport: { width, height } })
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(base + path, { waitUntil: 'networkidle' })
    // Bands far from the viewport skip rendering until a visitor scrolls near them (decision 007);
    // a full-page picture has no visitor scrolling, so every band is drawn.
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
    await page.waitForTimeout(700)
    const file = `${outDir}/${name}${path.replace(/[/#?=]+/g, '_') || '_'}.png`
    await page.screenshot({ path: file, fullPage: process.env.FULL !== '0' })
    console.log(file)
  }
  await page.close()
}
await browser.close()
