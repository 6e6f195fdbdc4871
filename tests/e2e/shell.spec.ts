import { expect, test, type Locator, type Page } from '@playwright/test'
import { productSlugs } from '../../app/content/product-menu'
import { brandFont } from '../../app/lib/brand-font'
import { expectedPages, formIsLive, waitForApp, watchForProblems } from './support'

test.describe('every page', () => {
  for (const { path, title } of expectedPages('en')) {
    test(`${path} answers 200 with its title and one heading, without errors`, async ({ page }) => {
      const problems = watchForProblems(page)
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(title)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.locator('h1')).toBeVisible()
      await waitForApp(page)
      problems.expectNone()
    })
  }
})

test('text is set in the brand font, which the site serves itself', async ({ page }) => {
  const fontResponse = page.waitForResponse((response) => response.url().endsWith(brandFont.path))
  await page.goto('/es')
  const response = await fontResponse
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('font/woff2')
  await expect(page.locator('h1')).toHaveCSS('font-family', new RegExp(`^"?${brandFont.family}"?,`))
  // 'loaded' rather than 'error': the browser accepts the file the build cut down.
  const statuses = await page.evaluate(async (family) => {
    await document.fonts.ready
    return [...document.fonts]
      .filter((face) => face.family.replace(/"/g, '') === family)
      .map((face) => face.status)
  }, brandFont.family)
  expect(statuses).toEqual(['loaded'])
})

test('an unknown path answers 404 with a Not Found page that leads home', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await waitForApp(page)
  await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL('/')
})

test('every header and footer link leads to a page that exists', async ({ page, request }) => {
  await page.goto('/')
  const hrefs = await page
    .locator('header a[href], footer a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  const internal = [...new Set(hrefs.filter((href) => href.startsWith('/')))]
  expect(internal.length).toBeGreaterThan(10)
  for (const href of internal) {
    const [path = '/', hash] = href.split('#')
    expect((await request.get(path)).status(), href).toBe(200)
    if (hash) {
      await page.goto(href)
      await expect(page.locator(`#${hash}`), href).toHaveCount(1)
    }
  }
})

test('the product menu opens with four groups and leaves pants-trousers out', async ({ page }) => {
  await page.goto('/faq')
  await waitForApp(page)
  const nav = page.getByRole('navigation', { name: 'Main' }).first()
  await nav.getByRole('button', { name: 'Products' }).hover()
  for (const group of ['Apparel', 'Fitness', 'Casual & Work', 'Accessories & Gear']) {
    await expect(nav.getByRole('heading', { name: group })).toBeVisible()
  }
  const links = nav.locator('a[href^="/products/"]')
  await expect(links).toHaveCount(productSlugs.length - 1)
  await expect(nav.locator('a[href="/products/pants-trousers"]')).toHaveCount(0)
  await nav.getByRole('link', { name: /Boxing/ }).click()
  await expect(page).toHaveURL('/products/boxing')
})

test('the Information menu lists the nine pages in their order', async ({ page }) => {
  await page.goto('/')
  await waitForApp(page)
  const nav = page.getByRole('navigation', { name: 'Main' }).first()
  await nav.getByRole('button', { name: 'Information' }).click()
  await expect(nav.locator('a[href="/faq"]')).toBeVisible()
  // The links a visitor can see: the bar's, and the open menu's.
  const hrefs = await nav
    .getByRole('link')
    .evaluateAll((links) =>
      links
        .map((link) => link.getAttribute('href'))
        .filter((href) => href !== '/' && !href?.startsWith('/#') && href !== '/contact'),
    )
  expect(hrefs).toEqual([
    '/custom-design',
    '/size-charts',
    '/fabrics-materials',
    '/printing',
    '/finishing-craftsmanship',
    '/payments',
    '/delivery',
    '/factory-tour',
    '/faq',
  ])
})

test.describe('the desktop menus', () => {
  const panel = (page: Page, menu: 'products' | 'information') => page.locator(`#nav-menu-${menu}`)
  const menuButton = (page: Page, name: string) =>
    page.getByRole('navigation', { name: 'Main' }).first().getByRole('button', { name })

  test('a click opens a menu at once, another closes the first, and Escape closes it', async ({ page }) => {
    await page.goto('/faq')
    await waitForApp(page)
    const nav = page.getByRole('navigation', { name: 'Main' }).first()
    // Sent to the button itself, as a tap is: no pointer rests on the menu first.
    await nav.getByRole('button', { name: 'Products' }).dispatchEvent('click')
    expect(await visibilityOf(panel(page, 'products'))).toBe('visible')
    await nav.getByRole('button', { name: 'Information' }).click()
    await expect(panel(page, 'information')).toBeVisible()
    await expect(panel(page, 'products')).toBeHidden()
    await page.keyboard.press('Escape')
    await expect(panel(page, 'information')).toBeHidden()
  })

  test('a mouse resting on a menu opens it after 200 ms and leaving closes it after 150 ms', async ({
    page,
  }) => {
    await page.goto('/faq')
    await waitForApp(page)
    const products = menuButton(page, 'Products')
    const opened = await timeUntil(page, 'products', 'visible')
    await products.hover()
    expect(await opened()).toBeGreaterThanOrEqual(190)

    const closed = await timeUntil(page, 'products', 'hidden')
    await page.mouse.move(1430, 890)
    expect(await closed()).toBeGreaterThanOrEqual(140)
  })

  test('moving from one menu to the other opens the next at once', async ({ page }) => {
    await page.goto('/faq')
    await waitForApp(page)
    await menuButton(page, 'Products').hover()
    await expect(panel(page, 'products')).toBeVisible()
    const target = await menuButton(page, 'Information').boundingBox()
    await page.mouse.move(target!.x + target!.width / 2, target!.y + target!.height / 2, { steps: 4 })
    await expect(panel(page, 'information')).toBeVisible()
    // Opened without the 200 ms delay: read from the style that opened it, not from a clock, which a
    // busy machine would slow.
    const delays = await panel(page, 'information').evaluate(
      (element) => getComputedStyle(element).transitionDelay,
    )
    expect(delays.split(', ').every((delay) => delay === '0s')).toBe(true)
    await expect(panel(page, 'products')).toBeHidden()
  })

  test('a menu the mouse leaves keeps its links on screen until it closes', async ({ page }) => {
    await page.goto('/faq')
    await waitForApp(page)
    await menuButton(page, 'Products').hover()
    await expect(panel(page, 'products')).toBeVisible()
    const closing = await framesWhileClosing(page, 'products')
    await page.mouse.move(1430, 890)
    const frames = await closing()
    // The close delay shows the panel for a few frames; in each, its links are drawn too.
    expect(frames.length).toBeGreaterThan(0)
    expect(frames.every((linkShown) => linkShown)).toBe(true)
  })
})

/** The panel's computed visibility, read after the browser has handled what came before. */
function visibilityOf(panel: Locator) {
  return panel.evaluate((element) => getComputedStyle(element).visibility)
}

/**
 * For each frame from the pointer leaving a menu until its panel is hidden: whether the panel's
 * first link is drawn. Await the start before moving the mouse, and the returned reading after.
 */
async function framesWhileClosing(page: Page, menu: string) {
  await page.evaluate((menu) => {
    const panel = document.getElementById(`nav-menu-${menu}`)!
    const link = panel.querySelector('a')!
    const readings = window as unknown as { menuFrames: Promise<boolean[]> }
    readings.menuFrames = new Promise<boolean[]>((resolve) => {
      panel.parentElement!.addEventListener(
        'pointerleave',
        () => {
          const frames: boolean[] = []
          const check = () => {
            if (getComputedStyle(panel).visibility !== 'visible') return resolve(frames)
            frames.push(link.checkVisibility())
            requestAnimationFrame(check)
          }
          check()
        },
        { once: true },
      )
    })
  }, menu)
  return () => page.evaluate(() => (window as unknown as { menuFrames: Promise<boolean[]> }).menuFrames)
}

/**
 * Milliseconds from the pointer entering (for `visible`) or leaving (for `hidden`) a menu to its
 * panel becoming so, measured in the page, frame by frame. Await the start before moving the mouse,
 * and the returned reading after.
 */
async function timeUntil(page: Page, menu: string, state: 'visible' | 'hidden') {
  await page.evaluate(
    ({ menu, state }) => {
      const panel = document.getElementById(`nav-menu-${menu}`)!
      const timings = window as unknown as { menuTiming: Promise<number> }
      timings.menuTiming = new Promise<number>((resolve) => {
        panel.parentElement!.addEventListener(
          state === 'visible' ? 'pointerenter' : 'pointerleave',
          () => {
            const start = performance.now()
            const check = () => {
              if (getComputedStyle(panel).visibility === state) resolve(performance.now() - start)
              else requestAnimationFrame(check)
            }
            check()
          },
          { once: true },
        )
      })
    },
    { menu, state },
  )
  return () => page.evaluate(() => (window as unknown as { menuTiming: Promise<number> }).menuTiming)
}

test('Get quote scrolls to the enquiry form on the home page', async ({ page }) => {
  await page.goto('/')
  await waitForApp(page)
  await page.getByRole('banner').getByRole('link', { name: 'Get quote' }).click()
  await expect(page.locator('#contact')).toBeInViewport()
  // The section's top is not hidden under the sticky header.
  const headerBottom = await page
    .getByRole('banner')
    .evaluate((header) => header.getBoundingClientRect().bottom)
  await expect
    .poll(() => page.locator('#contact').evaluate((section) => section.getBoundingClientRect().top))
    .toBeGreaterThanOrEqual(headerBottom - 1)
})

test('Get quote elsewhere opens the home page at the enquiry form', async ({ page }) => {
  await page.goto('/printing')
  await waitForApp(page)
  await page.getByRole('banner').getByRole('link', { name: 'Get quote' }).click()
  await expect(page).toHaveURL('/#contact')
  await expect(page.locator('#contact')).toBeInViewport()
})

test('a new page starts at the top', async ({ page }) => {
  await page.goto('/')
  await waitForApp(page)
  await page.mouse.wheel(0, 2500)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Press' }).click()
  await expect(page).toHaveURL('/press')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('the chat button opens a chat with the company in a new tab', async ({ page }) => {
  await page.goto('/')
  const chat = page.getByRole('link', { name: /Chat with us on WhatsApp/ })
  await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/)
  await expect(chat).toHaveAttribute('target', '_blank')
})

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled })

    test('the social buttons say the feature is not there yet, one notice at a time', async ({ page }) => {
      await page.goto('/')
      const footer = page.getByRole('contentinfo')
      const notices = page.getByRole('status').filter({ visible: true })
      await footer.getByRole('button', { name: 'Instagram' }).click()
      await expect(notices).toHaveCount(1)
      await expect(notices).toContainText('Social Media')
      await expect(notices).toContainText('feature not implemented yet')
      await footer.getByRole('button', { name: 'LinkedIn' }).click()
      await expect(notices).toHaveCount(1)
      await notices.getByRole('button', { name: 'Dismiss notification' }).click()
      await expect(notices).toHaveCount(0)
    })
  })
}

