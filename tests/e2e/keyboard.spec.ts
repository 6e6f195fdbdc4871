import { expect, test, type Locator, type Page } from '@playwright/test'
import { en } from '../../app/i18n/en'
import { colours } from '../../app/lib/forms/common'
import { formIsLive, storedSubmissions, waitForApp } from './support'

const quote = en.forms.quote

/** Presses Tab until `target` has focus, as a keyboard user would; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${target}`)
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field)
  await page.keyboard.type(text)
}

test('a whole quotation request is made with the keyboard alone and reaches the collector', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.goto('/custom-design')
  await waitForApp(page)
  const form = page.locator('#quote-form')
  const notes = `Keyboard order ${Date.now()}: woven labels`
  const lineOne = (part: keyof typeof quote.line, size = '') =>
    quote.line[part].replace('{{line}}', '1').replace('{{size}}', size)

  await typeInto(page, form.getByLabel(quote.customerName), 'Ana García')
  await typeInto(page, form.getByLabel(quote.email), 'ana@club.example')
  await typeInto(page, form.getByLabel(quote.phone), '+34 600 000 000')

  // A closed select changes with the arrow keys; the first option is the empty prompt.
  const productType = form.getByLabel(lineOne('productType'))
  await tabTo(page, productType)
  await page.keyboard.press('ArrowDown')
  const chosenProduct = await productType.inputValue()
  expect(chosenProduct).not.toBe('')

  // The palette is one tab stop; arrows move the choice and Space picks the focused colour.
  const palette = page.getByRole('group', { name: lineOne('color') })
  await tabTo(page, palette.getByRole('radio').first())
  await page.keyboard.press('Space')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(palette.getByRole('radio', { checked: true })).toHaveCount(1)
  await expect(palette.getByRole('radio').nth(2)).toBeChecked()

  // The size matrix: a number field per size, reached with Tab like any other.
  await typeInto(page, form.getByLabel(lineOne('quantity', 'L'), { exact: true }), '60')
  await typeInto(page, form.getByLabel(lineOne('quantity', 'XL'), { exact: true }), '40')

  await typeInto(page, form.getByLabel(quote.notes), notes)
  await formIsLive(form)
  await tabTo(page, form.getByRole('button', { name: quote.submit }))
  await page.keyboard.press('Enter')

  const toast = page.getByRole('region', { name: en.toast.region }).getByRole('listitem')
  await expect(toast.getByText(quote.successTitle, { exact: true })).toBeVisible()
  await expect(form.getByLabel(quote.customerName)).toHaveValue('')

  const stored = (await storedSubmissions('quote')).find((row) => row.payload.Notes === notes)?.payload
  expect(stored).toMatchObject({
    CustomerName: 'Ana García',
    Email: 'ana@club.example',
    Phone: '+34 600 000 000',
    ProductType: chosenProduct,
    Color: colours[2].hex,
    Size: 'L',
  })
})

test('the skip link, then the menus, work from the keyboard', async ({ page }) => {
  await page.goto('/')
  await waitForApp(page)
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: en.common.skipToContent })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()

  const nav = page.getByRole('navigation', { name: en.nav.label })
  const products = nav.getByRole('button', { name: en.nav.products })
  await tabTo(page, products)
  await page.keyboard.press('Enter')
  const firstEntry = nav.getByRole('link', { name: /American Football/ })
  await expect(firstEntry).toBeVisible()
  // The open menu comes next in the tab order.
  await page.keyboard.press('Tab')
  await expect(firstEntry).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(firstEntry).toBeHidden()
  await expect(products).toBeFocused()

  // One menu is open at a time: opening one (Space works as Enter does) closes the other.
  await tabTo(page, nav.getByRole('button', { name: en.nav.information }))
  await page.keyboard.press('Enter')
  await expect(nav.getByRole('link', { name: /Payments/ })).toBeVisible()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await expect(products).toBeFocused()
  await page.keyboard.press('Space')
  await expect(firstEntry).toBeVisible()
  await expect(nav.getByRole('link', { name: /Payments/ })).toBeHidden()
})

test('on a phone the menu works from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/faq')
  const toggle = page.getByRole('button', { name: en.nav.openMenu })
  await tabTo(page, toggle)
  await page.keyboard.press('Enter')
  const menu = page.getByRole('dialog', { name: en.nav.menuTitle })
  await expect(menu.getByRole('button', { name: en.nav.closeMenu })).toBeFocused()
  await tabTo(page, menu.getByText(en.nav.products, { exact: true }))
  await page.keyboard.press('Enter')
  await expect(menu.getByRole('link', { name: 'Cricket' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(toggle).toBeFocused()
})
