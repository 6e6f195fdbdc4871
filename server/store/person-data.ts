import type { Db, Upload } from './schema'
import { personKey } from './erasure'
import { toLead } from './leads'
import { listUploads } from './uploads'

/**
 * Everything the store holds on one person, for a request to see their data: found the way
 * erasure finds it (personKey: the address trimmed and lower-cased, so `Ana@Example.com` is
 * `ana@example.com`, while `ana+shop@example.com` is another address and another person). Its
 * keys are stable: the shape is `personDataFormat`, documented in docs/admin.md.
 */
export const personDataFormat = 'person-data/1'

export interface PersonLead {
  id: number
  reference: string
  form: string
  /** `privacy` for a privacy request or complaint; null for business. */
  topic: string | null
  receivedAt: string
  status: string
  statusChangedAt: string | null
  language: string | null
  /** The page it was sent from, and the visit that brought it. */
  page: string | null
  visit: unknown
  userAgent: string | null
  /** The fields as they were accepted. */
  fields: Record<string, string>
  /** A quotation's order (lines, sizes, roster, dates, terms); null for other forms. */
  order: unknown
  assignee: string | null
  tags: string[]
  notes: Array<{ author: string; at: string; text: string }>
  files: Array<{
    name: string
    /** Where it is in the ZIP: `files/<lead id>/<stored name>`, byte for byte as it arrived. */
    path: string
    mediaType: string
    type: string
    bytes: number
    sha256: string
    receivedAt: string
    /** Set when storage no longer had the file as the export was made: it is not in the ZIP. */
    missing?: true
  }>
  /** Mails and webhook calls made or to be made for it (not their content, which is made from the fields). */
  deliveries: Array<{
    kind: string
    state: string
    attempts: number
    createdAt: string
    sentAt: string | null
    lastError: string | null
  }>
}

export interface PersonConsent {
  /** The reference of the signup that gave it. */
  reference: string
  wordingId: string
  /** The words the form showed, as its translation module holds them for `wordingId`. */
  wording: string
  language: string
  page: string | null
  signedUpAt: string
  confirmedAt: string | null
}

export interface PersonData {
  format: typeof personDataFormat
  exportedAt: string
  /** The address as staff gave it, and the key every record was matched by. */
  email: string
  matchedBy: string
  leads: PersonLead[]
  subscription: {
    email: string
    language: string
    state: string
    startedAt: string
    confirmedAt: string | null
    unsubscribedAt: string | null
  } | null
  consents: PersonConsent[]
  /** What staff and the server did with their leads: views, changes of status, notes, resends. */
  audit: Array<{
    at: string
    actor: string | null
    action: string
    leadId: number | null
    detail: string | null
  }>
}

