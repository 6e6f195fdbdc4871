import { facts, formatNumber } from '../../../app/content/figures'
import type { DeliveryTrouble } from '../../delivery/trouble'
import { formIds } from '../../../app/lib/forms/common'
import { locales } from '../../../app/lib/locale'
import type { FolderCounts, InboxLead, InboxPage as Page } from '../../store/inbox'
import type { ReplyCapHealth } from '../../store/reply-caps'
import { leadStatuses, type LeadStatus } from '../../store/schema'
import { ukDay } from '../../working-time'
import { filterOrder, filtersOf, inboxHref, type InboxFilters, type InboxQuery } from '../inbox-query'
import { formLabels, localeLabels, statusLabels } from '../labels'
import { AdminLayout, type Viewer } from '../layout'
import { requestOf, summaryOf } from '../lead-summary'
import { ukShortTime } from './when'
import { DeliveryTroubleBanner } from './delivery-trouble'
import { TranslationStatus } from './translation-status'
import type { StaleField } from '../../../app/content/load/translation-status'

/** How many leads a query found, counted no further than a cap. */
export interface Count {
  count: number
  capped: boolean
}

export interface InboxPageProps {
  viewer: Viewer
  query: InboxQuery
  page: Page
  /** How many leads the filters find. */
  total: Count
  /** The view's overdue leads, shown above the rest on its first page. */
  overdue?: { leads: InboxLead[]; total: Count }
  counts: FolderCounts
  /** The accounts leads can be given to, for the assignee filter. */
  users: Array<{ id: number; email: string }>
  /** Every account's address by id, disabled ones too: how a row names its assignee. */
  names: Map<number, string>
  /** Stored files that no lead names (the uploads' sweep keeps and counts them). */
  unnamedFiles?: number
  /** Deliveries that keep failing, shown above the list until they go out. */
  trouble?: DeliveryTrouble
  now: Date
  /** What the caps on automatic replies hold back or refused, for the banner above the list. */
  replyCaps: ReplyCapHealth
  /** The Spanish fields older than their English, listed below the banners. */
  staleTranslations?: readonly StaleField[]
}

interface Folder {
  label: string
  /** The first of a group of folders, set apart from those above. */
  starts?: boolean
  query: InboxFilters
  count: (counts: FolderCounts) => number
}

const workflow = leadStatuses.filter((status) => status !== 'spam')

/** The folders beside the list: presets of the filter form, each with its count. */
const folders: Folder[] = [
  { label: 'Inbox', query: {}, count: (counts) => counts.inbox },
  { label: 'Unread', query: { unread: true }, count: (counts) => counts.unread },
  { label: 'Overdue', query: { overdue: true }, count: (counts) => counts.overdue },
  { label: 'Assigned to me', query: { assignee: 'me' }, count: (counts) => counts.mine },
  { label: 'Privacy requests', query: { topic: 'privacy' }, count: (counts) => counts.privacy },
  ...workflow.map((status, index) => ({
    starts: index === 0,
    label: statusLabels[status],
    query: { status },
    count: (counts: FolderCounts) => counts.statuses[status],
  })),
  { label: 'Spam', starts: true, query: { status: 'spam' }, count: (counts) => counts.statuses.spam },
]

/** What chooses a folder; the other filters narrow whichever folder is open. */
const folderKeys = ['status', 'unread', 'overdue', 'assignee', 'topic'] as const

export function currentFolder(query: InboxQuery): Folder | undefined {
  return folders.find((folder) => folderKeys.every((key) => folder.query[key] === query[key]))
}

const number = (value: number) => formatNumber(value, 'en')
const leadsCount = ({ count, capped }: Count) =>
  capped ? `More than ${number(count)} leads` : `${number(count)} ${count === 1 ? 'lead' : 'leads'}`

const uk = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', ...options })
const clock = uk({ hour: '2-digit', minute: '2-digit' })
const dayThisYear = uk({ weekday: 'short', day: 'numeric', month: 'short' })
const dayOtherYear = uk({ day: 'numeric', month: 'short', year: 'numeric' })
const fullTime = uk({ dateStyle: 'full', timeStyle: 'short' })

