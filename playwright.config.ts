import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
// @ts-expect-error: a plain JavaScript module shared with the scripts
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs'

const port = Number(process.env.E2E_PORT || 4173)
const buildDir = path.resolve(process.env.BUILD_DIR || 'build')
// Each run gets an empty database, so tests can read back exactly what they submitted.
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(path.join(tmpdir(), 'site-e2e-'))
process.env.E2E_DATA_DIR = dataDir

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Waits for what a person would see, as long as a very busy two-core machine may need: a test that
  // starts its own server or sends files runs many times slower there. A wait ends as soon as its
  // condition holds, so a passing test is no slower for it.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: `node ${path.join(buildDir, 'server-app/index.js')}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      CLIENT_DIR: path.join(buildDir, 'client'),
      DATA_DIR: dataDir,
      FORMS_RATE_LIMIT: '0',
      // Every test posts from this machine's one address: the caps on automatic replies per network
      // and per address are set as high as they go, so each test's acknowledgement is sent at once.
      MAIL_REPLY_NETWORK_HOURLY_CAP: '1000',
      MAIL_REPLY_ADDRESS_DAILY_CAP: '20',
      // As behind a proxy on this machine: a test may name its browser's address in X-Forwarded-For.
      TRUST_PROXY: 'loopback',
      SITE_URL: `http://127.0.0.1:${port}`,
      // Quick retries: a test never waits a minute for a mail.
      MAIL_RETRY_BASE_SECONDS: '1',
    },
  },
})
