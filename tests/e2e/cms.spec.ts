import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { freePort } from '../../server/test/mail-catcher'
// @ts-expect-error: a plain JavaScript module shared with `npm run cms`
import { startLocalBackend } from '../../scripts/local-backend.mjs'

/**
 * The FAQ as its files are laid out (content/faq/faq.<locale>.yml), with words that say which
 * language and place they are in, for a checkout whose content has not moved into content/ yet.
 */
function writeFaqFixture(folder: string) {
  const categories = ['general', 'production', 'materials', 'process', 'ordering', 'shipping', 'quality']
  const words = {
    en: {
      page: { title: 'FAQ', heading: 'Frequently asked questions', description: 'Answers for buyers.' },
      header: { eyebrow: 'Help', lead: 'What buyers ask us most.' },
      navLabel: 'Categories',
      question: (category: string) => ({
        question: `What about ${category}?`,
        answer: `The ${category} answer.`,
      }),
      cta: { title: 'Ask us', text: 'Write to us.', primary: 'Contact', secondary: 'Quote' },
    },
    es: {
      page: { title: 'Preguntas frecuentes', heading: 'Preguntas frecuentes', description: 'Respuestas.' },
      header: { eyebrow: 'Ayuda', lead: 'Lo que más nos preguntan.' },
      navLabel: 'Categorías',
      question: (category: string) => ({
        question: `¿Y ${category}?`,
        answer: `La respuesta de ${category}.`,
      }),
      cta: { title: 'Pregúntenos', text: 'Escríbanos.', primary: 'Contacto', secondary: 'Presupuesto' },
    },
  }
  mkdirSync(path.join(folder, 'content', 'faq'), { recursive: true })
  for (const [locale, { question, ...rest }] of Object.entries(words)) {
    const entry = {
      ...rest,
      categories: Object.fromEntries(categories.map((category) => [category, `${category} (${locale})`])),
      entries: Object.fromEntries(categories.map((category) => [category, [question(category)]])),
    }
    // JSON is YAML too: the editor reads it as the data files are read.
    writeFileSync(path.join(folder, 'content', 'faq', `faq.${locale}.yml`), JSON.stringify(entry, null, 2))
  }
}

const buildDir = path.resolve(process.env.BUILD_DIR || 'build')
let folder: string
let origin: string
const children: ChildProcess[] = []
const faqFile = (locale: string) => path.join(folder, 'content', 'faq', `faq.${locale}.yml`)

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  // A copy of the content, so the editor's saves never touch this checkout.
  folder = mkdtempSync(path.join(tmpdir(), 'site-cms-'))
  writeFaqFixture(folder)
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
  await openFaq(page)
  await unfold(page, '¿Y production?')
  await (await boxWithValue(page, 'La respuesta de production.')).fill('Entre cuatro y seis semanas.')
  await (await boxWithValue(page, 'What buyers ask us most.')).fill('The questions buyers ask first.')
  await publish(page)
  await expect
    .poll(() => readFileSync(faqFile('es'), 'utf8'), { timeout: 30_000 })
    .toContain('answer: Entre cuatro y seis semanas.')
  const spanish = readFileSync(faqFile('es'), 'utf8')
  const english = readFileSync(faqFile('en'), 'utf8')
  expect(english).toContain('lead: The questions buyers ask first.')
  // Each language keeps its own words: nothing of one file crossed into the other.
  expect(spanish).toContain('lead: Lo que más nos preguntan.')
  expect(spanish).not.toContain('The questions buyers ask first.')
  expect(english).not.toContain('Entre cuatro y seis semanas.')
  expect(english).toContain('answer: The production answer.')
  expect(existsSync(path.join(folder, 'content', 'faq', 'faq.yml'))).toBe(false)
})

test('refuses to save an empty required field or a text past its limit, and the files stay as they were', async ({
  page,
}) => {
  await openFaq(page)
  const before = { en: readFileSync(faqFile('en'), 'utf8'), es: readFileSync(faqFile('es'), 'utf8') }
  await (await boxWithValue(page, 'Frequently asked questions')).fill('')
  await unfold(page, '¿Y general?')
  await (await boxWithValue(page, 'La respuesta de general.')).fill('x'.repeat(601))
  await publish(page)
  await expect(page.getByText('Heading is required.')).toBeVisible()
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
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow">')
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
