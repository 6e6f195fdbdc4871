import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { statusWords } from '../../server/test/status-words'
import { honeypotField } from '../../app/lib/forms/common'
import { listAudit } from '../../server/store/audit'
import { findLead, listLeads } from '../../server/store/leads'
import { withStore } from '../../server/store/open'
import { createStaff, dataDir, signIn, staffPassword, unique } from './staff'
import { axeViolations } from './support'

// Every test signs in, and a sign-in hashes the password as production does (Argon2id, 19 MiB, two
// passes): on a busy two-core machine that alone can take most of a test's usual 30 seconds.
test.describe.configure({ timeout: 90_000 })

/**
 * A salesperson's day in the inbox, in the real browser against the real server: accounts from
 * the command line, leads from the real collector, mails from the outbox the server writes.
 */

const outbox = () => path.join(dataDir(), 'mail', 'outbox')
const password = staffPassword

interface Enquiry {
  name: string
  email: string
  company?: string
  message?: string
  spam?: boolean
}

/** An enquiry sent to the real collector, as the contact form sends it; resolves with its reference. */
async function sendEnquiry(page: Page, enquiry: Enquiry): Promise<{ id: number; reference: string }> {
  const answer = await page.request.post('/api/forms/contact', {
    headers: { accept: 'application/json', 'content-language': 'en' },
    data: {
      name: enquiry.name,
      email: enquiry.email,
      company: enquiry.company ?? 'Riverside FC',
      phone: '+44 20 7946 0111',
      country: 'United Kingdom',
      city: 'Leeds',
      position: 'Kit manager',
      productType: 'sportswear',
      quantity: '500-1000',
      message: enquiry.message ?? '300 home shirts, sublimated.',
      ...(enquiry.spam ? { [honeypotField]: 'https://spam.example' } : {}),
    },
  })
  expect(answer.status()).toBe(200)
  const { reference } = (await answer.json()) as { reference: string }
  const leads = await withStore({ dataDir: dataDir() }, (db) => listLeads(db, { includeSpam: true }))
  return { id: leads.find((lead) => lead.reference === reference)!.id, reference }
}

const leadOf = (id: number) => withStore({ dataDir: dataDir() }, (db) => findLead(db, id))
const auditActions = (leadId?: number) =>
  withStore({ dataDir: dataDir() }, async (db) =>
    (await listAudit(db, { limit: 1000 }))
      .filter((entry) => leadId === undefined || entry.leadId === leadId)
      .map((entry) => entry.action),
  )

/** The .eml the server wrote for a lead's delivery of `kind`, once the worker has sent it. */
async function expectMail(reference: string, kind: 'notify' | 'ack') {
  const written = () => {
    try {
      return readdirSync(outbox()).some((file) => file.startsWith(`${reference}-${kind}-`))
    } catch {
      return false
    }
  }
  await expect.poll(written, { timeout: 20_000 }).toBe(true)
}

