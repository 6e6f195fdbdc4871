import type { FastifyInstance, FastifyRequest } from 'fastify'
import { staffEmails } from '../../store/inbox'
import type { Db } from '../../store/schema'
import { periodOf } from '../../reports/period'
import {
  readFunnelReport,
  readLeadsReport,
  readPagesReport,
  readPromiseReport,
  type Period,
} from '../../reports/queries'
import { reportTables, tableCsv, tableIds, type ReportData, type TableId } from '../../reports/tables'
import type { AdminOptions } from '../options'
import { ReportsPage } from '../pages/reports'
import { adminHeaders, sendAdminPage } from '../render'
import { viewerOf } from '../staff'

type ReportsRequest = FastifyRequest<{ Querystring: Record<string, unknown>; Params: { table?: string } }>

/**
 * Every report of a period, each counted and measured by the database. On PostgreSQL the queries
 * run side by side.
 */
export async function reportData(db: Db, period: Period, now: Date): Promise<ReportData> {
  const [leads, promise, funnel, pages, names] = await Promise.all([
    readLeadsReport(db, period),
    readPromiseReport(db, period, now),
    readFunnelReport(db, period, now),
    readPagesReport(db, period),
    staffEmails(db),
  ])
  return { leads, promise, funnel, pages, names }
}

const isTableId = (value: unknown): value is TableId => tableIds.includes(value as TableId)

/**
 * `GET /admin/reports[?from=&to=]`: the reports of a period (the last 12 weeks unless chosen), and
 * `GET /admin/reports/<table>.csv` with the same period: one table's rows as a spreadsheet file.
 */
export async function reportRoutes(app: FastifyInstance, { db }: AdminOptions) {
  app.get('/admin/reports', async (request: ReportsRequest, reply) => {
    const now = new Date()
    const { period, problem } = periodOf(request.query, now)
    const data = await reportData(db, period, now)
    return sendAdminPage(
      reply,
      <ReportsPage
        viewer={viewerOf(request, reply)}
        period={period}
        problem={problem}
        data={data}
        now={now}
      />,
    )
  })

  app.get('/admin/reports/:table', async (request: ReportsRequest, reply) => {
    const id = request.params.table?.replace(/\.csv$/, '')
    if (!request.params.table?.endsWith('.csv') || !isTableId(id))
      return reply.status(404).headers(adminHeaders).send({ error: 'Not found', code: 'NOT_FOUND' })
    const now = new Date()
    const { period, problem } = periodOf(request.query, now)
    if (problem) return reply.status(400).headers(adminHeaders).send({ error: problem, code: 'BAD_PERIOD' })
    const table = reportTables(await reportData(db, period, now))[id]
    return reply
      .headers({
        ...adminHeaders,
        'content-disposition': `attachment; filename="${id}-${period.from}-to-${period.to}.csv"`,
      })
      .type('text/csv; charset=utf-8')
      .send(tableCsv(table))
  })
}
