import { expect, test, type Locator, type Page, type Request, type Route } from '@playwright/test'
import { i18nFor } from '../../app/i18n/config'
import { en } from '../../app/i18n/en'
import { es } from '../../app/i18n/es'
import { pngLogo, svgLogo, vectorPdf } from '../../app/testing/artwork-files'
import { axeViolations, formEndpoint, waitForApp, watchForProblems } from './support'

/**
 * The quotation's artwork, as a buyer uses it in both languages: files chosen, checked and listed
 * before anything is sent, a live preview of line 1, and the progress of the upload.
 */
const strings = { en, es }
type Lang = keyof typeof strings

const png = (name: string, pixels: number) => ({ name, mimeType: 'image/png', buffer: pngLogo(pixels) })
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: vectorPdf() })
const svg = (name: string) => ({ name, mimeType: 'image/svg+xml', buffer: svgLogo() })

async function open(page: Page, lang: Lang) {
  await page.goto(lang === 'es' ? '/es/custom-design' : '/custom-design')
  await waitForApp(page)
  const form = page.locator('#quote-form')
  const files = form.getByLabel(strings[lang].forms.quote.artwork.label)
  // The form comes to life as the buyer reaches for it (app/islands/client.tsx).
  await files.focus()
  await expect(page.locator('[data-island="quote-form"]')).toHaveAttribute('data-state', 'rendered')
  return { form, files }
}

/** What the file list says to a screen reader as files come and go: its own live region. */
const announced = (form: Locator) => form.locator('#quote-artwork-status[role="status"]')

/** The files the form's file input holds: what a post without the script would send. */
const inputFiles = (files: Locator) =>
  files.evaluate((input: HTMLInputElement) => [...(input.files ?? [])].map((file) => file.name))

/** The item of the list of chosen files that shows `name`. */
const listed = (form: Locator, lang: Lang, name: string) =>
  form
    .getByRole('list', { name: strings[lang].forms.quote.artwork.chosen })
    .getByRole('listitem')
    .filter({ hasText: name })

/**
 * Line 1's product type and colour: the product lines' controls, or the single ones hosted form services receive, on a
 * form without lines. Either way the preview follows the first.
 */
const productType = (form: Locator) =>
  form.locator('select[name="Line1ProductType"], select[name="ProductType"]').first()

