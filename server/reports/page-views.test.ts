import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestStore, storeKinds, type TestStore } from '../test/stores'
import { createViewCounter, maxHeldCounts, referrerHost, sentHost, sitePage, fromPerson } from './page-views'

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

describe('what a view is counted under', () => {
  it('counts only the site’s own pages, named without a trailing slash', () => {
    expect(sitePage('/')).toBe('/')
    expect(sitePage('/es/faq/')).toBe('/es/faq')
    expect(sitePage('/contact')).toBe('/contact')
    expect(sitePage('/wp-admin')).toBeUndefined()
    expect(sitePage('/contact?x=1')).toBeUndefined()
    expect(sitePage(`/${'a'.repeat(5000)}`)).toBeUndefined()
  })

  it('keeps only the referring host, and none for the site itself or anything odd', () => {
    expect(referrerHost('https://www.Google.com/search?q=team+kits', [])).toBe('www.google.com')
    expect(referrerHost('https://shop.example/page', ['shop.example'])).toBe('')
    expect(referrerHost('android-app://com.google.android.gm/', [])).toBe('')
    expect(referrerHost('not an address', [])).toBe('')
    expect(referrerHost(`https://${'a'.repeat(120)}.com/`, [])).toBe('')
    expect(sentHost('News.Example', [])).toBe('news.example')
    expect(sentHost('<script>', [])).toBe('')
    expect(sentHost('evil.example/path', [])).toBe('')
  })

  it('leaves known bots out', () => {
    expect(fromPerson(chrome)).toBe(true)
    expect(fromPerson('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(false)
    expect(fromPerson('curl/8.5.0')).toBe(false)
    expect(fromPerson(undefined)).toBe(false)
    expect(fromPerson('')).toBe(false)
  })
})

describe.each(storeKinds)('page views counted on %s', { timeout: 60_000 }, (kind) => {
  let store: TestStore
  beforeAll(async () => {
    store = await openTestStore(kind)
  })
  afterAll(async () => store?.close())

  const rows = () =>
    store.db.selectFrom('page_views').selectAll().orderBy('day').orderBy('path').orderBy('referrer').execute()

  it('adds each batch to the day’s count for its page, language and referring host', async () => {
    const counter = createViewCounter(store.db, { flushMs: 3_600_000 })
    const monday = new Date('2026-11-23T10:00:00Z')
    counter.count('/es/faq', 'www.google.com', monday)
    counter.count('/es/faq', 'www.google.com', monday)
    counter.count('/', '', monday)
    await counter.flush()
    counter.count('/es/faq', 'www.google.com', monday)
    counter.count('/', '', new Date('2026-11-24T00:00:01Z'))
    await counter.stop()
    expect(await rows()).toEqual([
      { day: '2026-11-23', path: '/', locale: 'en', referrer: '', views: 1 },
      { day: '2026-11-23', path: '/es/faq', locale: 'es', referrer: 'www.google.com', views: 3 },
      { day: '2026-11-24', path: '/', locale: 'en', referrer: '', views: 1 },
    ])
  })

  it('holds a bounded number of counts: past it, a new host’s view is counted without its host', async () => {
    const counter = createViewCounter(store.db, { flushMs: 3_600_000 })
    const day = new Date('2026-01-05T10:00:00Z')
    for (let index = 0; index < maxHeldCounts + 10; index++)
      counter.count('/contact', `h${index}.example`, day)
    await counter.stop()
    const counted = await store.db
      .selectFrom('page_views')
      .select((eb) => [eb.fn.countAll<number>().as('rows'), eb.fn.sum<number>('views').as('views')])
      .where('day', '=', '2026-01-05')
      .executeTakeFirstOrThrow()
    expect(Number(counted.rows)).toBe(maxHeldCounts + 1)
    expect(Number(counted.views)).toBe(maxHeldCounts + 10)
  })
})
