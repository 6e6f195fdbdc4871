import type { FastifyInstance } from 'fastify'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import { replyCapDefaults } from '../../env'
import { setStatus } from '../../store/lead-actions'
import { insertLeads } from '../../store/leads'
import { withStore } from '../../store/open'
import { testEnv } from '../../test/env'
import { sampleEnquiry } from '../../test/samples'
import { createStaff, TestBrowser } from '../../test/staff'
import { tableIds } from '../../reports/tables'

let app: FastifyInstance

// Two enquiries in the week of Monday 2 November 2026: one answered in three hours, one never.
beforeAll(async () => {
  const env = testEnv()
  app = await buildApp(env)
  await withStore({ dataDir: env.dataDir }, async (db) => {
    const staff = await createStaff(db)
    const policy = { webhook: false, replyCaps: replyCapDefaults }
    const [answered] = await insertLeads(
      db,
      [{ form: 'contact', payload: { ...sampleEnquiry, country: 'Chile' }, spam: false, locale: 'es' }],
      policy,
      new Date('2026-11-02T10:00:00Z'),
    )
    await insertLeads(
      db,
      [{ form: 'contact', payload: sampleEnquiry, spam: false, locale: 'en' }],
      policy,
      new Date('2026-11-03T10:00:00Z'),
    )
    await setStatus(
      db,
      answered!.id,
      'contacted',
      { id: staff, email: 'sales@example.com' },
      new Date('2026-11-02T13:00:00Z'),
    )
  })
})
afterAll(() => app.close())

const period = 'from=2026-11-02&to=2026-11-08'

describe('the reports page', () => {
  it('shows a period’s reports as charts with their tables, and no script', async () => {
    const browser = new TestBrowser(app)
    await browser.signIn()
    const page = await browser.get(`/admin/reports?${period}`)
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-security-policy']).toContain("default-src 'none'")
    const { document } = new JSDOM(page.body).window
    expect(document.querySelector('script')).toBeNull()
    expect(document.querySelector('h1')?.textContent).toBe('Reports')
    expect(document.querySelectorAll('svg.chart[role="img"]').length).toBeGreaterThanOrEqual(10)
    const summary = [...document.querySelectorAll('.summary div')].map((item) => item.textContent)
    expect(summary).toEqual([
      'Leads2',
      'Answered within 24 working hours50%1 of 2 due',
      'Median reply time3.0 h90th percentile 3.0 h',
      'Overdue now1',
      'Won00% of leads worked',
    ])
    expect(document.querySelector('#section-promise ~ p')?.textContent).toBe(
      'A lead is answered when it first moves out of “New”. Working hours run Monday to Saturday, UK time, without England’s bank holidays; leads still within their 24 hours are not counted yet.',
    )
    const byCountry = document.querySelector('#leads-by-country table')!
    expect([...byCountry.querySelectorAll('thead th')].map((cell) => cell.textContent)).toEqual([
      'Week of',
      'Chile',
      'United Kingdom',
      'Total',
    ])
    expect([...byCountry.querySelectorAll('tbody tr > *')].map((cell) => cell.textContent)).toEqual([
      '2 Nov 2026',
      '1',
      '1',
      '2',
    ])
    // Each table's download names the period shown.
    const links = [...document.querySelectorAll('a.csv')].map((link) => link.getAttribute('href'))
    expect(links).toEqual(tableIds.map((id) => `/admin/reports/${id}.csv?${period}`))
  })

  it('says why a period it cannot show was not taken, and shows the last 12 weeks', async () => {
    const browser = new TestBrowser(app)
    await browser.signIn()
    for (const query of [
      'from=2026-11-09&to=2026-11-02',
      'from=2020-01-01&to=2026-11-02',
      'from=2026-02-30&to=2026-03-01',
    ]) {
      const page = await browser.get(`/admin/reports?${query}`)
      expect(page.statusCode).toBe(200)
      expect(new JSDOM(page.body).window.document.querySelector('[role="alert"]')?.textContent).toMatch(
        /Showing the last 12 weeks\.$/,
      )
    }
  })

  it('downloads each table as CSV, as the page prints it', async () => {
    const browser = new TestBrowser(app)
    await browser.signIn()
    const csv = await browser.get(`/admin/reports/promise-by-week.csv?${period}`)
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="promise-by-week-2026-11-02-to-2026-11-08.csv"',
    )
    expect(csv.body).toBe('\uFEFFWeek of,Replies due,In time,Share\r\n2 Nov 2026,2,1,50%\r\n')
    expect((await browser.get(`/admin/reports/nothing.csv?${period}`)).statusCode).toBe(404)
    expect((await browser.get(`/admin/reports/pages?${period}`)).statusCode).toBe(404)
    expect((await browser.get('/admin/reports/pages.csv?from=2026-11-09&to=2026-11-02')).statusCode).toBe(400)
  })
})
