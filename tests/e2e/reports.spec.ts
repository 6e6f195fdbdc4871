import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { sourceOf } from '../../server/reports/origins'
import { momentColumns } from '../../server/store/lead-moments'
import { withStore } from '../../server/store/open'
import { findUserByEmail } from '../../server/store/staff'
import { createStaff, dataDir, signIn, unique } from './staff'
import { axeViolations } from './support'

test.describe.configure({ timeout: 90_000 })

/** What the browser keeps for the site: cookie names, local and session storage keys. */
async function keptOnDevice(page: Page, context: BrowserContext) {
  const storage = await page.evaluate(() => [
    ...Object.keys(localStorage).map((key) => `local:${key}`),
    ...Object.keys(sessionStorage).map((key) => `session:${key}`),
  ])
  return [...(await context.cookies()).map((cookie) => `cookie:${cookie.name}`), ...storage].sort()
}

const viewsOf = (path: string) =>
  withStore({ dataDir: dataDir() }, async (db) => {
    const row = await db
      .selectFrom('page_views')
      .select((eb) => eb.fn.sum<number>('views').as('views'))
      .where('path', '=', path)
      .executeTakeFirst()
    return Number(row?.views ?? 0)
  })

test.describe('page views', () => {
  test('a page the server sends is counted by the server, and its beacon stays quiet', async ({ page }) => {
    const beacons: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/views')) beacons.push(request.postData() ?? '')
    })
    const before = await viewsOf('/es/printing')
    const answer = await page.goto('/es/printing')
    expect(answer?.headers()['server-timing']).toBe('view')
    await page.waitForLoadState('networkidle')
    expect(beacons).toEqual([])
    await expect.poll(() => viewsOf('/es/printing'), { timeout: 20_000 }).toBe(before + 1)
  })

  test('a page from a CDN counts itself with a beacon that writes nothing on the device', async ({
    browser,
  }) => {
    // The same page both ways, each in a fresh browser: as the server sends it, and as a CDN would
    // (the same HTML without the server's Server-Timing answer).
    const served = await browser.newContext()
    const servedPage = await served.newPage()
    await servedPage.goto('/printing')
    await servedPage.waitForLoadState('networkidle')
    const keptWithoutBeacon = await keptOnDevice(servedPage, served)
    await served.close()

    const fromCdn = await browser.newContext()
    const page = await fromCdn.newPage()
    await page.route('**/printing', async (route) => {
      const response = await route.fetch()
      const headers = { ...response.headers() }
      delete headers['server-timing']
      await route.fulfill({ response, headers })
    })
    const before = await viewsOf('/printing')
    const beacon = page.waitForRequest((request) => request.url().endsWith('/api/views'))
    await page.goto('/printing', { referer: 'https://news.example/article' })
    const sent = await beacon
    expect(sent.method()).toBe('POST')
    expect(sent.postData()).toBe('p=%2Fprinting&r=news.example')
    const answer = await sent.response()
    expect(answer?.status()).toBe(204)
    expect(answer?.headers()['set-cookie']).toBeUndefined()
    await page.waitForLoadState('networkidle')
    expect(await keptOnDevice(page, fromCdn)).toEqual(keptWithoutBeacon)
    await expect.poll(() => viewsOf('/printing'), { timeout: 20_000 }).toBeGreaterThanOrEqual(before + 1)
    await fromCdn.close()
  })
})

/**
 * Twelve weeks of leads, as a sales team leaves them: written in one transaction, beside the
 * running server, with the moments the inbox records as they are worked (no mail is queued).
 */
