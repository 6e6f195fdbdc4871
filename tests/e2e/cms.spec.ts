import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { parse } from 'yaml'
import { checkContent } from '../../app/content/load/check'
import { readContentFiles, staleTranslations } from '../../app/content/load/content-build'
import { freePort } from '../../server/test/mail-catcher'
// @ts-expect-error: a plain JavaScript module shared with `npm run cms`
import { startLocalBackend } from '../../scripts/local-backend.mjs'

const buildDir = path.resolve(process.env.BUILD_DIR || 'build')
let folder: string
let origin: string
const children: ChildProcess[] = []
const faqFile = (locale: string) => path.join(folder, 'content', 'faq', `faq.${locale}.yml`)

/** The FAQ in one language as its file holds it now. */
interface FaqFile {
  header: { eyebrow: string; lead: string }
  entries: Record<string, { question: string; answer: string }[]>
  translatedFrom?: Record<string, string>
}
const readFaq = (locale: string) => parse(readFileSync(faqFile(locale), 'utf8')) as FaqFile

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  // A copy of the content, so the editor's saves never touch this checkout.
  folder = mkdtempSync(path.join(tmpdir(), 'site-cms-'))
  cpSync(path.resolve('content'), path.join(folder, 'content'), { recursive: true })
  const backendPort = await freePort()
  const sitePort = await freePort()
  children.push(startLocalBackend({ port: backendPort, folder, stdio: 'ignore' }))
  children.push(
    spawn(process.execPath, [path.join(buildDir, 'server-app/index.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(sitePort),
        HOST: '127.0.0.1',
        CLIENT_DIR: path.join(buildDir, 'client'),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'site-cms-data-')),
        SITE_URL: `http://127.0.0.1:${sitePort}`,
        CMS_BACKEND: '',
        CMS_LOCAL_BACKEND_PORT: String(backendPort),
      },
      stdio: 'ignore',
    }),
  )
  origin = `http://127.0.0.1:${sitePort}`
  const answers = (url: string, init?: RequestInit) =>
    fetch(url, init).then(
      (response) => response.status,
      () => 0,
    )
  await expect.poll(() => answers(`${origin}/cms`), { timeout: 60_000 }).toBe(200)
  const info = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"info"}' }
  await expect
    .poll(() => answers(`http://localhost:${backendPort}/api/v1`, info), { timeout: 60_000 })
    .toBe(200)
})

test.afterAll(() => {
  for (const child of children) child.kill('SIGTERM')
})

/** Opens the FAQ in the editor, English and Spanish side by side. */
async function openFaq(page: Page) {
  await page.goto(`${origin}/cms`)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.goto(`${origin}/cms#/collections/faq/entries/faq`)
  await expect(page.getByText('Writing in EN')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Writing in ES')).toBeVisible()
}

/** The text box holding `value` now: the panes show the same fields, told apart by their words. */
async function boxWithValue(page: Page, value: string) {
  const boxes = page.locator('input[type="text"], input:not([type]), textarea')
  await expect
    .poll(() =>
      boxes.evaluateAll(
        (all, wanted) => all.some((box) => (box as HTMLInputElement).value === wanted),
        value,
      ),
    )
    .toBe(true)
  const index = await boxes.evaluateAll(
    (all, wanted) => all.findIndex((box) => (box as HTMLInputElement).value === wanted),
    value,
  )
  return boxes.nth(index)
}

/** Unfolds the list item a folded question names: its first button (the arrow) opens it. */
async function unfold(page: Page, summary: string) {
  const item = page
    .locator('div')
    .filter({ has: page.getByText(summary, { exact: true }) })
    .filter({ has: page.getByRole('button') })
    .last()
  await item.getByRole('button').first().click()
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByRole('menuitem', { name: 'Publish now' }).click()
}

test('edits a Spanish answer and an English text side by side, each saved in its own file', async ({
  page,
}) => {
  const before = { en: readFaq('en'), es: readFaq('es') }
  const spanish = before.es.entries.production![0]!
  await openFaq(page)
  await unfold(page, spanish.question)
  await (await boxWithValue(page, spanish.answer)).fill('Entre cuatro y seis semanas desde la aprobación.')
  await (await boxWithValue(page, before.en.header.lead)).fill('The questions buyers ask us first.')
  await publish(page)
  await expect
    .poll(() => readFaq('es').entries.production![0]!.answer, { timeout: 30_000 })
    .toBe('Entre cuatro y seis semanas desde la aprobación.')
  // Exactly the two edits, each in its own language's file; every other word, and the record of
  // what each Spanish field was translated from, as it was.
  const expected = structuredClone(before)
  expected.es.entries.production![0]!.answer = 'Entre cuatro y seis semanas desde la aprobación.'
  expected.en.header.lead = 'The questions buyers ask us first.'
  expect(readFaq('es')).toEqual(expected.es)
  expect(readFaq('en')).toEqual(expected.en)
  expect(existsSync(path.join(folder, 'content', 'faq', 'faq.yml'))).toBe(false)
  // The files the editor wrote are what the build accepts, and the Spanish of the English text
  // changed is now listed as older than its English.
  expect(checkContent(readContentFiles(path.join(folder, 'content'))).problems).toEqual([])
  expect(staleTranslations(folder)).toEqual([{ file: 'content/faq/faq.es.yml', field: 'header' }])
})

test('refuses to save an empty required field or a text past its limit, and the files stay as they were', async ({
  page,
}) => {
  await openFaq(page)
  const before = { en: readFileSync(faqFile('en'), 'utf8'), es: readFileSync(faqFile('es'), 'utf8') }
  const spanish = readFaq('es').entries.general![0]!
  await (await boxWithValue(page, readFaq('en').header.eyebrow)).fill('')
  await unfold(page, spanish.question)
  await (await boxWithValue(page, spanish.answer)).fill('x'.repeat(601))
  await publish(page)
  await expect(page.getByText('Eyebrow is required.')).toBeVisible()
  await expect(page.getByText('Write at most 600 characters.')).toBeVisible()
  await expect(page.getByText(/missed a required field|please correct/i).first()).toBeVisible()
  expect(readFileSync(faqFile('en'), 'utf8')).toBe(before.en)
  expect(readFileSync(faqFile('es'), 'utf8')).toBe(before.es)
})

test('serves the editor apart from the site: never indexed or cached, with a policy of its own', async ({
  request,
}) => {
  for (const url of ['/cms', '/cms/']) {
    const response = await request.get(`${origin}${url}`)
    expect(response.status()).toBe(200)
    expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow')
    expect(response.headers()['cache-control']).toBe('no-store')
    expect(await response.text()).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/)
    const policy = response.headers()['content-security-policy']!
    expect(policy).toContain("script-src 'self' 'unsafe-eval'")
    expect(policy).toMatch(/connect-src 'self' http:\/\/localhost:\d+(;|$)/)
  }
  // Without a git backend the page says the editor works through the local backend only.
  expect(await (await request.get(`${origin}/cms`)).text()).toContain(
    'local backend that “npm run cms” starts',
  )
  // The public pages keep their own strict policy: no eval, no backend.
  const home = (await request.get(`${origin}/`)).headers()['content-security-policy']!
  expect(home).not.toContain('unsafe-eval')
  expect(home).not.toContain('localhost')
})