test('a social notice closes by itself after five seconds', async ({ page }) => {
  // The page's clock, stopped and moved by the test: five seconds are five seconds however busy
  // the machine.
  await page.clock.install()
  await page.goto('/')
  await page.clock.pauseAt(Date.now() + 60_000)
  await page.getByRole('contentinfo').getByRole('button', { name: 'Twitter' }).click()
  const notice = page.getByRole('status').filter({ visible: true })
  await expect(notice).toContainText('feature not implemented yet')
  await page.clock.runFor(4900)
  await expect(notice).toHaveCount(1)
  await page.clock.runFor(200)
  await expect(notice).toHaveCount(0)
})

test('one message at a time: a notice replaces a toast, and a toast a notice', async ({ page }) => {
  await page.goto('/')
  await waitForApp(page)
  const footer = page.getByRole('contentinfo')
  const shown = page.locator(':popover-open')
  // An empty newsletter signup answers with a toast, once its island is live.
  await formIsLive(footer.locator('form'))
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expect(shown).toHaveCount(1)
  await expect(shown).toContainText('Email required')
  await footer.getByRole('button', { name: 'Instagram' }).click()
  await expect(shown).toHaveCount(1)
  await expect(shown).toContainText('feature not implemented yet')
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expect(shown).toHaveCount(1)
  await expect(shown).toContainText('Please enter your email address to subscribe.')
  await shown.getByRole('button', { name: 'Dismiss notification' }).click()
  await expect(shown).toHaveCount(0)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu opens one section at a time, navigates and closes', async ({ page }) => {
    await page.goto('/')
    await waitForApp(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await menu.getByText('Products', { exact: true }).click()
    await expect(menu.getByRole('link', { name: 'Cricket' })).toBeVisible()
    await menu.getByText('Information', { exact: true }).click()
    await expect(menu.getByRole('link', { name: 'Cricket' })).toBeHidden()
    await menu.getByRole('link', { name: 'Fabrics & Materials' }).click()
    await expect(page).toHaveURL('/fabrics-materials')
    await expect(menu).toBeHidden()
  })

  test('a section opens and closes again on a second tap', async ({ page }) => {
    await page.goto('/faq')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    const information = menu.getByText('Information', { exact: true })
    await information.click()
    await expect(menu.getByRole('link', { name: 'Payments' })).toBeVisible()
    await information.click()
    await expect(menu.getByRole('link', { name: 'Payments' })).toBeHidden()
  })

  test('a link to a section of the same page closes the menu on its way there', async ({ page }) => {
    await page.goto('/')
    await waitForApp(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await menu.getByRole('link', { name: 'Get quote' }).click()
    await expect(menu).toBeHidden()
    await expect(page).toHaveURL('/#contact')
    await expect(page.locator('#contact')).toBeInViewport()
  })

  test('Escape closes the menu and gives focus back to its button', async ({ page }) => {
    await page.goto('/faq')
    await waitForApp(page)
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await toggle.click()
    // As a dialog does, the menu takes the focus as it opens.
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Close menu' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test('the close button closes the menu', async ({ page }) => {
    await page.goto('/faq')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Close menu' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

    test('the first tap opens the menu, its sections open one at a time and Escape closes it', async ({
      page,
    }) => {
      await page.goto('/faq')
      await page.getByRole('button', { name: 'Open menu' }).tap()
      const menu = page.getByRole('dialog', { name: 'Menu' })
      await expect(menu).toBeVisible()
      await menu.getByText('Products', { exact: true }).tap()
      await expect(menu.getByRole('link', { name: 'Cricket' })).toBeVisible()
      await menu.getByText('Information', { exact: true }).tap()
      await expect(menu.getByRole('link', { name: 'Cricket' })).toBeHidden()
      await expect(menu.getByRole('link', { name: 'Payments' })).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
    })

    test('the menu’s links and Get quote lead on', async ({ page }) => {
      await page.goto('/es/faq')
      await page.getByRole('button', { name: 'Abrir menú' }).tap()
      const menu = page.getByRole('dialog', { name: 'Menú' })
      await menu.getByRole('link', { name: 'Pedir presupuesto' }).tap()
      await expect(page).toHaveURL('/es#contact')
      await expect(page.locator('#contact')).toBeInViewport()
    })
  })

  test('the first click on a desktop menu opens it, Escape closes it', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' }).first()
    await nav.getByRole('button', { name: 'Products' }).click()
    await expect(nav.getByRole('link', { name: /Boxing/ })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(nav.getByRole('link', { name: /Boxing/ })).toBeHidden()
    await nav.getByRole('button', { name: 'Information' }).hover()
    await expect(nav.getByRole('link', { name: /Payments/ })).toBeVisible()
  })
})