async function seedLeads(staffEmails: string[]) {
  await withStore({ dataDir: dataDir() }, async (db) => {
    const staff = await Promise.all(staffEmails.map(async (email) => (await findUserByEmail(db, email))!))
    const countries = [
      'United Kingdom',
      'Spain',
      'United States',
      'Germany',
      'Mexico',
      'Ireland',
      'Australia',
      'Chile',
    ]
    const sources = ['google', 'instagram', 'linkedin', undefined, undefined]
    const pages = ['/custom-design', '/contact', '/es/custom-design', '/es/contact', '/products/soccer']
    const now = Date.now()
    let seed = 7
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
    const iso = (ms: number) => (ms < now ? new Date(ms).toISOString() : null)
    const leads = Array.from({ length: 160 }, (_v, index) => {
      const created = now - random() * 80 * 86_400_000
      const quote = random() < 0.55
      const page = pick(pages)
      const source = pick(sources)
      const country = pick(countries)
      const person = pick(staff)
      const answerHours = random() < 0.8 ? 1 + random() * 20 : 26 + random() * 60
      const answered = random() < 0.9 ? iso(created + answerHours * 3_600_000) : null
      const quoted =
        answered && random() < 0.6 ? iso(Date.parse(answered) + (24 + random() * 100) * 3_600_000) : null
      const closed =
        quoted && random() < 0.7 ? iso(Date.parse(quoted) + (100 + random() * 200) * 3_600_000) : null
      const status = closed
        ? random() < 0.5
          ? 'won'
          : 'lost'
        : quoted
          ? 'quoted'
          : answered
            ? 'contacted'
            : 'new'
      const visit = source
        ? {
            landing: `${page}?utm_source=${source}&utm_campaign=spring-kits`,
            utm: { utm_source: source, utm_campaign: 'spring-kits' },
          }
        : { landing: page, referrer: random() < 0.5 ? 'https://www.bing.com/' : undefined }
      return {
        reference: `SS-E2E${index.toString(36).toUpperCase().padStart(4, '0')}`,
        form: quote ? 'quote' : 'contact',
        ...momentColumns({
          created_at: new Date(created).toISOString(),
          answered_at: answered,
          quoted_at: quoted,
          closed_at: closed,
        }),
        payload: JSON.stringify(
          quote
            ? {
                CustomerName: 'Jane Smith',
                Email: 'jane@club.example',
                Country: country,
                ProductType: 'jersey',
              }
            : { name: 'Jane Smith', email: 'jane@club.example', country, message: 'Shirts' },
        ),
        user_agent: null,
        spam: 0,
        locale: page.startsWith('/es') ? 'es' : 'en',
        page: `http://127.0.0.1${page}`,
        visit: JSON.stringify(visit),
        source: sourceOf(visit),
        status: status as 'new',
        assignee_id: person.id,
        answered_by: answered ? person.id : null,
        status_changed_at: closed ?? quoted ?? answered,
      }
    })
    const days = Array.from({ length: 84 }, (_v, index) =>
      new Date(now - index * 86_400_000).toISOString().slice(0, 10),
    )
    const viewed = [
      '/',
      '/custom-design',
      '/contact',
      '/es',
      '/es/custom-design',
      '/es/contact',
      '/products/soccer',
      '/printing',
      '/faq',
    ]
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('leads').values(leads).execute()
      await trx
        .insertInto('page_views')
        .values(
          days.flatMap((day, dayIndex) =>
            viewed.map((path, pathIndex) => ({
              day,
              path,
              locale: path.startsWith('/es') ? 'es' : 'en',
              referrer: `seeded-${dayIndex % 3}.example`,
              views: 40 + ((dayIndex * 7 + pathIndex * 13) % 60) * (pathIndex < 3 ? 3 : 1),
            })),
          ),
        )
        .onConflict((conflict) => conflict.doNothing())
        .execute()
    })
  })
}

test.describe('the reports', () => {
  test('show the sales manager the promise, the funnel and the pages, accessibly at 1440 and 390', async ({
    page,
  }) => {
    const manager = `${unique('maria')}@sterling.example`
    const colleague = `${unique('tom')}@sterling.example`
    createStaff(manager)
    createStaff(colleague)
    await seedLeads([manager, colleague])
    await signIn(page, manager)
    await page.getByRole('link', { name: 'Reports' }).click()
    await expect(page).toHaveURL(/\/admin\/reports$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'The 24-hour promise' })).toBeVisible()
    await expect(
      page.getByRole('table', { name: 'Answered within 24 working hours, per person' }),
    ).toContainText(manager)

    // The period chooser is a plain form: the address carries the period.
    await page.getByRole('link', { name: 'Last 4 weeks' }).click()
    await expect(page).toHaveURL(/\/admin\/reports\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/)
    await page.getByRole('link', { name: 'Last 12 weeks' }).click()

    const download = page.waitForEvent('download')
    await page.locator('#promise-by-week').getByRole('link', { name: /CSV/ }).click()
    expect((await download).suggestedFilename()).toMatch(/^promise-by-week-.*\.csv$/)

    await page.screenshot({ path: 'docs/screenshots/reports-1440.png', fullPage: true })
    expect(await axeViolations(page, { asLoaded: true })).toEqual([])
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: 'docs/screenshots/reports-390.png', fullPage: true })
    expect(await axeViolations(page, { asLoaded: true })).toEqual([])
    // Nothing wider than the phone but the boxes that scroll on purpose.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})