test.describe('the sales inbox', () => {
  test('a salesperson finds a lead, works it from new to quoted, and the buyer sees it', async ({ page }) => {
    const staff = `${unique('ana')}@sterling.example`
    createStaff(staff)
    const surname = unique('Quintanilla')
    const lead = await sendEnquiry(page, { name: `Begoña ${surname}`, email: `${surname}@club.example` })

    await signIn(page, staff)
    await page.getByRole('searchbox', { name: 'Search' }).fill(surname)
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter')
    await expect(page).toHaveURL(new RegExp(`q=${surname}`))
    await page.locator(`a[href="/admin/leads/${lead.id}"]`).first().click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(lead.reference)
    expect((await leadOf(lead.id))!.readAt).not.toBeNull()

    await page.getByLabel('Assigned to').selectOption({ label: staff })
    await page.locator('form[action$="/assignee"]').getByRole('button', { name: 'Save' }).click()
    await page.getByLabel('Add a note').fill('Called her: wants a sample in M first.')
    await page.getByRole('button', { name: 'Add note' }).click()
    await expect(page.getByText('Called her: wants a sample in M first.')).toBeVisible()
    for (const status of ['Contacted', 'Quoted']) {
      await page.getByLabel('Status', { exact: true }).selectOption({ label: status })
      await page.locator('form[action$="/status"]').getByRole('button', { name: 'Save' }).click()
      await expect(page.getByLabel('Status', { exact: true })).toHaveValue(status.toLowerCase())
    }
    const worked = (await leadOf(lead.id))!
    expect(worked.status).toBe('quoted')
    expect(worked.assigneeId).not.toBeNull()

    // The buyer's private page, from the link their acknowledgement carries, says so.
    await expectMail(lead.reference, 'ack')
    await page.goto(`/status/${worked.statusToken}`)
    await expect(page.locator('main')).toContainText(statusWords('en').messages.quoted.title)

    const actions = await auditActions(lead.id)
    expect(actions).toEqual(expect.arrayContaining(['viewed-lead', 'changed-lead']))
    expect(actions.filter((action) => action === 'changed-lead').length).toBeGreaterThanOrEqual(4)
    await page.goto('/admin/audit')
    await expect(page.getByRole('table')).toContainText(staff)
  })

  test('a lead still new past the reply time shows as overdue, first', async ({ page }) => {
    const staff = `${unique('ben')}@sterling.example`
    createStaff(staff)
    const surname = unique('Overdue')
    const lead = await sendEnquiry(page, { name: `Tom ${surname}`, email: `${surname}@club.example` })
    // The clock moves on: the lead was received a week ago, past the 24 working hours promised
    // whatever holidays fell between.
    await withStore({ dataDir: dataDir() }, (db) =>
      db
        .updateTable('leads')
        .set({ created_at: new Date(Date.now() - 7 * 86_400_000).toISOString() })
        .where('id', '=', lead.id)
        .execute(),
    )
    await signIn(page, staff)
    await page.goto('/admin?overdue=1')
    const row = page.locator(`a[href="/admin/leads/${lead.id}"]`).first()
    await expect(row).toBeVisible()
    await page.goto(`/admin/leads/${lead.id}`)
    await expect(page.locator('.badge.overdue').first()).toBeVisible()
  })

  test('a spam catch is reviewed, marked not spam, and its notification goes out', async ({ page }) => {
    const staff = `${unique('cara')}@sterling.example`
    createStaff(staff)
    const surname = unique('Caught')
    const lead = await sendEnquiry(page, {
      name: `Ian ${surname}`,
      email: `${surname}@club.example`,
      spam: true,
    })
    expect((await leadOf(lead.id))!.status).toBe('spam')

    await signIn(page, staff)
    await page.goto('/admin?status=spam')
    await page.locator(`a[href="/admin/leads/${lead.id}"]`).first().click()
    await page.getByRole('button', { name: 'Not spam' }).click()
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('new')
    await expectMail(lead.reference, 'notify')
    await expectMail(lead.reference, 'ack')
    expect(await auditActions(lead.id)).toContain('marked-not-spam')
  })

  test('the export opens cleanly in a spreadsheet: byte-order mark, accents, no formula', async ({
    page,
  }) => {
    const staff = `${unique('dan')}@sterling.example`
    createStaff(staff)
    const surname = unique('Muñoz')
    await sendEnquiry(page, {
      name: `José ${surname}`,
      email: `${unique('jose')}@club.example`,
      company: 'Club Atlético Güímar',
      message: '=HYPERLINK("https://evil.example","Click")',
    })
    await signIn(page, staff)
    await page.goto(`/admin?q=${encodeURIComponent(surname)}`)
    const download = page.waitForEvent('download')
    await page.locator('a[href^="/admin/export.csv"]').first().click()
    const file = readFileSync((await (await download).path())!)
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = file.toString('utf8').slice(1)
    expect(text).toContain('\r\n')
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(2)
    expect(text).toContain(`José ${surname}`)
    expect(text).toContain('Club Atlético Güímar')
    expect(text).not.toMatch(/(^|,)"?=HYPERLINK/m)
    expect(text).toContain(`'=HYPERLINK`)
    expect(await auditActions()).toContain('exported')
  })

  test('a person is erased on request, and the audit log keeps that it happened, not who', async ({
    page,
  }) => {
    const staff = `${unique('eva')}@sterling.example`
    createStaff(staff)
    const surname = unique('Erase')
    const email = `${surname}@club.example`
    const first = await sendEnquiry(page, { name: `Lia ${surname}`, email })
    const second = await sendEnquiry(page, { name: `Lia ${surname}`, email: email.toUpperCase() })
    const other = await sendEnquiry(page, { name: `Other ${surname}`, email: `other.${email}` })

    await signIn(page, staff)
    await page.goto(`/admin/leads/${first.id}`)
    await page.getByRole('link', { name: 'Erase this person…' }).click()
    await page.getByLabel('Type the address to confirm').fill(email)
    await page.getByRole('button', { name: 'Erase everything of this person' }).click()
    await expect(page).toHaveURL(/\/admin\?/)
    expect(await leadOf(first.id)).toBeUndefined()
    expect(await leadOf(second.id)).toBeUndefined()
    expect(await leadOf(other.id)).toBeDefined()
    const entries = await withStore({ dataDir: dataDir() }, (db) => listAudit(db, { limit: 1000 }))
    const erased = entries.find((entry) => entry.action === 'erased-person' && entry.actorEmail === staff)
    expect(erased).toBeDefined()
    expect(JSON.stringify(erased)).not.toContain(surname.toLowerCase())
    await page.goto(`/admin/leads/${first.id}`)
    await expect(page.getByRole('heading', { name: 'Lead not found' })).toBeVisible()
  })

  test('sign out everywhere ends the session on the phone too', async ({ browser }) => {
    const staff = `${unique('fay')}@sterling.example`
    createStaff(staff)
    const laptop = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    const onLaptop = await laptop.newPage()
    const onPhone = await phone.newPage()
    await signIn(onLaptop, staff)
    await signIn(onPhone, staff)
    await onLaptop.getByRole('button', { name: 'Sign out everywhere' }).click()
    await expect(onLaptop).toHaveURL(/\/admin\/sign-in/)
    await onPhone.reload()
    await expect(onPhone).toHaveURL(/\/admin\/sign-in/)
    await expect(onPhone.getByRole('status')).toContainText('session has ended')
    expect(await auditActions()).toContain('signed-out-everywhere')
    await laptop.close()
    await phone.close()
  })
})

test.describe('the inbox refuses', () => {
  test('every page and action signed out: a page goes to sign-in, anything else gets 401', async ({
    page,
    request,
  }) => {
    for (const url of ['/admin', '/admin/leads/1', '/admin/audit', '/admin/erase', '/admin/export.csv']) {
      await page.goto(url)
      await expect(page, url).toHaveURL(/\/admin\/sign-in/)
      const data = await request.get(url, { headers: { accept: 'application/json' }, maxRedirects: 0 })
      expect(data.status(), url).toBe(401)
    }
    const post = await request.post('/admin/leads/1/status', { form: { status: 'won' }, maxRedirects: 0 })
    expect(post.status()).toBe(401)
  })

  test('a session cookie taken to another browser after sign-out', async ({ browser }) => {
    const staff = `${unique('gil')}@sterling.example`
    createStaff(staff)
    const owner = await browser.newContext()
    const page = await owner.newPage()
    await signIn(page, staff)
    const cookies = await owner.cookies()
    await page.getByRole('button', { name: 'Sign out', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/sign-in/)
    const thief = await browser.newContext({ userAgent: 'Another browser/1.0' })
    await thief.addCookies(cookies)
    const stolen = await thief.newPage()
    await stolen.goto('/admin')
    await expect(stolen).toHaveURL(/\/admin\/sign-in/)
    await owner.close()
    await thief.close()
  })

  test('a forged post: without the page token it is 403 and changes nothing', async ({ page }) => {
    const staff = `${unique('hal')}@sterling.example`
    createStaff(staff)
    const lead = await sendEnquiry(page, {
      name: `Forge ${unique('Target')}`,
      email: `${unique('f')}@club.example`,
    })
    await signIn(page, staff)
    // The signed-in browser's own cookies, but no token: what a page of another site could make it send.
    const forged = await page.request.post(`/admin/leads/${lead.id}/status`, {
      form: { status: 'won' },
      maxRedirects: 0,
    })
    expect(forged.status()).toBe(403)
    // And a real form on another site, submitted in the same browser.
    const attacker = await page.context().newPage()
    await attacker.goto(`http://localhost:${new URL(page.url()).port}/`)
    await attacker.evaluate(
      ({ action }) => {
        const form = document.createElement('form')
        form.method = 'post'
        form.action = action
        const field = Object.assign(document.createElement('input'), { name: 'status', value: 'lost' })
        form.append(field)
        document.body.append(form)
        form.submit()
      },
      { action: new URL(`/admin/leads/${lead.id}/status`, page.url()).href },
    )
    await attacker.waitForLoadState()
    expect((await leadOf(lead.id))!.status).toBe('new')
  })

  test('twenty wrong passwords from one address: locked there for a while, not for the owner elsewhere', async ({
    browser,
  }) => {
    const staff = `${unique('ivy')}@sterling.example`
    createStaff(staff)
    // An address of its own, so the other tests signing in from this machine are not held back: the
    // server trusts loopback as a proxy here (playwright.config.ts), and this context plays that
    // proxy, naming the browser's address as nginx would.
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.20' } })
    const page = await context.newPage()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 20; attempt++) {
      await page.goto('/admin/sign-in')
      await page.getByLabel('Email').fill(staff)
      await page.getByLabel('Password').fill(`wrong password ${attempt}`)
      const answer = page.waitForResponse((response) => response.request().method() === 'POST')
      await page.getByRole('button', { name: 'Sign in' }).click()
      statuses.push((await answer).status())
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]))
    await page.getByLabel('Password').fill(password)
    const answer = page.waitForResponse((response) => response.request().method() === 'POST')
    await page.getByRole('button', { name: 'Sign in' }).click()
    const locked = await answer
    expect(locked.status()).toBe(429)
    expect(Number(await locked.headerValue('retry-after'))).toBeGreaterThan(0)
    await expect(page.getByRole('alert')).toContainText('Too many attempts')
    // Refused attempts write no entry each: an hourly summary counts them.
    expect(await auditActions()).not.toContain('sign-in-throttled')
    await context.close()
    // The owner, at another address, signs in as ever.
    const owner = await browser.newContext()
    await signIn(await owner.newPage(), staff)
    await owner.close()
  })

  test('a lead that does not exist, and a status page token that does not exist', async ({ page }) => {
    const staff = `${unique('jon')}@sterling.example`
    createStaff(staff)
    await signIn(page, staff)
    for (const id of ['99999999', 'abc']) {
      const answer = await page.goto(`/admin/leads/${id}`)
      expect(answer!.status()).toBe(404)
      await expect(page.getByRole('heading', { name: 'Lead not found' })).toBeVisible()
    }
    const status = await page.goto(`/status/${'A'.repeat(32)}`)
    expect(status!.status()).toBe(404)
  })
})

test.describe('the inbox for everyone', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`sign-in, inbox, lead and audit pages have no axe violations at ${viewport.width}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport })
      const page = await context.newPage()
      const staff = `${unique('kim')}@sterling.example`
      createStaff(staff)
      const lead = await sendEnquiry(page, {
        name: `Axe ${unique('Check')}`,
        email: `${unique('a')}@club.example`,
      })
      await page.goto('/admin/sign-in')
      // As loaded: the admin pages defer no band, and their policy takes no injected style.
      expect(await axeViolations(page, { asLoaded: true })).toEqual([])
      await signIn(page, staff)
      for (const url of ['/admin', `/admin/leads/${lead.id}`, '/admin/audit']) {
        await page.goto(url)
        expect(await axeViolations(page, { asLoaded: true }), url).toEqual([])
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, `${url} scrolls sideways`).toBeLessThanOrEqual(0)
      }
      await context.close()
    })
  }
})
