import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ukDayStart } from '../working-time'
import { countFolders, countInbox, eachLead, listInbox, type InboxFilter } from './inbox'
import { insertLeads, type NewLead } from './leads'
import { openTestStore, storeKinds, type TestStore } from '../test/stores'
import type { Db, LeadStatus } from './schema'
import { createUser } from './staff'
import { replyCapDefaults } from '../env'

const policy = { webhook: false, replyCaps: replyCapDefaults }

const enquiry = (fields: Partial<Record<string, string>> = {}, more: Partial<NewLead> = {}): NewLead => ({
  form: 'contact',
  payload: {
    name: 'Jane Smith',
    email: 'jane@club.example',
    message: 'Shirts for the club',
    ...fields,
  } as Record<string, string>,
  spam: false,
  locale: 'en',
  ...more,
})

let store: TestStore
let db: Db

/** Stores one lead received at `at`; returns its id and reference. */
async function receive(lead: NewLead, at = '2026-11-24T10:00:00.000Z') {
  const [stored] = await insertLeads(db, [lead], policy, new Date(at))
  return stored!
}

const set = (
  id: number,
  values: { status?: LeadStatus; assignee_id?: number | null; read_at?: string | null },
) => db.updateTable('leads').set(values).where('id', '=', id).execute()

const ids = async (filter: InboxFilter, now?: Date) =>
  (await listInbox(db, filter, { now, limit: 1000 })).leads.map((lead) => lead.id)

