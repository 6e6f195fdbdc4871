import { expect, test, type Page, type Request, type Route } from '@playwright/test'
import { figureText } from '../../app/content/figure-text'
import { en } from '../../app/i18n/en'
import { es } from '../../app/i18n/es'
import { colours } from '../../app/lib/forms/common'
import { formEndpoint, formIsLive, storedSubmissions, thankYouReference, waitForApp } from './support'

const strings = { en, es }
type Lang = keyof typeof strings

const enquiry = {
  name: 'Jane Smith',
  email: 'jane@riverside.example',
  company: 'Riverside FC',
  phone: '+44 20 7946 0111',
  country: 'United Kingdom',
  city: 'Leeds',
  position: 'Kit manager',
  message: '300 home shirts, sublimated, delivered by August.',
}

// The toast area's own name is not translated yet, so it is found by either language's name.
function toastOf(page: Page) {
  return page
    .getByRole('region', { name: new RegExp(`${en.toast.region}|${es.toast.region}`) })
    .getByRole('listitem')
}

/** A string as the page prints it: its figures filled in for the language (`{{replyHours}}`). */
const filled = (lang: Lang, text: string) =>
  text.replace(
    /\{\{(\w+)\}\}/g,
    (_, name: string) => figureText(lang)[name as keyof ReturnType<typeof figureText>],
  )

async function expectToast(page: Page, lang: Lang, title: string, text: string) {
  const toast = toastOf(page)
  await expect(toast.getByText(title, { exact: true })).toBeVisible()
  await expect(toast.getByText(filled(lang, text), { exact: true })).toBeVisible()
}

async function open(page: Page, url: string) {
  await page.goto(url)
  await waitForApp(page)
}

async function fillEnquiry(page: Page, lang: Lang) {
  const f = strings[lang].forms.contact
  const form = page.locator('#contact-form')
  await form.getByLabel(f.name).fill(enquiry.name)
  await form.getByLabel(f.email).fill(enquiry.email)
  await form.getByLabel(f.company).fill(enquiry.company)
  await form.getByLabel(f.phone).fill(enquiry.phone)
  await form.getByLabel(f.country).fill(enquiry.country)
  await form.getByLabel(f.city).fill(enquiry.city)
  await form.getByLabel(f.position).fill(enquiry.position)
  await form.getByLabel(f.productType).selectOption('sportswear')
  await form.getByLabel(f.quantity).selectOption('500-1000')
  await form.getByLabel(f.message).fill(enquiry.message)
  return form
}

/** The label of a field of the quotation's first product line ("Line 1: product type"). */
const lineOne = (lang: Lang, part: keyof typeof en.forms.quote.line, size = '') =>
  strings[lang].forms.quote.line[part].replace('{{line}}', '1').replace('{{size}}', size)

async function fillQuote(page: Page, lang: Lang) {
  const f = strings[lang].forms.quote
  const form = page.locator('#quote-form')
  await form.getByLabel(f.customerName).fill('Jane Smith')
  await form.getByLabel(f.email).fill('jane@riverside.example')
  await form.getByLabel(f.phone).fill('+44 20 7946 0111')
  await form.getByLabel(f.website).fill('https://riverside.example')
  await form.getByLabel(lineOne(lang, 'productType')).selectOption('jersey')
  await form.getByLabel(f.notes).fill('Woven neck labels, folded and bagged')
  return form
}

/** Holds a request until `release` is called, so the pending state can be looked at. */
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

const okJson = (route: Route) => route.fulfill({ status: 200, json: { ok: true, next: '/thank-you' } })

async function multipartFields(request: Request): Promise<[string, string][]> {
  const body = request.postDataBuffer()!
  const type = request.headers()['content-type']!
  const data = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData()
  return [...data.entries()].map(([key, value]) => [key, String(value)])
}

