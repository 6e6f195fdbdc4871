import { expect, test, type Page } from '@playwright/test'
import { locales, localizePath } from '../../app/lib/locale'
import { newsletterPath, newsletterSteps, pagePaths } from '../../app/lib/paths'
import { axeViolations, expectedPages, waitForApp } from './support'

/**
 * Whether the browser tells assistive technology that the button with this name is expanded,
 * read from Chromium's own accessibility tree: the menu buttons get it from the popover they
 * open, with no `aria-expanded` written in the page.
 */
async function expandedState(page: Page, name: string) {
  const session = await page.context().newCDPSession(page)
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
    nodes: Array<{
      ignored: boolean
      role?: { value: string }
      name?: { value: string }
      properties?: Array<{ name: string; value: { value: unknown } }>
    }>
  }
  await session.detach()
  const button = nodes.find(
    (node) => !node.ignored && node.role?.value === 'button' && node.name?.value === name,
  )
  return button?.properties?.find((property) => property.name === 'expanded')?.value.value ?? false
}

/** Pages only a form or a mailed link leads to, the thank-you page showing a reference. */
const privatePages = locales.flatMap((locale) =>
  [...newsletterSteps.map(newsletterPath), `${pagePaths.thankYou}?ref=SS-4F7K2QXM`].map((path) =>
    localizePath(path, locale),
  ),
)
const pages = [...expectedPages('en'), ...expectedPages('es')].map((page) => page.path).concat(privatePages)

for (const [device, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`accessibility on a ${device}`, () => {
    test.use({ viewport })
    for (const path of pages) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await page.goto(path)
        await waitForApp(page)
        expect(await axeViolations(page)).toEqual([])
      })
    }
  })
}

/**
 * Lighthouse runs axe on the page as it loads, far bands still skipped, where a skipped box's
 * placeholder height can put what it holds over what follows it. The pages with a form band are
 * where that went wrong once (decision 008).
 */
test.describe('accessibility as a page loads, on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } })
  for (const path of ['/', '/es', '/contact', '/es/contact', '/custom-design', '/es/custom-design']) {
    test(`${path} has no axe violations before any scrolling`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(path)
      await waitForApp(page)
      expect(await axeViolations(page, { asLoaded: true })).toEqual([])
    })
  }
})

test.describe('accessibility with things open', () => {
  test.beforeEach(async ({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }))

  test('the product menu', async ({ page }) => {
    await page.goto('/es')
    await waitForApp(page)
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('button', { name: 'Productos' })
      .click()
    await expect(page.getByRole('link', { name: /Boxeo/ }).first()).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })

  test('the mobile menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await waitForApp(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog').getByText('Products', { exact: true }).click()
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Cricket' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })

  test('the menu buttons tell screen readers whether their menu is open', async ({ page }) => {
    await page.goto('/faq')
    const products = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Products' })
    expect(await expandedState(page, 'Products')).toBe(false)
    await products.click()
    expect(await expandedState(page, 'Products')).toBe(true)
    await page.keyboard.press('Escape')
    expect(await expandedState(page, 'Products')).toBe(false)

    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('button', { name: 'Open menu' }).click()
    expect(await expandedState(page, 'Open menu')).toBe(true)
  })

  test('a social notice', async ({ page }) => {
    await page.goto('/faq')
    await waitForApp(page)
    await page.getByRole('contentinfo').getByRole('button', { name: 'LinkedIn' }).click()
    await expect(page.getByRole('status').filter({ visible: true })).toContainText(
      'feature not implemented yet',
    )
    expect(await axeViolations(page)).toEqual([])
  })
})

test('a skip link leads past the header to the content', async ({ page }) => {
  await page.goto('/printing')
  await waitForApp(page)
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})

test('everything focusable shows where the focus is', async ({ page }) => {
  await page.goto('/')
  await waitForApp(page)
  for (let step = 0; step < 25; step++) {
    await page.keyboard.press('Tab')
    const outline = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null
      if (!element || element === document.body) return 'none'
      const style = getComputedStyle(element)
      return style.outlineStyle !== 'none' && style.outlineWidth !== '0px' ? 'outline' : style.boxShadow
    })
    expect(outline, `focus step ${step}`).not.toBe('none')
  }
})
