import { execFile, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { parse } from 'yaml'
import { checkContent } from '../../app/content/load/check'
import { readContentFiles, staleTranslations } from '../../app/content/load/content-build'
import { translationHash } from '../../app/content/load/translation-status'
import { freePort } from '../../server/test/mail-catcher'
import { buildDir, startBuiltSite, statusOf } from './built-site'
// @ts-expect-error: a plain JavaScript module shared with `npm run cms`
import { startLocalBackend } from '../../scripts/local-backend.mjs'

let folder: string
let origin: string
/** How to end each server the tests started. */
const stops: Array<() => void> = []
const faqFile = (locale: string) => path.join(folder, 'content', 'faq', `faq.${locale}.yml`)

/** The FAQ in one language as its file holds it now. */
interface FaqFile {
  header: { eyebrow: string; lead: string }
  entries: Record<string, { question: string; answer: string }[]>
  translatedFrom?: Record<string, string>
}
const readFaq = (locale: string) => parse(readFileSync(faqFile(locale), 'utf8')) as FaqFile

/** Starts the built site from `build` on a free port, with its own empty database; gives its origin. */
async function startSite(build: string, backendPort: number) {
  const site = await startBuiltSite(
    {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'site-cms-data-')),
      CMS_BACKEND: '',
      CMS_LOCAL_BACKEND_PORT: String(backendPort),
    },
    { build, ready: '/cms' },
  )
  stops.push(site.stop)
  return site.origin
}

let backendPort: number
/** Folders a test made outside `folder`, removed with it. */
const removals: string[] = []

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  // A copy of the content, so the editor's saves never touch this checkout.
  folder = mkdtempSync(path.join(tmpdir(), 'site-cms-'))
  cpSync(path.resolve('content'), path.join(folder, 'content'), { recursive: true })
  backendPort = await freePort()
  const backend: ChildProcess = startLocalBackend({ port: backendPort, folder, stdio: 'ignore' })
  stops.push(() => backend.kill('SIGTERM'))
  origin = await startSite(buildDir, backendPort)
  const info = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"info"}' }
  await expect
    .poll(() => statusOf(`http://localhost:${backendPort}/api/v1`, info), { timeout: 60_000 })
    .toBe(200)
})