test.describe('contact enquiry', () => {
  test('a real enquiry shows "Message Sent!" and is stored', async ({ page }) => {
    await open(page, '/')
    const form = await fillEnquiry(page, 'en')
    await formIsLive(form)
    await form.getByRole('button', { name: en.forms.contact.submit }).click()
    await expectToast(
      page,
      'en',
      'Message Sent!',
      'Thank you for contacting us. We will reply within 24 hours.',
    )
    await expect(form.getByLabel(en.forms.contact.name)).toHaveValue('')
    await expect(form.getByLabel(en.forms.contact.productType)).toHaveValue('')

    const stored = (await storedSubmissions('contact')).find((row) => row.payload.message === enquiry.message)
    expect(stored?.spam).toBe(false)
    expect(stored?.payload).toEqual({ ...enquiry, productType: 'sportswear', quantity: '500-1000' })
  })

  for (const lang of ['en', 'es'] as const) {
    const f = strings[lang].forms
    test(`${lang}: the toast gives the buyer the reference the lead was stored under`, async ({ page }) => {
      const message = `Reference check in ${lang}: 200 polos.`
      // The visit starts on a campaign link; the enquiry is sent two pages later.
      await open(
        page,
        `${lang === 'es' ? '/es' : ''}/products/soccer?utm_source=newsletter&utm_campaign=autumn`,
      )
      await open(page, lang === 'es' ? '/es/contact' : '/contact')
      const form = await fillEnquiry(page, lang)
      await form.getByLabel(f.contact.message).fill(message)
      await formIsLive(form)
      await form.getByRole('button', { name: f.contact.submit }).click()
      await expectToast(page, lang, f.contact.successTitle, f.contact.successText)
      const shown = toastOf(page).getByText(/SS-\w{8}/)
      await expect(shown).toHaveText(new RegExp(`^${f.reference.replace('{{reference}}', 'SS-\\w{8}')}$`))
      const reference = /SS-\w{8}/.exec((await shown.textContent()) ?? '')![0]

      const stored = (await storedSubmissions('contact')).find((row) => row.payload.message === message)
      expect(stored).toMatchObject({
        reference,
        locale: lang,
        page: expect.stringMatching(new RegExp(`${lang === 'es' ? '/es' : ''}/contact$`)),
        visit: { utm: { utm_source: 'newsletter', utm_campaign: 'autumn' } },
      })
      expect(stored?.visit?.landing).toMatch(/\/products\/soccer\?utm_source=newsletter/)
    })
  }

  for (const lang of ['en', 'es'] as const) {
    const f = strings[lang].forms
    test(`${lang}: sends exactly the ten fields, shows "${f.contact.pending}" and resets on success`, async ({
      page,
    }) => {
      const held = hold(page, formEndpoint('contact'), okJson)
      await open(page, lang === 'es' ? '/es#contact' : '/#contact')
      const form = await fillEnquiry(page, lang)
      await formIsLive(form)
      await form.getByRole('button', { name: f.contact.submit }).click()
      const pending = form.getByRole('button', { name: f.contact.pending })
      await expect(pending).toBeDisabled()
      held.release()
      await expectToast(page, lang, f.contact.successTitle, f.contact.successText)
      await expect(form.getByRole('button', { name: f.contact.submit })).toBeEnabled()
      await expect(form.getByLabel(f.contact.message)).toHaveValue('')

      const request = held.seen[0]!
      expect(request.headers()['content-type']).toBe('application/json')
      expect(request.headers()['accept']).toBe('application/json')
      // Where it came from travels beside the form's fields: the language, the page, the visit.
      expect(request.headers()['content-language']).toBe(lang)
      expect(request.headers()['referer']).toMatch(new RegExp(`${lang === 'es' ? '/es' : '/'}(#contact)?$`))
      expect(new URL(request.url()).searchParams.get('landing')).toMatch(/^\/(es)?$/)
      expect(request.postDataJSON()).toEqual({ ...enquiry, productType: 'sportswear', quantity: '500-1000' })
      expect(Object.keys(request.postDataJSON())).toEqual([
        'name',
        'email',
        'company',
        'phone',
        'country',
        'city',
        'position',
        'productType',
        'quantity',
        'message',
      ])
    })

    test(`${lang}: keeps the values and says so when sending fails`, async ({ page }) => {
      await page.route(formEndpoint('contact'), (route) =>
        route.fulfill({ status: 500, json: { error: 'x' } }),
      )
      await open(page, lang === 'es' ? '/es' : '/')
      const form = await fillEnquiry(page, lang)
      await formIsLive(form)
      await form.getByRole('button', { name: f.contact.submit }).click()
      await expectToast(page, lang, f.failureTitle, f.contact.failureText)
      await expect(form.getByLabel(f.contact.name)).toHaveValue(enquiry.name)
      await expect(form.getByLabel(f.contact.quantity)).toHaveValue('500-1000')

      await page.unroute(formEndpoint('contact'))
      await page.route(formEndpoint('contact'), (route) => route.abort('internetdisconnected'))
      await form.getByRole('button', { name: f.contact.submit }).click()
      await expectToast(page, lang, f.failureTitle, f.contact.failureText)
      await expect(form.getByLabel(f.contact.message)).toHaveValue(enquiry.message)
    })
  }

  test("a name of only spaces is refused by the collector and marked in the collector's words", async ({
    page,
  }) => {
    await open(page, '/contact')
    const form = await fillEnquiry(page, 'en')
    await form.getByLabel(en.forms.contact.name).fill('   ')
    await formIsLive(form)
    await form.getByRole('button', { name: en.forms.contact.submit }).click()
    await expectToast(page, 'en', en.forms.rejectedTitle, 'Please fix the issues: Full Name is required.')
    const name = form.getByLabel(en.forms.contact.name)
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription('Full Name is required.')
    await expect(form.getByLabel(en.forms.contact.message)).toHaveValue(enquiry.message)
  })

  test('the browser refuses to send without the required fields', async ({ page }) => {
    const held = hold(page, formEndpoint('contact'), okJson)
    await open(page, '/')
    const form = page.locator('#contact-form')
    await form.getByLabel(en.forms.contact.email).fill('not-an-address')
    await formIsLive(form)
    await form.getByRole('button', { name: en.forms.contact.submit }).click()
    await expect(form.getByLabel(en.forms.contact.name)).toHaveJSProperty('validity.valueMissing', true)
    expect(held.seen).toHaveLength(0)
  })

  test('what was typed survives a reload and is gone after sending', async ({ page }) => {
    await page.route(formEndpoint('contact'), okJson)
    await open(page, '/')
    await fillEnquiry(page, 'en')
    await page.reload()
    await waitForApp(page)
    const form = page.locator('#contact-form')
    await expect(form.getByLabel(en.forms.contact.name)).toHaveValue(enquiry.name)
    await expect(form.getByLabel(en.forms.contact.quantity)).toHaveValue('500-1000')
    await expect(form.getByLabel(en.forms.contact.message)).toHaveValue(enquiry.message)
    await form.getByRole('button', { name: en.forms.contact.submit }).click()
    await expectToast(page, 'en', en.forms.contact.successTitle, en.forms.contact.successText)
    await page.reload()
    await waitForApp(page)
    await expect(form.getByLabel(en.forms.contact.name)).toHaveValue('')
  })
})

