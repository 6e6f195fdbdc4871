import { expect, type Locator, type Page } from '@playwright/test'

/** Whether each item of the accordion in `scope` is open, in page order. */
const openItems = (scope: Locator) =>
  scope.locator('details').evaluateAll((items) => items.map((item) => (item as HTMLDetailsElement).open))

/**
 * Checks a single-open, collapsible accordion whose first item starts open, by mouse and keyboard.
 * Each state is read straight after the tap, never waited for: the platform's `<details>` answers
 * on the first tap, with or without JavaScript.
 */
export async function checkAccordion(page: Page, scope: Locator, titles: string[]) {
  const items = scope.locator('details')
  const summaries = scope.locator('details > summary')
  await expect(summaries).toContainText(titles)
  const only = (open: number | null) => titles.map((_, index) => index === open)

  expect(await openItems(scope)).toEqual(only(0))
  await expect(items.nth(0).locator(':scope > summary + *')).toBeVisible()
  await expect(items.nth(1).locator(':scope > summary + *')).toBeHidden()

  await summaries.nth(1).click()
  expect(await openItems(scope)).toEqual(only(1))
  await expect(items.nth(1).locator(':scope > summary + *')).toBeVisible()
  await expect(items.nth(0).locator(':scope > summary + *')).toBeHidden()
  await summaries.nth(1).click()
  expect(await openItems(scope)).toEqual(only(null))

  await summaries.nth(0).focus()
  await page.keyboard.press('Enter')
  expect(await openItems(scope)).toEqual(only(0))
  await expect(summaries.nth(0)).toBeFocused()
  expect(await summaries.nth(0).evaluate((summary) => summary.matches(':focus-visible'))).toBe(true)
  await page.keyboard.press('Space')
  expect(await openItems(scope)).toEqual(only(null))
  await page.keyboard.press('Space')
  expect(await openItems(scope)).toEqual(only(0))
  await page.keyboard.press('Tab')
  await expect(summaries.nth(1)).toBeFocused()
  await page.keyboard.press('Enter')
  expect(await openItems(scope)).toEqual(only(1))
}

/** `text` as React writes it into a page's HTML. */
const asHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;')

/**
 * Fetches the page as a search engine does and checks that it holds, open or shut, every item of
 * each accordion (`items`: how many each group `name` has) and every text in them.
 */
export async function expectAccordionsInHtml(
  page: Page,
  path: string,
  items: Record<string, number>,
  texts: string[],
) {
  const response = await page.request.get(path)
  expect(response.status()).toBe(200)
  const html = await response.text()
  const found = Object.fromEntries(
    Object.keys(items).map((name) => [
      name,
      html.split(new RegExp(`<details[^>]* name="${name}"`)).length - 1,
    ]),
  )
  expect(found).toEqual(items)
  const missing = texts.filter((text) => !html.includes(asHtml(text)))
  expect(missing).toEqual([])
}