test.afterAll(() => {
  for (const stop of stops) stop()
  // A build of the edited copy made the pages' data from it: make it from content/ again.
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content.ts'], { stdio: 'ignore' })
  rmSync(folder, { recursive: true, force: true })
  for (const removal of removals) rmSync(removal, { recursive: true, force: true })
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

/** Publishes, then waits for the editor to say so: the backend has written the files by then. */
async function publishSaved(page: Page) {
  await publish(page)
  await expect(page.getByText('Entry saved')).toBeVisible({ timeout: 30_000 })
}

/** Opens the entry afresh, signed in already: what the files hold now, nothing of the last draft. */
async function reopen(page: Page) {
  await page.reload()
  await expect(page.getByText('Writing in EN')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Writing in ES')).toBeVisible()
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

test('records a Spanish answer edited beside a changed English as translated from it, and no sooner', async ({
  page,
}) => {
  // Two saves, each opening the editor: twice an ordinary test's time on a busy machine.
  test.setTimeout(3 * 60_000)
  const before = { en: readFaq('en'), es: readFaq('es') }
  const english = before.en.entries.shipping![0]!
  const spanish = before.es.entries.shipping![0]!
  const newEnglish = `${english.answer} We confirm the date in writing.`
  const newSpanish = `${spanish.answer} Le confirmamos la fecha por escrito.`

  // The English answer changes and its Spanish does not: the Spanish questions are older than
  // their English, and stay so after the save.
  await openFaq(page)
  await unfold(page, english.question)
  await (await boxWithValue(page, english.answer)).fill(newEnglish)
  await publishSaved(page)
  expect(readFaq('en').entries.shipping![0]!.answer).toBe(newEnglish)
  expect(readFaq('es').translatedFrom).toEqual(before.es.translatedFrom)
  expect(staleTranslations(folder)).toContainEqual({ file: 'content/faq/faq.es.yml', field: 'entries' })

  // The translator brings the Spanish answer up to date beside the new English, and saves.
  await reopen(page)
  await unfold(page, spanish.question)
  await (await boxWithValue(page, spanish.answer)).fill(newSpanish)
  await publishSaved(page)
  expect(readFaq('es').entries.shipping![0]!.answer).toBe(newSpanish)
  const after = readFaq('es')
  expect(after.translatedFrom!.entries).toBe(translationHash(readFaq('en').entries))
  expect(after.translatedFrom!.entries).not.toBe(before.es.translatedFrom!.entries)
  // Only the questions were translated again: the header, whose English the first test changed,
  // is still listed.
  expect(after.translatedFrom!.header).toBe(before.es.translatedFrom!.header)
  expect(checkContent(readContentFiles(path.join(folder, 'content'))).problems).toEqual([])
  expect(staleTranslations(folder)).toEqual([{ file: 'content/faq/faq.es.yml', field: 'header' }])
})

test('records Spanish checked against the English, unchanged, as translated from it', async ({ page }) => {
  test.setTimeout(2 * 60_000)
  const before = { en: readFaq('en'), es: readFaq('es') }
  expect(staleTranslations(folder)).toEqual([{ file: 'content/faq/faq.es.yml', field: 'header' }])
  await openFaq(page)
  // The boxes are in the Spanish pane; the English pane only says where they are.
  await expect(page.getByText('Ticked in the Spanish pane, for Spanish that needs no change.')).toBeVisible()
  const header = page.getByRole('checkbox', { name: 'Header', exact: true })
  await expect(header).toHaveCount(1)
  await header.check()
  await publishSaved(page)
  // Not a word changed, no other record moved, and the file keeps no tick.
  expect(readFaq('es')).toEqual({
    ...before.es,
    translatedFrom: { ...before.es.translatedFrom, header: translationHash(before.en.header) },
  })
  expect(readFaq('en')).toEqual(before.en)
  expect(readFileSync(faqFile('es'), 'utf8')).not.toContain('translationChecked')
  expect(readFileSync(faqFile('en'), 'utf8')).not.toContain('translationChecked')
  expect(checkContent(readContentFiles(path.join(folder, 'content'))).problems).toEqual([])
  expect(staleTranslations(folder)).toEqual([])
})

test('offers a style’s options by the names the site gives them, and saves their keys', async ({ page }) => {
  test.setTimeout(2 * 60_000)
  const styleFile = path.join(folder, 'content', 'styles', 'ss-soc-101.en.yml')
  const readStyle = () => (parse(readFileSync(styleFile, 'utf8')) ?? {}) as Record<string, unknown>
  const before = readStyle()
  await page.goto(`${origin}/cms`)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.goto(`${origin}/cms#/collections/styles/entries/ss-soc-101`)
  await expect(page.getByText('Writing in EN')).toBeVisible({ timeout: 30_000 })
  // The file's keys (soccer, jersey, moisture-wicking-polyester…) read as the site's pages name them;
  // the lists' items are folded, so their names are in the page without showing. The Spanish pane
  // shows the fields written once as well: the English pane's come first.
  for (const name of ['Soccer', 'Jersey'])
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible()
  for (const name of ['Moisture-wicking polyester', 'Woven patch', 'Adult (unisex)'])
    await expect(page.getByText(name, { exact: true }).first()).toBeAttached()
  await expect(page.getByText('moisture-wicking-polyester', { exact: true })).toHaveCount(0)

  await page.getByRole('combobox', { name: 'Product type' }).first().click()
  await page.getByRole('option', { name: 'Tracksuit', exact: true }).click()
  await publishSaved(page)
  await expect.poll(() => readStyle().productType, { timeout: 30_000 }).toBe('tracksuit')
  expect(readStyle()).toEqual({ ...before, productType: 'tracksuit' })
})

/** A category as its file in one language holds it now. */
interface CategoryFile {
  description: string
  photo?: string
  photoAlt?: string
  translatedFrom?: Record<string, string>
}
const categoryFile = (locale: string) => path.join(folder, 'content', 'products', `running.${locale}.yml`)
/** Empty for the moment the backend is writing the file afresh. */
const readCategory = (locale: string) =>
  (parse(readFileSync(categoryFile(locale), 'utf8')) ?? {}) as CategoryFile & Record<string, unknown>

/** The widest photo the editor's thumbnails show now, in pixels of the file; 0 for none. */
const widestThumbnail = (page: Page) =>
  page
    .locator('img[role="presentation"]')
    .evaluateAll((images) => Math.max(0, ...images.map((image) => (image as HTMLImageElement).naturalWidth)))

test('sets a category’s description and photo, which the next build shows on its page', async ({ page }) => {
  // The build at the end makes every page and photo again: minutes on a busy machine.
  test.setTimeout(20 * 60_000)
  const before = { en: readCategory('en'), es: readCategory('es') }
  const description =
    'Race singlets and split shorts cut for {{teamKitWeight}} mesh, tested on our own track.'
  const alt = {
    en: 'A runner in a club singlet on the track',
    es: 'Una corredora con la camiseta del club en la pista',
  }
  // A photo as a camera gives it, larger than the page's widest size.
  const upload = path.join(folder, 'running-track.jpg')
  await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#1d3f73' } })
    .jpeg()
    .toFile(upload)

  // The site never publishes an uploaded photo as it is (the camera's original), so the editor
  // must show it from the backend: any address of the site the editor asks for a photo is a fault.
  const photosAsked: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/media/')) photosAsked.push(request.url())
  })
  await page.goto(`${origin}/cms`)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.goto(`${origin}/cms#/collections/products/entries/running`)
  await expect(page.getByText('Writing in EN')).toBeVisible({ timeout: 30_000 })
  await (await boxWithValue(page, before.en.description)).fill(description)
  await page.getByRole('button', { name: 'Choose an image' }).click()
  await page.locator('input[type="file"]').setInputFiles(upload)
  await page.getByRole('button', { name: 'Choose selected' }).click()
  await expect.poll(() => widestThumbnail(page)).toBe(1600)
  // The photo's description, in each language's pane: English on the left, Spanish on the right.
  // (Its text boxes: the Spanish pane's "checked against the English" has a box of that name too.)
  const altBoxes = page.getByRole('textbox', { name: 'Photo description' })
  await expect(altBoxes).toHaveCount(2)
  await altBoxes.nth(0).fill(alt.en)
  await altBoxes.nth(1).fill(alt.es)
  await publish(page)
  await expect.poll(() => readCategory('es').photoAlt, { timeout: 30_000 }).toBe(alt.es)
  // Opened again, the entry shows the photo it names, read from the repository.
  await reopen(page)
  await expect.poll(() => widestThumbnail(page), { timeout: 30_000 }).toBe(1600)
  expect(photosAsked).toEqual([])

  // The photo is in the content's media, named in the English file only; every other word as it
  // was. The photo's Spanish description, written beside its English, is recorded as translated
  // from it; the Spanish description, left as it was, keeps its record.
  const after = { en: readCategory('en'), es: readCategory('es') }
  expect(after.en.photo).toMatch(/^\/media\/running-track[\w-]*\.jpg$/)
  expect(existsSync(path.join(folder, 'content', after.en.photo!))).toBe(true)
  expect(after.en).toEqual({ ...before.en, description, photo: after.en.photo, photoAlt: alt.en })
  expect(after.es).toEqual({
    ...before.es,
    photoAlt: alt.es,
    translatedFrom: { ...before.es.translatedFrom, photoAlt: translationHash(alt.en) },
  })
  // The Spanish description is now older than its English.
  expect(staleTranslations(folder).filter(({ file }) => file.includes('/products/'))).toEqual([
    { file: 'content/products/running.es.yml', field: 'description' },
  ])

  // The content step checks the edited copy (CONTENT_DIR), and stops the build on any problem; the
  // build makes the pages from it in a folder of their own, inside the project: the built server
  // and the build's own steps load their packages from the project's node_modules.
  const build = mkdtempSync(path.resolve('build-cms-'))
  removals.push(build)
  await promisify(execFile)(process.execPath, ['scripts/build.mjs'], {
    env: {
      ...process.env,
      CONTENT_DIR: path.join(folder, 'content'),
      BUILD_DIR: build,
      PHOTO_CACHE_DIR: path.join(folder, 'photo-cache'),
    },
    maxBuffer: 64 * 1024 * 1024,
  })
  const site = await startSite(build, backendPort)
  await page.goto(`${site}/products/running`)
  const hero = page.locator('section[aria-labelledby="product-heading"]')
  await expect(hero.locator('p').filter({ hasText: 'tested on our own track.' })).toHaveText(
    /^Race singlets and split shorts cut for .+ mesh, tested on our own track\.$/,
  )
  const picture = hero.locator('picture')
  await expect(picture).toHaveCount(1)
  await expect(picture.locator('source')).toHaveCount(2)
  await expect(picture.locator('source').nth(0)).toHaveAttribute('type', 'image/avif')
  await expect(picture.locator('source').nth(1)).toHaveAttribute('type', 'image/webp')
  const image = picture.locator('img')
  await expect(image).toHaveAttribute('alt', alt.en)
  await expect(image).toHaveAttribute('width', '1200')
  await expect(image).toHaveAttribute('height', '900')
  await expect(image).toHaveAttribute('srcset', /\/media\/running-track[\w-]*-480\.jpg 480w, .+ 1200w$/)
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0)
  // The drawing, the fallback, is gone from the page the photo is on.
  await expect(hero.getByRole('img', { name: before.en.heroAlt as string })).toHaveCount(0)
  await page.goto(`${site}/es/products/running`)
  await expect(page.locator('section[aria-labelledby="product-heading"] picture img')).toHaveAttribute(
    'alt',
    alt.es,
  )
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
    expect(policy).toMatch(/connect-src 'self' blob: http:\/\/localhost:\d+(;|$)/)
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
