import { Fragment, type ReactNode } from 'react'
import type { Locale } from '../../../app/lib/locale'
import { fieldList } from '../../../app/lib/forms/contract'
import { honeypotField } from '../../../app/lib/forms/common'
import { formContracts, policyOf } from '../../../app/lib/forms/forms'
import { fileSize, type LinkedFile } from '../../mail/artwork-files'
import { chosenRows } from '../../mail/lead-fields'
import type { AuditEntry } from '../../store/audit'
import { buyerOf, leadValues } from '../../store/buyer'
import { noteMaxLength, tagMaxLength, workStatuses, type LeadNote } from '../../store/lead-actions'
import type { Lead, LeadLink } from '../../store/leads'
import { asksForSample } from '../../../app/lib/order/order'
import type { Job } from '../../store/outbox'
import type { StaffUser } from '../../store/staff'
import type { ConsentProof } from '../../store/subscribers'
import { wordsIn } from '../../words'
import { CsrfField } from '../csrf-field'
import { formLabels, localeLabels, statusLabels } from '../labels'
import { AdminLayout, type Viewer } from '../layout'
import { actionLabel } from './audit-words'
import { Deliveries } from './lead-deliveries'
import { Details, OrderDetails, type Row } from './lead-order'
import { When } from './when'

/** The form's words staff read beside the inbox's own (labels.ts): in English, the UK office's language. */
const { fieldLabel, ukTime } = wordsIn('en')

/** What the page says after an action, from the `done` flag of the redirect back to it. */
export const leadNotices = {
  status: 'Status saved.',
  assigned: 'Assignee saved.',
  note: 'Note added.',
  'tag-added': 'Tag added.',
  'tag-removed': 'Tag removed.',
  unread: 'Marked as unread. It stays unread until someone opens it again.',
  spam: 'Moved to spam. Deliveries not yet made were cancelled.',
  'not-spam': 'Moved to the inbox as new. Its notifications are on their way.',
  resent: 'The delivery will be tried again in a moment.',
  unchanged: 'Nothing to change: it was already so.',
} as const
export type LeadNotice = keyof typeof leadNotices

/** A post the page refused: what was wrong, and what was typed, to be put back in its field. */
export interface LeadProblem {
  message: string
  field?: 'note' | 'tag'
  value?: string
}

export interface LeadPageProps {
  viewer: Viewer
  lead: Lead
  files: LinkedFile[]
  jobs: Job[]
  notes: LeadNote[]
  tags: string[]
  history: AuditEntry[]
  /** The accounts a lead can be given to. */
  staff: Array<Pick<StaffUser, 'id' | 'email'>>
  /** Whoever has it now, even when their account has since been disabled. */
  assignee?: Pick<StaffUser, 'id' | 'email'>
  overdue: boolean
  /** When the reply promised to the buyer is due. */
  replyDue: string
  /** A newsletter signup's proof of consent, when its form gave one. */
  consent?: ConsentProof
  /** When the spam folder's retention deletes it, for a lead in spam. */
  spamDeletedAt?: string
  /** How long spam is kept (SPAM_RETENTION_DAYS). */
  spamRetentionDays: number
  notice?: LeadNotice
  problem?: LeadProblem
  now: Date
  /** The request it repeats and those that repeat it ("Order again" on the status page). */
  repeats?: LeadLink
  repeatedAs?: LeadLink[]
}

const isWebAddress = (value: string) => /^https?:\/\/[^\s]+$/i.test(value)

/**
 * A `mailto:` link that writes to exactly this address. A form's address may hold `?`, `&`, `=` or
 * `%` before its `@` (`x?bcc=spy%40evil.example@club.example` is valid), which a mail client would
 * read as fields of the link, such as a hidden copy; encoded, they are the address's own letters.
 */