/** The person's data, and their files (read by the export from storage). */
export async function personData(
  db: Db,
  email: string,
  now = new Date(),
): Promise<{ data: PersonData; files: Upload[] }> {
  const key = personKey(email)
  const rows = key
    ? await db.selectFrom('leads').selectAll().where('email_key', '=', key).orderBy('id').execute()
    : []
  const ids = rows.map((row) => row.id)
  const some = ids.length > 0
  const staff = new Map(
    (await db.selectFrom('staff_users').select(['id', 'email']).execute()).map((user) => [
      user.id,
      user.email,
    ]),
  )
  const tags = some
    ? await db.selectFrom('lead_tags').selectAll().where('lead_id', 'in', ids).orderBy('tag').execute()
    : []
  const notes = some
    ? await db.selectFrom('lead_notes').selectAll().where('lead_id', 'in', ids).orderBy('id').execute()
    : []
  const jobs = some
    ? await db.selectFrom('outbox').selectAll().where('lead_id', 'in', ids).orderBy('id').execute()
    : []
  const files: Upload[] = []
  for (const id of ids) files.push(...(await listUploads(db, id)))

  const leads = rows.map((row): PersonLead => {
    const lead = toLead(row)
    return {
      id: lead.id,
      reference: lead.reference,
      form: lead.form,
      topic: lead.topic,
      receivedAt: lead.createdAt,
      status: lead.status,
      statusChangedAt: lead.statusChangedAt,
      language: lead.locale,
      page: lead.page ?? null,
      visit: lead.visit ?? null,
      userAgent: lead.userAgent ?? null,
      fields: lead.payload,
      order: lead.order ?? null,
      assignee: lead.assigneeId === null ? null : (staff.get(lead.assigneeId) ?? null),
      tags: tags.filter((tag) => tag.lead_id === lead.id).map((tag) => tag.tag),
      notes: notes
        .filter((note) => note.lead_id === lead.id)
        .map((note) => ({ author: staff.get(note.author_id) ?? '', at: note.created_at, text: note.body })),
      files: files
        .filter((file) => file.leadId === lead.id)
        .map((file) => ({
          name: file.name,
          path: personFilePath(file),
          mediaType: file.mediaType,
          type: file.type,
          bytes: file.bytes,
          sha256: file.sha256,
          receivedAt: file.createdAt,
        })),
      deliveries: jobs
        .filter((job) => job.lead_id === lead.id)
        .map((job) => ({
          kind: job.kind,
          state: job.state,
          attempts: job.attempts,
          createdAt: job.created_at,
          sentAt: job.sent_at,
          lastError: job.last_error,
        })),
    }
  })

  const subscription = key
    ? await db.selectFrom('subscribers').selectAll().where('email_key', '=', key).executeTakeFirst()
    : undefined
  const references = new Map(rows.map((row) => [row.id, row.reference]))
  const consents = some
    ? await db
        .selectFrom('newsletter_consents')
        .selectAll()
        .where('lead_id', 'in', ids)
        .orderBy('lead_id')
        .execute()
    : []
  const audit = some
    ? await db.selectFrom('audit_log').selectAll().where('lead_id', 'in', ids).orderBy('id').execute()
    : []

  return {
    files,
    data: {
      format: personDataFormat,
      exportedAt: now.toISOString(),
      email,
      matchedBy: key,
      leads,
      subscription: subscription
        ? {
            email: subscription.email,
            language: subscription.locale,
            state: subscription.state,
            startedAt: subscription.created_at,
            confirmedAt: subscription.confirmed_at,
            unsubscribedAt: subscription.unsubscribed_at,
          }
        : null,
      consents: consents.map((consent) => ({
        reference: references.get(consent.lead_id) ?? '',
        wordingId: consent.wording_id,
        wording: consent.wording,
        language: consent.locale,
        page: consent.page,
        signedUpAt: consent.signed_up_at,
        confirmedAt: consent.confirmed_at,
      })),
      audit: audit.map((entry) => ({
        at: entry.at,
        actor: entry.actor_email,
        action: entry.action,
        leadId: entry.lead_id,
        detail: entry.detail,
      })),
    },
  }
}

/** A file's place in the export: under its lead, by the name the collector gave it. */
export const personFilePath = (file: Pick<Upload, 'leadId' | 'storedName'>) =>
  `files/${file.leadId}/${file.storedName}`

/** "2 leads, 1 file, 1 subscription": what an export held, in the audit log's words. */
export function describePersonData(data: PersonData): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  const files = data.leads.reduce((sum, lead) => sum + lead.files.length, 0)
  const deliveries = data.leads.reduce((sum, lead) => sum + lead.deliveries.length, 0)
  const notes = data.leads.reduce((sum, lead) => sum + lead.notes.length, 0)
  return [
    count(data.leads.length, 'lead', 'leads'),
    count(files, 'file', 'files'),
    count(deliveries, 'delivery', 'deliveries'),
    count(notes, 'note', 'notes'),
    count(data.subscription ? 1 : 0, 'subscription', 'subscriptions'),
    count(data.audit.length, 'audit entry', 'audit entries'),
  ].join(', ')
}
