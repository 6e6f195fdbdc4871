import { spawnSync } from 'node:child_process'
import { expect, type Page } from '@playwright/test'

/** The server's data folder, which the test server and the tests share. */
export const dataDir = () => process.env.E2E_DATA_DIR!

export const staffPassword = 'a long passphrase for the sales team'

/** Tests run side by side: each gets names and addresses of its own. */
export const unique = (label: string) =>
  `${label}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`

/** An account made exactly as the README says: `npm run admin -- create-user --password-stdin`. */
export function createStaff(email: string) {
  // Its messages go to standard error: standard output is kept for data.
  const run = spawnSync(
    'npm',
    ['run', '--silent', 'admin', '--', 'create-user', '--email', email, '--password-stdin'],
    {
      input: staffPassword,
      env: { ...process.env, DATA_DIR: dataDir() },
      encoding: 'utf8',
    },
  )
  expect(run.status, run.stderr).toBe(0)
  expect(run.stderr).toContain(`Created ${email}`)
}

export async function signIn(page: Page, email: string) {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/sign-in$/)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(staffPassword)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin$/)
}