describe.each(storeKinds)('on %s', (kind) => {
  beforeEach(async () => {
    store = await openTestStore(kind)
    db = store.db
  })
  afterEach(() => store.close())

  describe('the inbox list', () => {
    it('lists leads newest first, keeps spam in its own folder, and marks what nobody has opened', async () => {
      const first = await receive(enquiry())
      const spam = await receive(enquiry({ _gotcha: 'x' }, { spam: true }))
      const second = await receive(enquiry({ name: 'Luis' }))
      await set(first.id, { read_at: '2026-11-24T11:00:00.000Z' })

      const inbox = await listInbox(db, {})
      expect(inbox.leads.map((lead) => lead.id)).toEqual([second.id, first.id])
      expect(inbox.leads.map((lead) => lead.readAt === null)).toEqual([true, false])
      expect(await ids({ status: 'spam' })).toEqual([spam.id])
      expect(await ids({ includeSpam: true })).toEqual([second.id, spam.id, first.id])
    })

    it('narrows by form, status, language, assignee and unread', async () => {
      const anna = await createUser(db, 'anna@example.com', 'x')
      const ben = await createUser(db, 'ben@example.com', 'x')
      const quote = await receive({
        form: 'quote',
        payload: { CustomerName: 'Ana', Email: 'ana@club.example', Phone: '1' },
        spam: false,
        locale: 'es',
      })
      const signup = await receive({
        form: 'newsletter',
        payload: { email: 'fan@club.example' },
        spam: false,
        locale: 'en',
      })
      const contact = await receive(enquiry())
      await set(quote.id, { status: 'quoted', assignee_id: anna, read_at: '2026-11-24T12:00:00.000Z' })
      await set(contact.id, { assignee_id: ben })

      expect(await ids({ form: 'quote' })).toEqual([quote.id])
      expect(await ids({ form: 'newsletter' })).toEqual([signup.id])
      expect(await ids({ status: 'quoted' })).toEqual([quote.id])
      expect(await ids({ status: 'new' })).toEqual([contact.id, signup.id])
      expect(await ids({ locale: 'es' })).toEqual([quote.id])
      expect(await ids({ assignee: anna })).toEqual([quote.id])
      expect(await ids({ assignee: null })).toEqual([signup.id])
      expect(await ids({ unread: true })).toEqual([contact.id, signup.id])
      expect(await ids({ unread: true, locale: 'es' })).toEqual([])
    })

    it('reads a date range as the UK office’s calendar days', async () => {
      // 23:30 UTC on 31 March is 00:30 on 1 April in London (summer time began on 29 March).
      const lateMarch = await receive(enquiry(), '2026-03-31T22:30:00.000Z')
      const firstApril = await receive(enquiry(), '2026-03-31T23:30:00.000Z')
      const secondApril = await receive(enquiry(), '2026-04-02T08:00:00.000Z')
      const day = (from: string, to: string): InboxFilter => ({
        since: ukDayStart(from),
        until: ukDayStart(new Date(Date.parse(to) + 86_400_000).toISOString().slice(0, 10)),
      })
      expect(await ids(day('2026-04-01', '2026-04-01'))).toEqual([firstApril.id])
      expect(await ids(day('2026-03-31', '2026-04-02'))).toEqual([
        secondApril.id,
        firstApril.id,
        lateMarch.id,
      ])
      // In winter London is on UTC.
      expect(ukDayStart('2026-01-15')).toBe('2026-01-15T00:00:00.000Z')
      expect(ukDayStart('2026-07-15')).toBe('2026-07-14T23:00:00.000Z')
    })

    it('finds leads by name, company, e-mail, message and reference, with or without accents', async () => {
      const munoz = await receive(
        enquiry({ name: 'José Muñoz', company: 'Club Atlético Río', email: 'jose@atletico.example' }),
      )
      const quote = await receive({
        form: 'quote',
        payload: {
          CustomerName: 'Priya Shah',
          Email: 'priya@cricket.example',
          Notes: 'Sublimated whites for 2027',
        },
        spam: false,
        locale: 'en',
      })
      await receive(enquiry({ name: 'Someone Else', message: 'Hoodies' }))

      for (const typed of ['Muñoz', 'munoz', 'MUNOZ', 'jose muñ', 'atletico', 'rio', 'jose@atletico.example'])
        expect(await ids({ q: typed }), typed).toEqual([munoz.id])
      expect(await ids({ q: 'sublimated' })).toEqual([quote.id])
      expect(await ids({ q: 'shah cricket' })).toEqual([quote.id])
      // A reference typed exactly, or in lower case, finds its lead and only it.
      expect(await ids({ q: quote.reference })).toEqual([quote.id])
      expect(await ids({ q: ` ${quote.reference.toLowerCase()} ` })).toEqual([quote.id])
      // Search narrows the other filters, and typed syntax is just words.
      expect(await ids({ q: 'munoz', form: 'quote' })).toEqual([])
      expect(await ids({ q: 'name:"x" OR *' })).toEqual([])
      expect(await ids({ q: '"()' })).toHaveLength(3)
    })

    it('pages through by id without repeating or skipping a lead, even when new ones arrive', async () => {
      const stored = await insertLeads(
        db,
        Array.from({ length: 120 }, (_, index) => enquiry({ name: `Buyer ${index}` })),
        policy,
      )
      const first = await listInbox(db, {}, { limit: 50 })
      expect(first.newer).toBeUndefined()
      // A lead arriving between two pages goes to the top; it does not push one onto the next page.
      await receive(enquiry({ name: 'Latecomer' }))
      const second = await listInbox(db, {}, { limit: 50, before: first.older })
      const third = await listInbox(db, {}, { limit: 50, before: second.older })
      expect(third.older).toBeUndefined()
      const seen = [first, second, third].flatMap((page) => page.leads.map((lead) => lead.id))
      expect(seen).toEqual(stored.map((lead) => lead.id).reverse())

      // Newer from the third page is the second, from the second the first; newer from the first
      // is the newest page, full, with the latecomer on top.
      const idsOf = (page: { leads: Array<{ id: number }> }) => page.leads.map((lead) => lead.id)
      const back = await listInbox(db, {}, { limit: 50, after: third.newer })
      expect(idsOf(back)).toEqual(idsOf(second))
      const backAgain = await listInbox(db, {}, { limit: 50, after: back.newer })
      expect(idsOf(backAgain)).toEqual(idsOf(first))
      const top = await listInbox(db, {}, { limit: 50, after: backAgain.newer })
      expect(top.leads[0]!.payload.name).toBe('Latecomer')
      expect(top.leads).toHaveLength(50)
      expect(top.newer).toBeUndefined()
    })

    it('pages within a filter', async () => {
      const items = Array.from({ length: 30 }, (_, index) =>
        enquiry({}, { locale: index % 3 === 0 ? 'es' : 'en' }),
      )
      const stored = await insertLeads(db, items, policy)
      const spanish = stored
        .filter((_, index) => index % 3 === 0)
        .map((lead) => lead.id)
        .reverse()
      const first = await listInbox(db, { locale: 'es' }, { limit: 4 })
      const second = await listInbox(db, { locale: 'es' }, { limit: 4, before: first.older })
      const third = await listInbox(db, { locale: 'es' }, { limit: 4, before: second.older })
      expect([first, second, third].flatMap((page) => page.leads.map((lead) => lead.id))).toEqual(spanish)
      expect(third.older).toBeUndefined()
      expect(second.newer).toBe(second.leads[0]!.id)
    })
  })

  describe('overdue leads', () => {
    // Monday 30 November 2026, 12:00 in London (UTC in winter).
    const now = new Date('2026-11-30T12:00:00.000Z')

    it('are the leads still new past the reply-time promise, counted in working days', async () => {
      const friday = await receive(enquiry(), '2026-11-27T10:00:00.000Z')
      const saturdayEvening = await receive(enquiry(), '2026-11-28T20:00:00.000Z')
      const thisMorning = await receive(enquiry(), '2026-11-30T09:00:00.000Z')
      const answered = await receive(enquiry(), '2026-11-26T09:00:00.000Z')
      await set(answered.id, { status: 'contacted' })
      // A newsletter signup is promised no reply: never overdue, however old.
      await receive(
        { form: 'newsletter', payload: { email: 'fan@club.example' }, spam: false, locale: 'en' },
        '2026-11-01T09:00:00.000Z',
      )

      expect(await ids({ overdue: true }, now)).toEqual([friday.id])
      const flags = (await listInbox(db, { form: 'contact' }, { now })).leads.map((lead) => [
        lead.id,
        lead.overdue,
      ])
      expect(flags).toEqual([
        [answered.id, false],
        [thisMorning.id, false],
        [saturdayEvening.id, false],
        [friday.id, true],
      ])
      // A day later, Saturday evening's lead is past its 24 working hours too.
      expect(await ids({ overdue: true }, new Date('2026-11-30T21:00:00.000Z'))).toEqual([
        saturdayEvening.id,
        friday.id,
      ])
      expect(await ids({ overdue: true, status: 'contacted' }, now)).toEqual([])
    })
  })

  describe('folder counts', () => {
    it('counts each folder, and caps a long count', async () => {
      const me = await createUser(db, 'me@example.com', 'x')
      const other = await createUser(db, 'other@example.com', 'x')
      const now = new Date('2026-11-30T12:00:00.000Z')
      const old = await insertLeads(
        db,
        Array.from({ length: 6 }, () => enquiry()),
        policy,
        new Date('2026-11-20T10:00:00.000Z'),
      )
      const fresh = await insertLeads(
        db,
        Array.from({ length: 3 }, () => enquiry()),
        policy,
        new Date('2026-11-30T11:00:00.000Z'),
      )
      await insertLeads(db, [enquiry({}, { spam: true }), enquiry({}, { spam: true })], policy, now)
      // Of the old leads: two worked and read, one quoted and mine, one won and another's.
      await set(old[0]!.id, { status: 'contacted', read_at: now.toISOString(), assignee_id: me })
      await set(old[1]!.id, { status: 'quoted', read_at: now.toISOString(), assignee_id: me })
      await set(old[2]!.id, { status: 'won', read_at: now.toISOString(), assignee_id: other })
      await set(fresh[0]!.id, { read_at: now.toISOString(), assignee_id: me })

      const counts = await countFolders(db, me, now)
      expect(counts).toEqual({
        inbox: 9,
        unread: 5,
        overdue: 3,
        mine: 3,
        privacy: 0,
        statuses: { new: 6, contacted: 1, quoted: 1, won: 1, lost: 0, spam: 2 },
      })
      // Each count is what its folder lists.
      expect(counts.unread).toBe((await ids({ unread: true }, now)).length)
      expect(counts.overdue).toBe((await ids({ overdue: true }, now)).length)
      expect(counts.mine).toBe((await ids({ assignee: me }, now)).length)

      expect(await countInbox(db, {}, { now })).toEqual({ count: 9, capped: false })
      expect(await countInbox(db, {}, { now, cap: 4 })).toEqual({ count: 4, capped: true })
      expect(await countInbox(db, { status: 'spam' }, { now })).toEqual({ count: 2, capped: false })
    })
  })

  describe('privacy requests', () => {
    it('keeps them in their own folder, overdue after 30 days rather than a working day', async () => {
      const received = '2026-11-02T10:00:00.000Z'
      const privacy = await receive(enquiry({ topic: 'privacy' }), received)
      const business = await receive(enquiry(), received)
      const privacyIds = async (now: Date) => ids({ topic: 'privacy' }, now)
      const overdueIds = async (now: Date) => ids({ overdue: true }, now)

      expect(await privacyIds(new Date(received))).toEqual([privacy.id])
      // Four weeks on, the enquiry is long overdue; the privacy request is not yet.
      const dayBefore = new Date('2026-12-02T09:59:59.999Z')
      expect(await overdueIds(dayBefore)).toEqual([business.id])
      expect((await listInbox(db, {}, { now: dayBefore })).leads.map((lead) => lead.overdue)).toEqual([
        true,
        false,
      ])
      expect((await countFolders(db, 0, dayBefore)).privacy).toBe(1)
      // Thirty days to the millisecond: both are overdue, and so listed in the folder too.
      const due = new Date('2026-12-02T10:00:00.000Z')
      expect(await overdueIds(due)).toEqual([business.id, privacy.id])
      expect(await ids({ topic: 'privacy', overdue: true }, due)).toEqual([privacy.id])
      expect((await countFolders(db, 0, due)).overdue).toBe(2)
      // Answered (no longer new), it is not overdue, and stays in its folder.
      await set(privacy.id, { status: 'contacted' })
      expect(await overdueIds(due)).toEqual([business.id])
      expect(await privacyIds(due)).toEqual([privacy.id])
    })

    it('takes the topic only from a contact enquiry that chose it', async () => {
      const other = await receive(enquiry({ topic: 'other' }))
      const signup = await receive({
        form: 'newsletter',
        payload: { email: 'a@b.example', topic: 'privacy' },
        spam: false,
        locale: 'en',
      })
      expect(await ids({ topic: 'privacy' })).toEqual([])
      expect((await listInbox(db, {})).leads.map((lead) => [lead.id, lead.topic])).toEqual([
        [signup.id, null],
        [other.id, null],
      ])
    })
  })

  describe('reading every lead for an export', () => {
    it('goes through a filter batch by batch, newest first, up to the lead it started at', async () => {
      const stored = await insertLeads(
        db,
        Array.from({ length: 23 }, () => enquiry()),
        policy,
      )
      const upTo = stored[20]!.id
      const batches: number[][] = []
      for await (const batch of eachLead(db, { upTo }, { batch: 7 }))
        batches.push(batch.map((lead) => lead.id))
      expect(batches.map((batch) => batch.length)).toEqual([7, 7, 7])
      expect(batches.flat()).toEqual(
        stored
          .slice(0, 21)
          .map((lead) => lead.id)
          .reverse(),
      )
    })
  })
})