for (const lang of ['en', 'es'] as const) {
  const f = strings[lang].forms.quote
  const t = i18nFor(lang).t
  const number = (value: number) => new Intl.NumberFormat(lang).format(value)

  test.describe(`${lang}: artwork`, () => {
    test('a low-resolution PNG is warned with its fix and a vector PDF is taken, both kept in the input', async ({
      page,
    }) => {
      const problems = watchForProblems(page)
      const { form, files } = await open(page, lang)
      await files.setInputFiles([png('team-badge.png', 300), pdf('crest.pdf')])

      // 300 pixels over the front's 25 cm is 30 ppi: too low, with the width that would be good.
      const badge = listed(form, lang, 'team-badge.png')
      await expect(badge).toContainText(f.artwork.verdicts.low)
      await expect(badge).toContainText(
        t('forms.quote.artwork.quality.low', {
          ppi: '30',
          width: '25',
          goodWidth: number(2953),
          placement: f.artwork.placements.front,
        }),
      )
      await expect(badge).toContainText(t('forms.quote.artwork.pixels', { width: '300', height: '300' }))
      await expect(listed(form, lang, 'crest.pdf')).toContainText(f.artwork.vector)
      await expect(announced(form)).toHaveText(t('forms.quote.artwork.added', { count: 2 }))
      expect(await inputFiles(files)).toEqual(['team-badge.png', 'crest.pdf'])
      await expect(form.getByText(f.artwork.draftNote)).toBeVisible()
      expect(await axeViolations(page, { include: '#quote-form' })).toEqual([])
      problems.expectNone()
    })

    test('a PNG renamed .pdf and a sixth file are refused and not kept; a file is removed before sending', async ({
      page,
    }) => {
      const { form, files } = await open(page, lang)
      const logos = ['a', 'b', 'c', 'd', 'e'].map((letter) => png(`logo-${letter}.png`, 1200))
      await files.setInputFiles([png('photo.pdf', 40), ...logos, svg('sixth.svg')])

      const refusals = form
        .getByRole('listitem')
        .filter({ hasText: t('forms.quote.artwork.notAdded', { name: 'photo.pdf' }) })
      await expect(refusals).toContainText(f.artwork.refused.FILE_TYPE_MISMATCH)
      await expect(
        form
          .getByRole('listitem')
          .filter({ hasText: t('forms.quote.artwork.notAdded', { name: 'sixth.svg' }) }),
      ).toContainText(t('forms.quote.artwork.refused.TOO_MANY_FILES', { files: 5 }))
      await expect(listed(form, lang, 'photo.pdf')).toHaveCount(0)
      expect(await inputFiles(files)).toEqual(logos.map((logo) => logo.name))

      // Removed from the list and from the input; focus moves to the file that took its place.
      await listed(form, lang, 'logo-c.png')
        .getByRole('button', { name: `${f.artwork.remove} logo-c.png` })
        .click()
      await expect(listed(form, lang, 'logo-c.png')).toHaveCount(0)
      await expect(announced(form)).toHaveText(t('forms.quote.artwork.removed', { name: 'logo-c.png' }))
      await expect(form.getByRole('button', { name: `${f.artwork.remove} logo-d.png` })).toBeFocused()
      expect(await inputFiles(files)).toEqual(['logo-a.png', 'logo-b.png', 'logo-d.png', 'logo-e.png'])

      // A file chosen later joins the list rather than replacing it.
      await files.setInputFiles([svg('sixth.svg')])
      await expect(listed(form, lang, 'sixth.svg')).toContainText(f.artwork.vector)
      expect(await inputFiles(files)).toEqual([
        'logo-a.png',
        'logo-b.png',
        'logo-d.png',
        'logo-e.png',
        'sixth.svg',
      ])
    })

    test('the preview takes the colour of the swatch chosen and shows the logo at its place', async ({
      page,
    }) => {
      const { form, files } = await open(page, lang)
      const preview = form.getByRole('img', {
        name: t('forms.quote.preview.bare', { garment: f.productTypes['t-shirt'] }),
      })
      await expect(preview).toBeVisible()

      await productType(form).selectOption('hoodie')
      await form.getByRole('radio', { name: strings[lang].forms.colours.navy, exact: true }).first().check()
      const hoodie = t('forms.quote.preview.garmentInColour', {
        garment: f.productTypes.hoodie,
        colour: strings[lang].forms.colours.navy.toLocaleLowerCase(lang),
      })
      const drawn = form.getByRole('img', { name: t('forms.quote.preview.bare', { garment: hoodie }) })
      await expect(drawn).toHaveAttribute('data-colour', '#001F5B')
      await expect(drawn.locator('path[fill="#001F5B"]').first()).toBeAttached()

      await files.setInputFiles([pdf('crest.pdf'), svg('club-crest.svg')])
      const withLogo = form.getByRole('img', {
        name: t('forms.quote.preview.withLogo', { garment: hoodie, placement: f.preview.placements.front }),
      })
      await expect(withLogo).toBeVisible()
      const logo = withLogo.locator('image')
      await expect(logo).toHaveAttribute('href', /^blob:/)
      const box = await logo.boundingBox()
      expect(box && box.width > 10 && box.height > 10).toBe(true)

      // With only the PDF left, its place is marked with its name.
      await listed(form, lang, 'club-crest.svg').getByRole('button').click()
      await expect(
        form.getByRole('img', {
          name: t('forms.quote.preview.withFile', {
            garment: hoodie,
            file: 'crest.pdf',
            placement: f.preview.placements.front,
          }),
        }),
      ).toBeVisible()
      await expect(form.getByText(f.preview.notDrawn)).toBeVisible()
    })

    test('a file is chosen with the keyboard alone', async ({ page }) => {
      // Listened for from the start: Playwright turns on its interception of the file chooser
      // asynchronously, and a key pressed at once could otherwise reach a chooser it never sees.
      const chooser = page.waitForEvent('filechooser')
      const { form, files } = await open(page, lang)
      // The files come after the product lines and their total, just before the notes.
      await form.getByLabel(f.notes).focus()
      await page.keyboard.press('Shift+Tab')
      await expect(files).toBeFocused()
      // The drop zone shows where the focus is.
      const zone = files.locator('..')
      await expect(zone).not.toHaveCSS('outline-style', 'none')
      await page.keyboard.press('Space')
      await (await chooser).setFiles([svg('club-crest.svg')])
      await expect(listed(form, lang, 'club-crest.svg')).toContainText(f.artwork.vector)

      await page.keyboard.press('Tab')
      await expect(form.getByRole('button', { name: `${f.artwork.remove} club-crest.svg` })).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(listed(form, lang, 'club-crest.svg')).toHaveCount(0)
      await expect(files).toBeFocused()
    })

    test('a progress bar shows while the files go, and the post carries the fields, then the files', async ({
      page,
    }) => {
      // The collector of this branch takes no files yet: this answers as it will.
      const held = hold(page, formEndpoint('quote'), (route) =>
        route.fulfill({ status: 200, json: { ok: true, next: '/thank-you', reference: 'SS-4F7K2QXM' } }),
      )
      const { form, files } = await open(page, lang)
      await form.getByLabel(f.customerName).fill('Jane Smith')
      await form.getByLabel(f.email).fill('jane@riverside.example')
      await form.getByLabel(f.phone).fill('+44 20 7946 0111')
      await files.setInputFiles([png('team-badge.png', 300), pdf('crest.pdf')])
      await expect(listed(form, lang, 'crest.pdf')).toBeVisible()
      await form.getByRole('button', { name: f.submit }).click()

      const progress = form.getByRole('progressbar', { name: f.artwork.progress })
      await expect(progress).toBeVisible()
      await expect(form.getByRole('button', { name: f.pending })).toBeDisabled()
      held.release()
      await expect(
        page.getByText(t('forms.reference', { reference: 'SS-4F7K2QXM' }), { exact: true }),
      ).toBeVisible()
      await expect(progress).toHaveCount(0)
      await expect(form.getByRole('list', { name: f.artwork.chosen })).toHaveCount(0)
      expect(await inputFiles(files)).toEqual([])

      const request = held.seen[0]!
      expect(request.headers()['content-language']).toBe(lang)
      const parts = await multipart(request)
      const names = parts.map(([name]) => name)
      expect(names.slice(0, 3)).toEqual(['CustomerName', 'Company', 'Email'])
      expect(names.slice(-2)).toEqual(['Artwork', 'Artwork'])
      expect(names.indexOf('Artwork')).toBe(names.length - 2)
      expect(parts.slice(-2).map(([, value]) => value)).toEqual([
        { name: 'team-badge.png', type: 'image/png', bytes: pngLogo(300) },
        { name: 'crest.pdf', type: 'application/pdf', bytes: vectorPdf() },
      ])
    })
  })

  test(`${lang}: on a phone, the chosen files and the preview have no axe violations`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const { form, files } = await open(page, lang)
    await productType(form).selectOption('shorts')
    await files.setInputFiles([png('team-badge.png', 300), png('photo.pdf', 40), svg('club-crest.svg')])
    await expect(listed(form, lang, 'club-crest.svg')).toBeVisible()
    expect(await axeViolations(page, { include: '#quote-form' })).toEqual([])
  })
}

