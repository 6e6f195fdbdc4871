import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { FormPolicy } from '../../app/lib/forms/contract'
import { formIds } from '../../app/lib/forms/common'
import { formContracts } from '../../app/lib/forms/forms'
import { replyCapDefaults } from '../env'
import { findLead, insertLeads, type NewLead } from './leads'
import { openStore } from './open'
import { jobsOfLeads } from './outbox'
import { isOverdue } from './overdue'
import { leadValues } from './buyer'

const outbox = { webhook: false, replyCaps: replyCapDefaults }
const enquiry: NewLead = {
  form: 'contact',
  payload: { name: 'Jane', email: 'jane@club.example', message: 'Shirts', topic: 'privacy' },
  spam: false,
  locale: 'en',
}
const quotation: NewLead = {
  form: 'quote',
  payload: { CustomerName: 'Ana', Email: 'ana@club.example', Phone: '+34 600 000 000', Notes: 'Kits' },
  spam: false,
  locale: 'es',
}

/** The enquiry's policy as it ships, put back after each test that changes it. */
const shipped = structuredClone(formContracts.contact.policy)
afterEach(() => {
  formContracts.contact.policy = structuredClone(shipped)
})
const changeEnquiryPolicy = (change: Partial<FormPolicy>) => {
  formContracts.contact.policy = { ...shipped, ...change }
}

/** What the store made of one enquiry under the policy in force: its jobs and its lead. */
async function storeEnquiry() {
  const store = await openStore({ dataDir: mkdtempSync(path.join(tmpdir(), 'policy-')) })
  try {
    const [stored] = await insertLeads(store.db, [enquiry], outbox)
    const jobs = (await jobsOfLeads(store.db, [stored!.id])).get(stored!.id) ?? []
    const lead = (await findLead(store.db, stored!.id))!
    return { kinds: jobs.map((job) => job.kind).sort(), lead }
  } finally {
    await store.close()
  }
}

describe("a form's policy decides what becomes of its leads", () => {
  it('as shipped, an enquiry tells sales, is acknowledged and gets a status page', async () => {
    const { kinds, lead } = await storeEnquiry()
    expect(kinds).toEqual(['ack', 'notify'])
    expect(lead.statusToken).toEqual(expect.any(String))
  })

  it('a form without replies gets no acknowledgement, and sales are still told', async () => {
    changeEnquiryPolicy({ reply: undefined })
    expect((await storeEnquiry()).kinds).toEqual(['notify'])
  })

  it('a form whose senders are owed no answer tells sales nothing and is never overdue', async () => {
    changeEnquiryPolicy({ answered: false })
    const { kinds, lead } = await storeEnquiry()
    expect(kinds).toEqual(['ack'])
    expect(isOverdue(lead, new Date(Date.parse(lead.createdAt) + 365 * 24 * 3_600_000))).toBe(false)
  })

  it('a form without a status page gives its leads no status address', async () => {
    changeEnquiryPolicy({ statusPage: false })
    expect((await storeEnquiry()).lead.statusToken).toBeNull()
  })
})

describe('a lead is read by its fields’ keys', () => {
  it('whatever names its form posts them under', () => {
    expect(leadValues(quotation)).toEqual({
      customerName: 'Ana',
      email: 'ana@club.example',
      phone: '+34 600 000 000',
      notes: 'Kits',
    })
    expect(leadValues(enquiry)).toMatchObject({ name: 'Jane', topic: 'privacy' })
  })

  it('leaves out what its form has no field for', () => {
    expect(
      leadValues({ form: 'newsletter', payload: { email: 'a@b.example', _gotcha: 'x', name: 'Bot' } }),
    ).toEqual({ email: 'a@b.example' })
  })
})

describe('no module past the table asks which form a lead came from', () => {
  const root = path.resolve(import.meta.dirname, '../..')
  const ids = formIds.join('|')
  // `x === 'quote'`, `'quote' !== x`, and a list of ids in a query: `.where('form', 'in', ['contact', …])`.
  const asksForm = new RegExp(`[!=]==\\s*'(${ids})'|'(${ids})'\\s*[!=]==|'(not )?in',\\s*\\[\\s*'(${ids})'`)
  /** The table itself: the ids and each form's rows and policy. */
  const table = ['fields', ...formIds].map((name) => path.join('app/lib/forms', `${name}.ts`))
  const sources = ['app', 'server'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => path.join(dir, file))
      .filter((file) => !table.includes(file)),
  )

  it('reads the policy instead, everywhere in the app and the server', () => {
    expect(sources.length).toBeGreaterThan(100)
    const asking = sources.filter((file) => asksForm.test(readFileSync(path.join(root, file), 'utf8')))
    expect(asking).toEqual([])
  })

  it('would notice one', () => {
    expect(asksForm.test("if (lead.form === 'newsletter') return")).toBe(true)
    expect(asksForm.test(".where('form', 'in', ['contact', 'quote'])")).toBe(true)
    expect(asksForm.test("if (policyOf(lead.form).reply === 'ack')")).toBe(false)
  })
})
