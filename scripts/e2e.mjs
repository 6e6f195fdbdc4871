// `npm run test:e2e`: makes sure Chromium and a current build exist, then runs Playwright on them.
import { execFileSync, spawnSync } from 'node:child_process'
import process from 'node:process'
import { chromiumPath, hasChromium } from './chromium.mjs'
import { ensureBuild, root } from './ensure-build.mjs'

if (!hasChromium()) {
  if (process.getuid?.() === 0 && !process.env.CHROME_PATH) {
    console.log("Chromium is missing: installing Debian's chromium package...")
    execFileSync(
      'sh',
      ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'],
      {
        stdio: 'inherit',
      },
    )
  } else {
    console.error(
      `Chromium not found at ${chromiumPath}: run "sudo apt-get install -y chromium" or set CHROME_PATH.`,
    )
    process.exit(1)
  }
}

ensureBuild()
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
})
process.exit(result.status ?? 1)