test.describe('quotation request', () => {
  for (const lang of ['en', 'es'] as const) {
    const f = strings[lang].forms
    const url = lang === 'es' ? '/es/custom-design' : '/custom-design'

    test(`${lang}: sends multipart with capitalised names and "Not Selected", then resets`, async ({
      page,
    }) => {
      const held = hold(page, formEndpoint('quote'), okJson)
      await open(page, url)
      const form = await fillQuote(page, lang)
      await form.getByLabel(lineOne(lang, 'quantity', 'XL'), { exact: true }).fill('300')
      await formIsLive(form)
      await form.getByRole('button', { name: f.quote.submit }).click()
      await expect(form.getByRole('button', { name: f.quote.pending })).toBeDisabled()
      held.release()
      await expectToast(page, lang, f.quote.successTitle, f.quote.successText)
      await expect(form.getByRole('button', { name: f.quote.submit })).toBeEnabled()

      const request = held.seen[0]!
      expect(request.headers()['accept']).toBe('application/json')
      expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/)
      expect(await multipartFields(request)).toEqual([
        ['CustomerName', 'Jane Smith'],
        ['Company', ''],
        ['Email', 'jane@riverside.example'],
        ['Phone', '+44 20 7946 0111'],
        ['Country', ''],
        ['City', ''],
        ['Position', ''],
        ['Website', 'https://riverside.example'],
        // The original form's three fields, derived from the first product line.
        ['ProductType', 'jersey'],
        ['Color', 'Not Selected'],
        ['Size', 'XL'],
        ['Notes', 'Woven neck labels, folded and bagged'],
        // What the buyer filled of the order builder, then the whole order in words.
        ['Line1ProductType', 'jersey'],
        ['Line1QtyXL', '300'],
        ['Summary', expect.stringContaining(`${f.quote.summaryText.sizes}: 300 × XL`)],
      ])
      await expect(form.getByLabel(f.quote.customerName)).toHaveValue('')
      await expect(form.getByLabel(lineOne(lang, 'quantity', 'XL'), { exact: true })).toHaveValue('')
    })

    test(`${lang}: shows the collector's errors, and the generic failure, keeping the values`, async ({
      page,
    }) => {
      await page.route(formEndpoint('quote'), (route) =>
        route.fulfill({
          status: 422,
          json: {
            error: 'Validation errors',
            errors: [{ message: 'Phone is required.' }, { message: 'Email is invalid.' }],
          },
        }),
      )
      await open(page, url)
      const form = await fillQuote(page, lang)
      await formIsLive(form)
      await form.getByRole('button', { name: f.quote.submit }).click()
      const rejected = lang === 'en' ? 'Please fix the issues: ' : 'Revise estos datos: '
      await expectToast(page, lang, f.rejectedTitle, `${rejected}Phone is required. Email is invalid.`)
      await expect(form.getByLabel(f.quote.customerName)).toHaveValue('Jane Smith')

      await page.unroute(formEndpoint('quote'))
      await page.route(formEndpoint('quote'), (route) => route.fulfill({ status: 500, body: 'down' }))
      await form.getByRole('button', { name: f.quote.submit }).click()
      await expectToast(page, lang, f.failureTitle, f.quote.failureText)

      await page.unroute(formEndpoint('quote'))
      await page.route(formEndpoint('quote'), (route) => route.abort('internetdisconnected'))
      await form.getByRole('button', { name: f.quote.submit }).click()
      await expectToast(page, lang, f.failureTitle, f.quote.failureText)
      await expect(form.getByLabel(f.quote.notes)).toHaveValue('Woven neck labels, folded and bagged')
      await expect(form.getByRole('button', { name: f.quote.submit })).toBeEnabled()
    })
  }

  test('the palette is a keyboard-operable radio group of 28 named colours', async ({ page }) => {
    const held = hold(page, formEndpoint('quote'), okJson)
    await open(page, '/custom-design')
    const palette = page.getByRole('group', { name: lineOne('en', 'color') })
    await expect(palette.getByRole('radio')).toHaveCount(28)
    await palette.getByRole('radio', { name: 'Black' }).focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(palette.getByRole('radio', { name: 'Charcoal' })).toBeChecked()
    await expect(palette.getByText('Chosen colour: Charcoal')).toBeVisible()

    await formIsLive(await fillQuote(page, 'en'))
    await page.getByRole('button', { name: en.forms.quote.submit }).click()
    held.release()
    await expectToast(page, 'en', en.forms.quote.successTitle, en.forms.quote.successText)
    const fields = new Map(await multipartFields(held.seen[0]!))
    expect(fields.get('Color')).toBe(colours[2].hex)
    await expect(palette.getByRole('radio', { checked: true })).toHaveCount(0)
  })

  test('the Spanish palette names its colours in Spanish', async ({ page }) => {
    await open(page, '/es/custom-design')
    const palette = page.getByRole('group', { name: lineOne('es', 'color') })
    await palette.getByRole('radio', { name: 'Azul marino' }).check()
    await expect(palette.getByText('Color elegido: Azul marino')).toBeVisible()
  })

  test('what was typed, the colour and the sizes survive a reload', async ({ page }) => {
    await open(page, '/custom-design')
    const form = await fillQuote(page, 'en')
    const palette = form.getByRole('group', { name: lineOne('en', 'color') })
    await palette.getByRole('radio', { name: 'Royal Blue' }).check()
    await form.getByLabel(lineOne('en', 'quantity', 'L'), { exact: true }).fill('80')
    await page.reload()
    await waitForApp(page)
    await expect(form.getByLabel(en.forms.quote.customerName)).toHaveValue('Jane Smith')
    await expect(form.getByLabel(lineOne('en', 'productType'))).toHaveValue('jersey')
    await expect(palette.getByRole('radio', { name: 'Royal Blue' })).toBeChecked()
    await expect(form.getByLabel(lineOne('en', 'quantity', 'L'), { exact: true })).toHaveValue('80')
    await expect(form.getByText('Chosen colour: Royal Blue')).toBeVisible()
  })
})