test('files chosen before the form came to life are checked as soon as it does', async ({ page }) => {
  await page.goto('/custom-design')
  await waitForApp(page)
  const form = page.locator('#quote-form')
  const files = form.getByLabel(en.forms.quote.artwork.label)
  await files.setInputFiles([png('team-badge.png', 300)])
  await expect(page.locator('[data-island="quote-form"]')).not.toHaveAttribute('data-state', 'rendered')
  await files.focus()
  await expect(listed(form, 'en', 'team-badge.png')).toContainText(en.forms.quote.artwork.verdicts.low)
  expect(await inputFiles(files)).toEqual(['team-badge.png'])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the file input is the ordinary control, and the preview, which could not follow, is not shown', async ({
    page,
  }) => {
    await page.goto('/custom-design')
    const files = page.locator('#quote-form').getByLabel(en.forms.quote.artwork.label)
    await expect(files).toBeVisible()
    await expect(files).toHaveCSS('opacity', '1')
    await expect(files).toHaveAttribute('name', 'Artwork')
    await expect(files).toHaveAttribute('multiple', '')
    await expect(page.locator('#quote-form figure')).toBeHidden()
  })
})

/** Holds a request until `release` is called, so what shows while it goes can be looked at. */
function hold(page: Page, url: RegExp, answer: (route: Route) => Promise<void>) {
  const seen: Request[] = []
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  void page.route(url, async (route) => {
    seen.push(route.request())
    await released
    await answer(route)
  })
  return { seen, release }
}

/** A multipart post's parts in order: a field as its text, a file as its name, type and bytes. */
async function multipart(request: Request) {
  const body = request.postDataBuffer()
  expect(body, 'the post has a body').not.toBeNull()
  const data = await new Response(new Uint8Array(body!), {
    headers: { 'content-type': request.headers()['content-type']! },
  }).formData()
  return Promise.all(
    [...data.entries()].map(async ([name, value]) => [
      name,
      typeof value === 'string'
        ? value
        : { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) },
    ]),
  )
}