function mailtoHref(address: string): string {
  const at = address.lastIndexOf('@')
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`
}

/** A value as sent, made useful: an address to write to, a number to call, a site to open. */
function shownValue(kind: string, value: string): ReactNode {
  if (kind === 'email') return <a href={mailtoHref(value)}>{value}</a>
  if (kind === 'tel') return <a href={`tel:${value.replace(/[^\d+]/g, '')}`}>{value}</a>
  if (kind === 'url' && isWebAddress(value))
    return (
      <a href={value} rel="noopener noreferrer nofollow">
        {value}
      </a>
    )
  if (kind === 'multiline') return <span className="prose">{value}</span>
  return value
}

/**
 * Every field the buyer sent, labelled as the form labels it (and as the sales notification
 * does); a quotation's order fields are shown as the order instead, except for a lead stored
 * without one. Anything stored under a name the form no longer has is listed under that name.
 */
function buyerRows(lead: Lead): Row[] {
  const contract = formContracts[lead.form]
  const chosen = new Map(chosenRows(lead, 'en'))
  const rules = fieldList(contract)
  const values = leadValues(lead)
  const rows: Row[] = []
  for (const rule of rules) {
    const value = values[rule.key] ?? ''
    if (lead.order && (rule.derived || rule.omitWhenEmpty)) continue
    if (rule.omitWhenEmpty && !value) continue
    const label = fieldLabel(lead.form, rule.key)
    const shown = rule.kind === 'choice' ? chosen.get(label) : value
    rows.push([label, shown ? shownValue(rule.kind, shown) : <span className="muted">Not given</span>])
  }
  const known = new Set(rules.map((rule) => rule.name))
  for (const [name, value] of Object.entries(lead.payload))
    if (!known.has(name) && value)
      rows.push([
        name === honeypotField ? 'Spam trap (a hidden field)' : name,
        <span className="prose">{value}</span>,
      ])
  return rows
}

function originRows(lead: Lead, replyDue: string): Row[] {
  const utm = Object.entries(lead.visit?.utm ?? {})
  return [
    ['Received (UK time)', <When iso={lead.createdAt}>{ukTime(lead.createdAt)}</When>],
    [
      lead.topic === 'privacy' ? 'Answer due by (privacy request)' : 'Reply promised by',
      <When iso={replyDue}>{ukTime(replyDue)}</When>,
    ],
    ['Form', formLabels[lead.form]],
    ['Language', lead.locale ? localeLabels[lead.locale] : 'Not recorded'],
    ['Sent from', lead.page ?? 'Not recorded'],
    ['First page of the visit', lead.visit?.landing ?? 'Not recorded'],
    ['Came from', lead.visit?.referrer ?? 'Direct or unknown'],
    [
      'Campaign',
      utm.length ? (
        <ul className="plain">
          {utm.map(([key, value]) => (
            <li key={key}>
              <code>{key}</code> {value}
            </li>
          ))}
        </ul>
      ) : (
        'None'
      ),
    ],
    ['Browser', lead.userAgent && <span className="small muted">{lead.userAgent}</span>],
  ]
}

/** "1.7 MB", never broken between the number and its unit. */
const sizeOf = (bytes: number) => fileSize(bytes, 'en').replace(' ', '\u00a0')

function Files({ files }: { files: LinkedFile[] }) {
  const total = files.reduce((sum, file) => sum + file.bytes, 0)
  return (
    <section className="panel">
      <h2 id="files-heading">
        Artwork{' '}
        <span className="muted heading-note">
          {files.length === 1 ? '1 file' : `${files.length} files`}, {sizeOf(total)}
        </span>
      </h2>
      <ul className="files">
        {files.map((file) => (
          <li key={file.id}>
            <a href={file.url} download={file.name}>
              {file.name}
            </a>
            <span className="muted">
              {[
                file.type.toUpperCase(),
                file.kind === 'raster' ? 'raster image' : 'vector',
                file.width && file.height ? `${file.width} × ${file.height} px` : undefined,
                sizeOf(file.bytes),
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </li>
        ))}
      </ul>
      <p className="hint">Each link downloads the file exactly as the buyer sent it.</p>
    </section>
  )
}

/** A small form of one button that posts an action of the lead. */
function ActionButton({
  leadId,
  action,
  csrf,
  className = 'button',
  children,
}: {
  leadId: number
  action: string
  csrf: string
  className?: string
  children: ReactNode
}) {
  return (
    <form method="post" action={`/admin/leads/${leadId}/${action}`} className="action">
      <CsrfField token={csrf} />
      <button className={className} type="submit">
        {children}
      </button>
    </form>
  )
}

function SpamPanel({ lead, csrf, deletedAt }: { lead: Lead; csrf: string; deletedAt?: string }) {
  return (
    <section className="panel spam-panel">
      <h2 id="spam-heading">In the spam folder</h2>
      <p>
        {lead.statusChangedAt ? (
          <>
            Marked as spam <When iso={lead.statusChangedAt} />.
          </>
        ) : (
          'Caught by the spam trap when it arrived: nothing was sent for it.'
        )}{' '}
        {deletedAt && (
          <>
            It will be deleted with its files on <When iso={deletedAt} />.
          </>
        )}
      </p>
      <ActionButton leadId={lead.id} action="not-spam" csrf={csrf} className="button primary">
        Not spam
      </ActionButton>
      <p className="hint">Moves it to the inbox as new and sends the notifications it never sent.</p>
    </section>
  )
}

/** One choice about the lead (its status, its owner) and its Save button: a form that works without script. */
function SaveChoice({
  leadId,
  csrf,
  name,
  label,
  value,
  options,
}: {
  leadId: number
  csrf: string
  name: 'status' | 'assignee'
  label: string
  value: string | number
  options: { value: string | number; label: string }[]
}) {
  return (
    <form method="post" action={`/admin/leads/${leadId}/${name}`} className="field">
      <CsrfField token={csrf} />
      <label htmlFor={name}>{label}</label>
      <div className="control-row">
        <select id={name} name={name} defaultValue={value}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <button className="button" type="submit">
          Save<span className="visually-hidden"> {name}</span>
        </button>
      </div>
    </form>
  )
}

function StatusPanel({
  lead,
  csrf,
  staff,
  assignee,
}: Pick<LeadPageProps, 'lead' | 'staff' | 'assignee'> & { csrf: string }) {
  const people = assignee && !staff.some((user) => user.id === assignee.id) ? [...staff, assignee] : staff
  return (
    <section className="panel">
      <h2 id="status-heading">Status and owner</h2>
      {lead.status === 'spam' ? (
        <p className="muted">A lead in spam is worked once it is moved to the inbox.</p>
      ) : (
        <SaveChoice
          leadId={lead.id}
          csrf={csrf}
          name="status"
          label="Status"
          value={lead.status}
          options={workStatuses.map((status) => ({ value: status, label: statusLabels[status] }))}
        />
      )}
      <SaveChoice
        leadId={lead.id}
        csrf={csrf}
        name="assignee"
        label="Assigned to"
        value={lead.assigneeId ?? ''}
        options={[
          { value: '', label: 'Unassigned' },
          ...people.map((user) => ({
            value: user.id,
            label: staff.some((active) => active.id === user.id) ? user.email : `${user.email} (disabled)`,
          })),
        ]}
      />
    </section>
  )
}

function TagsPanel({
  lead,
  tags,
  csrf,
  problem,
}: {
  lead: Lead
  tags: string[]
  csrf: string
  problem?: LeadProblem
}) {
  const invalid = problem?.field === 'tag'
  return (
    <section className="panel">
      <h2 id="tags-heading">Tags</h2>
      {tags.length > 0 ? (
        <ul className="tags">
          {tags.map((tag) => (
            <li key={tag} className="tag">
              <span>{tag}</span>
              <form method="post" action={`/admin/leads/${lead.id}/tags/remove`}>
                <CsrfField token={csrf} />
                <input type="hidden" name="tag" value={tag} />
                <button className="tag-remove" type="submit">
                  <span aria-hidden="true">×</span>
                  <span className="visually-hidden">Remove tag {tag}</span>
                </button>
              </form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No tags yet.</p>
      )}
      <form method="post" action={`/admin/leads/${lead.id}/tags`}>
        <CsrfField token={csrf} />
        <label htmlFor="tag">Add a tag</label>
        <div className="control-row">
          <input
            id="tag"
            name="tag"
            type="text"
            maxLength={tagMaxLength}
            required
            autoComplete="off"
            defaultValue={invalid ? problem.value : undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? 'tag-error tag-hint' : 'tag-hint'}
          />
          <button className="button" type="submit">
            Add<span className="visually-hidden"> tag</span>
          </button>
        </div>
        {invalid && (
          <p id="tag-error" className="field-error">
            {problem.message}
          </p>
        )}
        <p id="tag-hint" className="hint">
          Letters, numbers, spaces and dashes, up to {tagMaxLength}.
        </p>
      </form>
    </section>
  )
}

function NotesPanel({
  lead,
  notes,
  csrf,
  problem,
}: {
  lead: Lead
  notes: LeadNote[]
  csrf: string
  problem?: LeadProblem
}) {
  const invalid = problem?.field === 'note'
  return (
    <section className="panel">
      <h2 id="notes-heading">Internal notes</h2>
      <form method="post" action={`/admin/leads/${lead.id}/notes`} className="note-form">
        <CsrfField token={csrf} />
        <label htmlFor="note">Add a note</label>
        <textarea
          id="note"
          name="body"
          maxLength={noteMaxLength}
          required
          rows={3}
          defaultValue={invalid ? problem.value : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'note-error note-hint' : 'note-hint'}
        />
        {invalid && (
          <p id="note-error" className="field-error">
            {problem.message}
          </p>
        )}
        <p id="note-hint" className="hint">
          Only the sales team sees notes. Plain text, up to {noteMaxLength.toLocaleString('en-GB')}{' '}
          characters.
        </p>
        <button className="button primary" type="submit">
          Add note
        </button>
      </form>
      {notes.length > 0 ? (
        <ol className="notes" aria-label="Notes, newest first">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="note-meta">
                <span className="note-author">{note.authorEmail}</span> <When iso={note.createdAt} />
              </p>
              <p className="prose">{note.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">No notes yet.</p>
      )}
    </section>
  )
}

/** An entry of the lead's own history: a change says what changed, anything else what happened. */
function historyLine(entry: AuditEntry) {
  if (entry.action === 'changed-lead' && entry.detail)
    return entry.detail.charAt(0).toUpperCase() + entry.detail.slice(1)
  return entry.detail ? `${actionLabel(entry.action)}: ${entry.detail}` : actionLabel(entry.action)
}

function History({ entries }: { entries: AuditEntry[] }) {
  return (
    <section className="panel">
      <h2 id="history-heading">History</h2>
      {entries.length === 0 ? (
        <p className="muted">Nothing yet.</p>
      ) : (
        <ol className="history">
          {entries.map((entry) => (
            <li key={entry.id}>
              <span className="history-what">{historyLine(entry)}</span>
              <span className="muted small">
                {entry.actorEmail ?? 'Unknown'} · <When iso={entry.at} />
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className="small">
        <a href="/admin/audit">The whole audit log</a>
      </p>
    </section>
  )
}

function MorePanel({ lead, csrf, retentionDays }: { lead: Lead; csrf: string; retentionDays: number }) {
  const email = buyerOf(lead).email
  return (
    <section className="panel">
      <h2 id="more-heading">Spam, export and erasure</h2>
      {lead.status !== 'spam' && (
        <>
          <ActionButton leadId={lead.id} action="spam" csrf={csrf} className="button danger">
            Mark as spam
          </ActionButton>
          <p className="hint">
            Cancels its deliveries not yet made. Spam is deleted with its files after {retentionDays} days.
          </p>
        </>
      )}
      {email && (
        <>
          <ActionButton leadId={lead.id} action="export-person" csrf={csrf}>
            Export this person's data
          </ActionButton>
          <p className="hint">
            For a request to see their data: one ZIP of everything kept on {email}, with its files.
          </p>
          <p>
            <a href={`/admin/erase?lead=${lead.id}`}>Erase this person…</a>
          </p>
          <p className="hint">
            For a data-protection request: every lead, file and mail of {email}, after you confirm.
          </p>
        </>
      )}
    </section>
  )
}

/** What a newsletter signup agreed to: the words its form showed, where, and when it was confirmed. */
function ConsentPanel({ consent }: { consent?: ConsentProof }) {
  return (
    <section className="panel">
      <h2 id="consent-heading">Proof of consent</h2>
      {consent ? (
        <Details
          rows={[
            ['Words shown', <span className="prose">{consent.wording}</span>],
            ['Wording', consent.wordingId],
            ['Language', localeLabels[consent.locale as Locale] ?? consent.locale],
            ['Signed on', consent.page ?? 'Not recorded'],
            ['Signed up (UK time)', <When iso={consent.signedUpAt}>{ukTime(consent.signedUpAt)}</When>],
            [
              'Confirmed (UK time)',
              consent.confirmedAt ? (
                <When iso={consent.confirmedAt}>{ukTime(consent.confirmedAt)}</When>
              ) : (
                'Not confirmed: nothing is sent to this address'
              ),
            ],
          ]}
        />
      ) : (
        <p>No wording was recorded: this signup did not come from the site’s own form.</p>
      )}
    </section>
  )
}

/** The lead page: everything the buyer sent on the left, the work on it on the right. */
export function LeadPage(props: LeadPageProps) {
  const { viewer, lead, files, jobs, overdue, notice, problem, now } = props
  const buyer = buyerOf(lead)
  const title = `${formLabels[lead.form]} ${lead.reference}`
  const who = [buyer.name, buyer.company].filter(Boolean).join(' · ') || buyer.email
  return (
    <AdminLayout title={title} viewer={viewer} current="/admin">
      <div className="lead-head">
        <div>
          <nav aria-label="Breadcrumb" className="crumbs">
            <a href="/admin">Inbox</a> <span aria-hidden="true">›</span> <span>{lead.reference}</span>
          </nav>
          <h1>
            {formLabels[lead.form]} <span className="reference">{lead.reference}</span>
          </h1>
          {who && <p className="lead-who">{who}</p>}
          <ul className="lead-facts" aria-label="At a glance">
            <li>
              <span className={`badge ${lead.status}`}>{statusLabels[lead.status]}</span>
            </li>
            {overdue && (
              <li>
                <span className="badge overdue">Overdue</span>
              </li>
            )}
            {lead.topic === 'privacy' && (
              <li>
                <span className="badge privacy">Privacy request or complaint</span>
              </li>
            )}
            {!lead.readAt && (
              <li>
                <span className="badge unread">Unread</span>
              </li>
            )}
            {lead.order && asksForSample(lead.order) && (
              <li>
                <span className="badge sample">Sample requested</span>
              </li>
            )}
            {props.repeats && (
              <li>
                Repeat of <a href={`/admin/leads/${props.repeats.id}`}>{props.repeats.reference}</a>
              </li>
            )}
            {props.repeatedAs?.length ? (
              <li>
                Repeated as{' '}
                {props.repeatedAs.map((link, index) => (
                  <Fragment key={link.id}>
                    {index > 0 && ', '}
                    <a href={`/admin/leads/${link.id}`}>{link.reference}</a>
                  </Fragment>
                ))}
              </li>
            ) : null}
            <li>
              Received <When iso={lead.createdAt} />
            </li>
            <li>{props.assignee ? `Assigned to ${props.assignee.email}` : 'Unassigned'}</li>
          </ul>
        </div>
        <div className="head-actions">
          <a className="button jump" href="#work">
            Status and notes
          </a>
          {lead.readAt && (
            <ActionButton leadId={lead.id} action="unread" csrf={viewer.csrf}>
              Mark as unread
            </ActionButton>
          )}
        </div>
      </div>

      {notice && (
        <div className="notice success" role="status">
          {leadNotices[notice]}
        </div>
      )}
      {problem && (
        <div className="notice error" role="alert">
          {problem.message}
        </div>
      )}

      <div className="lead-layout">
        <div className="lead-main">
          <section className="panel">
            <h2 id="sent-heading">What the buyer sent</h2>
            <Details rows={buyerRows(lead)} />
          </section>
          {lead.order && (
            <section className="panel order">
              <h2 id="order-heading">The order</h2>
              <OrderDetails order={lead.order} now={now} />
            </section>
          )}
          {files.length > 0 && <Files files={files} />}
          {policyOf(lead.form).reply === 'confirm' && <ConsentPanel consent={props.consent} />}
          <section className="panel">
            <h2 id="origin-heading">When and where it came from</h2>
            <Details rows={originRows(lead, props.replyDue)} />
          </section>
        </div>

        <div className="lead-work" id="work" tabIndex={-1}>
          {lead.status === 'spam' && (
            <SpamPanel lead={lead} csrf={viewer.csrf} deletedAt={props.spamDeletedAt} />
          )}
          <StatusPanel lead={lead} csrf={viewer.csrf} staff={props.staff} assignee={props.assignee} />
          <TagsPanel lead={lead} tags={props.tags} csrf={viewer.csrf} problem={problem} />
          <NotesPanel lead={lead} notes={props.notes} csrf={viewer.csrf} problem={problem} />
          <section className="panel">
            <h2 id="deliveries-heading">Deliveries</h2>
            <Deliveries jobs={jobs} leadId={lead.id} csrf={viewer.csrf} spam={lead.status === 'spam'} />
          </section>
          <History entries={props.history} />
          <MorePanel lead={lead} csrf={viewer.csrf} retentionDays={props.spamRetentionDays} />
        </div>
      </div>
    </AdminLayout>
  )
}

/** What an unknown or malformed lead address answers: the inbox's frame, and nothing of any lead. */
export function LeadNotFound({ viewer }: { viewer: Viewer }) {
  return (
    <AdminLayout title="Lead not found" viewer={viewer} current="/admin">
      <h1>Lead not found</h1>
      <p>There is no lead at this address. It may have been erased, or deleted as old spam.</p>
      <p>
        <a href="/admin">Back to the inbox</a>
      </p>
    </AdminLayout>
  )
}