test.describe('newsletter', () => {
  for (const lang of ['en', 'es'] as const) {
    const f = strings[lang].forms.newsletter
    const footer = (page: Page) => page.getByRole('contentinfo')

    test(`${lang}: an empty signup shows "${f.emptyTitle}"`, async ({ page }) => {
      const held = hold(page, formEndpoint('newsletter'), okJson)
      await open(page, lang === 'es' ? '/es/faq' : '/faq')
      await formIsLive(footer(page).locator('form'))
      await footer(page).getByRole('button', { name: f.submit }).click()
      await expectToast(page, lang, f.emptyTitle, f.emptyText)
      expect(held.seen).toHaveLength(0)
    })

    test(`${lang}: sends {email}, shows a spinner, then clears the field`, async ({ page }) => {
      const held = hold(page, formEndpoint('newsletter'), okJson)
      await open(page, lang === 'es' ? '/es/press' : '/press')
      await footer(page).getByLabel(f.email).fill('buyer@shop.example')
      await formIsLive(footer(page).locator('form'))
      await footer(page).getByRole('button', { name: f.submit }).click()
      const pending = footer(page).getByRole('button', { name: f.pending })
      await expect(pending).toBeDisabled()
      await expect(pending.locator('svg.animate-spin')).toBeVisible()
      held.release()
      await expectToast(page, lang, f.successTitle, f.successText)
      await expect(footer(page).getByLabel(f.email)).toHaveValue('')
      const request = held.seen[0]!
      expect(request.postDataJSON()).toEqual({ email: 'buyer@shop.example' })
      expect(request.headers()['accept']).toBe('application/json')
    })

    test(`${lang}: a failed signup keeps the address`, async ({ page }) => {
      await page.route(formEndpoint('newsletter'), (route) => route.fulfill({ status: 503, body: '' }))
      await open(page, lang === 'es' ? '/es' : '/')
      await footer(page).getByLabel(f.email).fill('buyer@shop.example')
      await formIsLive(footer(page).locator('form'))
      await footer(page).getByRole('button', { name: f.submit }).click()
      await expectToast(page, lang, strings[lang].forms.failureTitle, f.failureText)
      await expect(footer(page).getByLabel(f.email)).toHaveValue('buyer@shop.example')
    })
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  /**
   * The post's own answer is the thank-you page, in the page's language, with the reference of the
   * lead just stored: 200, no redirect and no second request. The address stays the one the form
   * posted to (no script runs to show the page's own).
   */
  async function thankedInOneResponse(page: Page, lang: Lang, form: 'contact' | 'quote', button: string) {
    const asked: string[] = []
    page.on('request', (request) => asked.push(request.url()))
    const answer = await postNatively(page, form, button)
    expect(answer.status()).toBe(200)
    expect(answer.request().redirectedTo()).toBeNull()
    const reference = await thankYouReference(page, lang)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page).toHaveURL(new RegExp(`/api/forms/${form}`))
    expect(asked.filter((url) => url.includes('/thank-you'))).toEqual([])
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    expect((await storedSubmissions(form)).map((lead) => lead.reference)).toContain(reference)
  }

  test('a Spanish quotation posts natively and is answered with the Spanish thank-you page', async ({
    page,
  }) => {
    await page.goto('/es/custom-design')
    await fillQuote(page, 'es')
    await thankedInOneResponse(page, 'es', 'quote', es.forms.quote.submit)
  })

  for (const lang of ['en', 'es'] as const)
    test(`${lang}: an enquiry posts natively and is answered with the thank-you page`, async ({ page }) => {
      await page.goto(lang === 'es' ? '/es/contact' : '/contact')
      await fillEnquiry(page, lang)
      await thankedInOneResponse(page, lang, 'contact', strings[lang].forms.contact.submit)
    })

  /**
   * The page opened at the form's problem summary: the post's address names it, the page is scrolled
   * from its top, and the summary is on screen.
   */
  async function openedAtSummary(page: Page, form: string) {
    await expect(page).toHaveURL(new RegExp(`/api/forms/${form}[^#]*#${form}-form-problems$`))
    const summary = page.locator(`#${form}-form-problems`)
    await expect(summary).toBeInViewport()
    // The browser scrolls to the summary once the page is laid out; the summary may show first.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  }

  /** Posts the form with its button and waits for the collector's answer, which is the page shown. */
  async function postNatively(page: Page, form: string, button: string) {
    const answer = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().includes(`/api/forms/${form}`),
    )
    await page.locator(`#${form}-form`).getByRole('button', { name: button }).click()
    return answer
  }

  for (const lang of ['en', 'es'] as const) {
    const t = strings[lang].forms
    const at = (path: string) => (lang === 'es' ? `/es${path === '/' ? '' : path}` : path)

    test(`${lang}: a refused enquiry comes back as its page with the values typed and the problem at its field`, async ({
      page,
    }) => {
      await page.goto(at('/contact'))
      const form = await fillEnquiry(page, lang)
      // A name of spaces alone: the browser lets it through, the collector does not take it.
      await form.getByLabel(t.contact.name).fill('   ')
      const answer = await postNatively(page, 'contact', t.contact.submit)
      expect(answer.status()).toBe(422)
      await openedAtSummary(page, 'contact')
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      const returned = page.locator('#contact-form')
      await expect(returned.getByLabel(t.contact.email)).toHaveValue(enquiry.email)
      await expect(returned.getByLabel(t.contact.company)).toHaveValue(enquiry.company)
      await expect(returned.getByLabel(t.contact.quantity)).toHaveValue('500-1000')
      await expect(returned.getByLabel(t.contact.message)).toHaveValue(enquiry.message)
      const name = returned.getByLabel(t.contact.name)
      await expect(name).toHaveAttribute('aria-invalid', 'true')
      const problem = t.errors.REQUIRED_FIELD_EMPTY.replace('{{field}}', t.contact.name)
      await expect(name).toHaveAccessibleDescription(problem)
      const summary = page.locator('#contact-form-problems')
      await expect(summary).toContainText(t.fieldErrorsTitle)
      await expect(summary.getByRole('link', { name: problem })).toHaveAttribute('href', '#contact-name')
    })

    test(`${lang}: a quotation with a file of the wrong type comes back with its values and the files to choose again`, async ({
      page,
    }) => {
      await page.goto(at('/custom-design'))
      const form = await fillQuote(page, lang)
      await form.locator('input[type="file"]').setInputFiles({
        name: 'badge.gif',
        mimeType: 'image/gif',
        buffer: Buffer.from('GIF89a'),
      })
      const answer = await postNatively(page, 'quote', t.quote.submit)
      expect(answer.status()).toBe(415)
      await openedAtSummary(page, 'quote')
      const returned = page.locator('#quote-form')
      await expect(returned.getByLabel(t.quote.customerName)).toHaveValue('Jane Smith')
      await expect(returned.getByLabel(t.quote.website)).toHaveValue('https://riverside.example')
      await expect(returned.getByLabel(lineOne(lang, 'productType'))).toHaveValue('jersey')
      await expect(returned.getByText(t.quote.artwork.chooseAgain)).toBeVisible()
      await expect(returned.locator('#quote-artwork-error')).toContainText('badge.gif')
      await expect(page.locator('#quote-form-problems')).toContainText('badge.gif')
    })

    test(`${lang}: a refused newsletter signup comes back as the page it was sent from, with the address typed`, async ({
      page,
    }) => {
      await page.goto(at('/faq'))
      const heading = await page.getByRole('heading', { level: 1 }).textContent()
      const form = page.locator('#newsletter-form')
      await form.getByLabel(t.newsletter.email).fill('jane.club')
      const answer = await postNatively(page, 'newsletter', t.newsletter.submit)
      expect(answer.status()).toBe(422)
      await openedAtSummary(page, 'newsletter')
      const returned = page.locator('#newsletter-form')
      const email = returned.getByLabel(t.newsletter.email)
      await expect(email).toHaveValue('jane.club')
      await expect(email).toHaveAccessibleDescription(
        t.errors.TYPE_EMAIL.replace('{{field}}', t.newsletter.email),
      )
      await expect(page.locator('#newsletter-form-problems')).toContainText(t.fieldErrorsTitle)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!)
    })
  }

  test('the thank-you page opened without a reference shows none', async ({ page }) => {
    await page.goto('/es/thank-you')
    await expect(page.getByText(/SS-|\{\{reference\}\}/)).toBeHidden()
  })
})
