// Where Chromium is and how it must start on these machines (no downloads, no background network).
import { existsSync } from 'node:fs'

export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium'
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
export const hasChromium = () => existsSync(chromiumPath)
