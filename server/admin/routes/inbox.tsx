import type { FastifyInstance } from 'fastify'
import { deliveryTrouble } from '../../delivery/trouble'
import { audit } from '../../store/audit'
import { replyCapHealth } from '../../store/reply-caps'
import { countFolders, countInbox, listInbox, newestLeadId, staffEmails } from '../../store/inbox'
import { listActiveUsers } from '../../store/staff'
import { ukDay } from '../../working-time'
import { describeFilters, filtersOf, parseInboxQuery, toFilter } from '../inbox-query'
import { leadsCsv } from '../lead-csv'
import { currentFolder, InboxPage } from '../pages/inbox'
import type { AdminOptions } from '../options'
import { adminHeaders, sendAdminPage } from '../render'
import { actorOf, viewerOf } from '../staff'

/** How many overdue leads the first page of a view shows above the rest. */
const overdueShown = 5

/** The inbox (`/admin`): folders, filters, search, the list a page at a time; and its CSV export. */
export async function inboxRoutes(app: FastifyInstance, { db, files, staleTranslations }: AdminOptions) {
  app.get('/admin', async (request, reply) => {
    const query = parseInboxQuery(request.query)
    const me = request.staff!.id
    const now = new Date()
    const filter = toFilter(query, me)
    const page = await listInbox(db, filter, { before: query.before, after: query.after, now })
    const counts = await countFolders(db, me, now)
    // A folder as it is, without a search or a narrower filter: its count is already known.
    const folder = currentFolder(query)
    const narrowed = ['q', 'form', 'language', 'from', 'to'].some((key) => key in query)
    const total =
      folder && !narrowed
        ? { count: folder.count(counts), capped: false }
        : await countInbox(db, filter, { now })

    // "Today's leads with the overdue ones first": a view that can hold overdue leads shows
    // them above the rest on its first page.
    const canBeOverdue = !query.overdue && (query.status === undefined || query.status === 'new')
    const firstPage = query.before === undefined && query.after === undefined
    const overdue =
      canBeOverdue && firstPage && counts.overdue > 0
        ? {
            leads: (await listInbox(db, { ...filter, overdue: true }, { limit: overdueShown, now })).leads,
            total:
              Object.keys(filtersOf(query)).length === 0
                ? { count: counts.overdue, capped: false }
                : await countInbox(db, { ...filter, overdue: true }, { now }),
          }
        : undefined

    return sendAdminPage(
      reply,
      <InboxPage
        viewer={viewerOf(request, reply)}
        query={query}
        page={page}
        total={total}
        overdue={overdue}
        counts={counts}
        users={await listActiveUsers(db)}
        names={await staffEmails(db)}
        unnamedFiles={files.unnamed.length}
        trouble={await deliveryTrouble(db)}
        now={now}
        replyCaps={await replyCapHealth(db, now)}
        staleTranslations={staleTranslations}
      />,
    )
  })

  app.get('/admin/export.csv', async (request, reply) => {
    const query = filtersOf(parseInboxQuery(request.query))
    const now = new Date()
    const filter = { ...toFilter(query, request.staff!.id), upTo: await newestLeadId(db) }
    const names = await staffEmails(db)
    const download = `attachment; filename="leads-${ukDay(now)}.csv"`
    const headers = { ...adminHeaders, 'content-disposition': download }
    // Fastify answers HEAD with this route too: headers only, and nothing exported to log.
    if (request.method === 'HEAD') return reply.headers(headers).type('text/csv; charset=utf-8').send()
    // Counted and logged before a row leaves: an export cut short is still on record.
    const { count } = await countInbox(db, filter, { cap: Number.MAX_SAFE_INTEGER, now })
    await audit(db, actorOf(request), 'exported', {
      detail: `${count} ${count === 1 ? 'lead' : 'leads'}, ${describeFilters(query, names)}`,
    })
    return reply
      .headers(headers)
      .type('text/csv; charset=utf-8')
      .send(leadsCsv(db, filter, { names, now }))
  })
}