/** When a lead came in, as the UK office says it: "Today, 14:05", "Tue 24 Nov, 14:05", "24 Nov 2025". */
export function receivedText(iso: string, now: Date): string {
  const at = new Date(iso)
  const day = ukDay(at)
  if (day === ukDay(now)) return `Today, ${clock.format(at)}`
  if (day === ukDay(new Date(now.getTime() - 86_400_000))) return `Yesterday, ${clock.format(at)}`
  if (day.slice(0, 4) === ukDay(now).slice(0, 4)) return `${dayThisYear.format(at)}, ${clock.format(at)}`
  return dayOtherYear.format(at)
}

/** The first words of a message, for a row: the lead's page shows it whole. */
const snippet = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > 140 ? `${line.slice(0, 139)}…` : line
}

function StatusBadges({ lead }: { lead: InboxLead }) {
  return (
    <>
      <span className={`badge ${lead.status}`}>{statusLabels[lead.status]}</span>
      {lead.overdue && <span className="badge overdue">Overdue</span>}
      {lead.topic === 'privacy' && <span className="badge privacy">Privacy request</span>}
    </>
  )
}

function LeadRow({ lead, names, now }: { lead: InboxLead; names: Map<number, string>; now: Date }) {
  const request = requestOf(lead)
  const summary = summaryOf(lead)
  const unread = lead.readAt === null
  const assignee = lead.assigneeId === null ? undefined : names.get(lead.assigneeId)
  return (
    <tr className={unread ? 'unread' : undefined}>
      <td className="buyer">
        <a className="lead-link" href={`/admin/leads/${lead.id}`}>
          {unread && (
            <span className="unread-mark">
              <span className="visually-hidden">Unread: </span>
            </span>
          )}
          {request.name || request.email || 'No name given'}
        </a>
        {request.company && <span className="contact">{request.company}</span>}
        {request.email && request.name && <span className="contact">{request.email}</span>}
      </td>
      <td className="request">
        <span className="request-line">
          <span className="form-name">{formLabels[lead.form]}</span>
          {summary && <span className="summary"> · {summary}</span>}
        </span>
        {request.message && <span className="snippet">{snippet(request.message)}</span>}
        {lead.tags.length > 0 && (
          <ul className="tags" aria-label="Tags">
            {lead.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
      </td>
      <td className="state">
        <StatusBadges lead={lead} />
      </td>
      <td className="assignee">
        {assignee ? (
          <span title={assignee}>{assignee.split('@')[0]}</span>
        ) : (
          <span className="muted">Unassigned</span>
        )}
      </td>
      <td className="received">
        <time dateTime={lead.createdAt} title={fullTime.format(new Date(lead.createdAt))}>
          {receivedText(lead.createdAt, now)}
        </time>
        <span className="reference">
          <span className="visually-hidden">Reference </span>
          {lead.reference}
        </span>
      </td>
    </tr>
  )
}

function LeadTable({
  caption,
  leads,
  names,
  now,
}: {
  caption: string
  leads: InboxLead[]
  names: Map<number, string>
  now: Date
}) {
  return (
    <table className="leads">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="buyer">
            Buyer
          </th>
          <th scope="col" className="request">
            Request
          </th>
          <th scope="col" className="state">
            Status
          </th>
          <th scope="col" className="assignee">
            Assigned to
          </th>
          <th scope="col" className="received">
            Received
          </th>
        </tr>
      </thead>
      <tbody>
        {leads.map((lead) => (
          <LeadRow key={lead.id} lead={lead} names={names} now={now} />
        ))}
      </tbody>
    </table>
  )
}

function Folders({ query, counts }: { query: InboxQuery; counts: FolderCounts }) {
  const current = currentFolder(query)
  return (
    <nav className="folders" aria-label="Folders">
      <ul>
        {folders.map((folder) => (
          <li key={folder.label} className={folder.starts ? 'starts' : undefined}>
            <a href={inboxHref(folder.query)} aria-current={folder === current ? 'page' : undefined}>
              <span>{folder.label}</span>
              <span className="count">{number(folder.count(counts))}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function Select<T extends string | number>({
  id,
  label,
  value,
  any,
  options,
}: {
  id: string
  label: string
  value: T | undefined
  any: string
  options: ReadonlyArray<readonly [T, string]>
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={id} defaultValue={value === undefined ? '' : String(value)}>
        <option value="">{any}</option>
        {options.map(([option, text]) => (
          <option key={option} value={String(option)}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
}

/** Everything but the search. */
const refinements = filterOrder.filter((key) => key !== 'q')

function Filters({ query, users, viewer }: Pick<InboxPageProps, 'query' | 'users' | 'viewer'>) {
  // Open whenever a filter narrows the folder, so what is applied shows; the folder's own
  // filter is already marked in the folders.
  const folder = currentFolder(query)
  const inUse = refinements.filter(
    (key) => query[key] !== undefined && folder?.query[key] === undefined,
  ).length
  const others = users.filter((user) => user.email !== viewer.email)
  return (
    <form
      className="filters panel"
      method="get"
      action="/admin"
      role="search"
      aria-label="Search and filter leads"
    >
      <div className="search-row">
        <label htmlFor="q">Search</label>
        <div className="search-box">
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={query.q}
            aria-describedby="q-hint"
            autoComplete="off"
            spellCheck={false}
          />
          <button className="button primary" type="submit">
            Search
          </button>
        </div>
        <p className="hint" id="q-hint">
          Names, companies, e-mails, messages, or a reference such as SS-4F7K2QXM
        </p>
      </div>
      <details open={inUse > 0}>
        <summary>Filters{inUse > 0 && <span className="in-use"> ({inUse} in use)</span>}</summary>
        <div className="filter-grid">
          <Select
            id="status"
            label="Status"
            value={query.status}
            any="Any status but spam"
            options={leadStatuses.map((status: LeadStatus) => [status, statusLabels[status]] as const)}
          />
          <Select
            id="form"
            label="Form"
            value={query.form}
            any="Any form"
            options={formIds.map((form) => [form, formLabels[form]] as const)}
          />
          <Select
            id="language"
            label="Language"
            value={query.language}
            any="Any language"
            options={locales.map((locale) => [locale, localeLabels[locale]] as const)}
          />
          <Select
            id="assignee"
            label="Assigned to"
            value={query.assignee}
            any="Anyone or nobody"
            options={[
              ['unassigned', 'Nobody (unassigned)'] as const,
              ['me', `Me (${viewer.email})`] as const,
              ...others.map((user) => [user.id, user.email] as const),
            ]}
          />
          <div className="field">
            <label htmlFor="from">Received from</label>
            <input id="from" name="from" type="date" defaultValue={query.from} />
          </div>
          <div className="field">
            <label htmlFor="to">Received to</label>
            <input id="to" name="to" type="date" defaultValue={query.to} />
          </div>
          <fieldset className="checks">
            <legend>Show only</legend>
            <label>
              <input type="checkbox" name="overdue" value="1" defaultChecked={query.overdue} /> Overdue
            </label>
            <label>
              <input type="checkbox" name="unread" value="1" defaultChecked={query.unread} /> Unread
            </label>
            <label>
              <input
                type="checkbox"
                name="topic"
                value="privacy"
                defaultChecked={query.topic === 'privacy'}
              />{' '}
              Privacy requests
            </label>
          </fieldset>
        </div>
        <div className="filter-actions">
          <button className="button primary" type="submit">
            Apply filters
          </button>
          <a className="button" href="/admin">
            Clear filters
          </a>
        </div>
      </details>
    </form>
  )
}

function Pager({ query, page }: { query: InboxQuery; page: Page }) {
  if (page.newer === undefined && page.older === undefined) return null
  const filters = filtersOf(query)
  return (
    <nav className="pager" aria-label="Pages">
      {page.newer !== undefined && (
        <a className="button" rel="prev" href={inboxHref({ ...filters, after: page.newer })}>
          ← Newer
        </a>
      )}
      {page.older !== undefined && (
        <a className="button" rel="next" href={inboxHref({ ...filters, before: page.older })}>
          Older →
        </a>
      )}
    </nav>
  )
}

/** What waits for its turn under the caps, as one sentence. */
export function waitingSentence(count: number, lastGoesAt: string): string {
  const at = `${ukShortTime(lastGoesAt)} (UK time)`
  return count === 1
    ? `1 automatic reply waits for its turn under the sending caps: it goes ${at}.`
    : `${formatNumber(count, 'en')} automatic replies wait for their turn under the sending caps: the last goes ${at}.`
}

/** What the caps refused, as one sentence. */
export function refusedSentence(count: number): string {
  return count === 1
    ? '1 automatic reply was not sent in the last 24 hours: the caps would have held it for more than a day.'
    : `${formatNumber(count, 'en')} automatic replies were not sent in the last 24 hours: the caps would have held them for more than a day.`
}

/**
 * Says when the caps on automatic replies are at work: acknowledgements and confirmations waiting
 * for their turn, or not sent at all. Someone is flooding the forms, or the caps are too low for
 * the site's traffic (MAIL_*_CAP, docs/mail.md); sales notifications are never held.
 */
function ReplyCapsBanner({ health }: { health: ReplyCapHealth }) {
  if (health.waiting === 0 && health.refusedLastDay === 0) return null
  return (
    <div className="notice warning" role="status">
      <p>
        <strong>Automatic replies held back.</strong>{' '}
        {health.lastGoesAt && health.waiting > 0 && waitingSentence(health.waiting, health.lastGoesAt)}{' '}
        {health.refusedLastDay > 0 && refusedSentence(health.refusedLastDay)}
      </p>
      <p className="muted">
        Acknowledgements and newsletter confirmations go out within the caps per address, per network and in
        all; sales notifications are never held. Many replies held at once usually means someone is flooding
        the forms.
      </p>
    </div>
  )
}

/** Files no lead names: perhaps another database's, which the server never deletes on its own. */
function UnnamedFiles({ count }: { count: number }) {
  return (
    <div className="notice warning" role="status">
      {count === 1 ? 'One stored file is' : `${count} stored files are`} named by no lead in this database.
      The server keeps {count === 1 ? 'it' : 'them'}: they may belong to leads of another database (a site
      moved without its leads, or a wrong DATABASE_URL), or to a deletion a restart cut short. The server log
      lists {count === 1 ? 'it' : 'them'}; the deployment guide says what to do.
    </div>
  )
}

export function InboxPage(props: InboxPageProps) {
  const { viewer, query, page, total, overdue, counts, names, trouble, now } = props
  const folder = currentFolder(query)
  const title = folder?.label ?? 'Leads'
  const filters = filtersOf(query)
  const searched = query.q ? ` for “${query.q}”` : ''
  const firstPage = query.before === undefined && query.after === undefined
  return (
    <AdminLayout title={title} viewer={viewer} current="/admin">
      <div className="inbox">
        <Folders query={query} counts={counts} />
        <div className="inbox-main">
          <div className="page-head">
            <div>
              <h1>{title}</h1>
              <p className="muted result-count">
                {leadsCount(total)}
                {searched}
                {firstPage ? '' : ' · an older page'}
              </p>
            </div>
            <a className="button" href={inboxHref(filters, '/admin/export.csv')}>
              Export CSV
            </a>
          </div>
          <ReplyCapsBanner health={props.replyCaps} />
          {props.unnamedFiles ? <UnnamedFiles count={props.unnamedFiles} /> : null}
          {trouble && <DeliveryTroubleBanner trouble={trouble} />}
          <TranslationStatus stale={props.staleTranslations ?? []} />
          <Filters query={query} users={props.users} viewer={viewer} />

          {overdue && overdue.leads.length > 0 && (
            <section className="overdue-group" aria-labelledby="overdue-heading">
              <div className="group-head">
                <h2 id="overdue-heading">
                  Overdue <span className="badge overdue">{leadsCount(overdue.total)}</span>
                </h2>
                <p className="muted">
                  Enquiries and quotations still new {facts.replyHours} hours after they came in (Sundays not
                  counted): reply to these first.
                </p>
              </div>
              <LeadTable
                caption="Overdue leads, newest first"
                leads={overdue.leads}
                names={names}
                now={now}
              />
              {overdue.total.count > overdue.leads.length && (
                <p className="group-more">
                  <a href={inboxHref({ ...filters, overdue: true })}>
                    See all {leadsCount(overdue.total).toLowerCase()} overdue
                  </a>
                </p>
              )}
            </section>
          )}

          {page.leads.length > 0 ? (
            <section aria-labelledby="list-heading">
              <h2 id="list-heading" className={overdue?.leads.length ? undefined : 'visually-hidden'}>
                {overdue?.leads.length ? 'All leads, newest first' : `${title}, newest first`}
              </h2>
              <LeadTable caption={`${title}, newest first`} leads={page.leads} names={names} now={now} />
              <Pager query={query} page={page} />
            </section>
          ) : (
            <div className="panel empty">
              <p>
                {query.status === 'spam' && !Object.keys(filters).some((key) => key !== 'status')
                  ? 'No spam. Submissions caught by the honeypot land here, to be reviewed.'
                  : 'No leads match these filters.'}
              </p>
              {Object.keys(filters).length > 0 && <a href="/admin">Clear filters and show the inbox</a>}
            </div>
          )}
        </div>
      </div>
    </AdminLayout>
  )
}
