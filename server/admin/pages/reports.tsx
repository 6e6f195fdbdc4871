import type { ReactNode } from 'react'
import { facts } from '../../../app/content/figures'
import { Bars, Legend, ShareLine, StackedBars } from '../../reports/charts'
import {
  count,
  formName,
  hours,
  languageName,
  percent,
  sourceName,
  weekLabel,
  weekTick,
} from '../../reports/format'
import { presetPeriods } from '../../reports/period'
import { conversion, funnelSteps, type Period, type Series } from '../../reports/queries'
import { reportTables, staffName, type ReportData, type ReportTable } from '../../reports/tables'
import { ukDay, workingTimeWords } from '../../working-time'
import { wordsIn } from '../../words'
import { AdminLayout, type Viewer } from '../layout'
import { TableBox } from './lead-order'

export interface ReportsPageProps {
  viewer: Viewer
  period: Period
  /** Why the period asked for was not taken. */
  problem?: string
  data: ReportData
  now: Date
}

const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`))

const periodQuery = (period: Period) => `from=${period.from}&to=${period.to}`

/** A table of figures, printed as the CSV download writes it. */
function FiguresTable({ table }: { table: ReportTable }) {
  const numeric = new Set(table.numeric ?? [])
  return (
    <TableBox label={table.caption}>
      <table className="data figures">
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column, index) => (
              <th key={column} scope="col" className={numeric.has(index) ? 'number' : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.length === 0 ? (
            <tr>
              <td colSpan={table.columns.length} className="muted">
                Nothing in this period.
              </td>
            </tr>
          ) : (
            table.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className={numeric.has(index) ? 'number' : undefined}>
                      {typeof cell === 'number' ? count(cell) : cell}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </TableBox>
  )
}

/** A chart and its table side by side (one above the other on a phone), with the table's CSV. */
function Figure({
  title,
  table,
  period,
  chart,
  legend,
}: {
  title: string
  table: ReportTable
  period: Period
  chart: ReactNode
  legend?: ReactNode
}) {
  return (
    <section className="figure panel" aria-labelledby={`${table.id}-title`} id={table.id}>
      <div className="figure-head">
        <h3 id={`${table.id}-title`}>{title}</h3>
        <a className="csv" href={`/admin/reports/${table.id}.csv?${periodQuery(period)}`} download>
          CSV<span className="visually-hidden">{`: ${table.caption}`}</span>
        </a>
      </div>
      <div className="figure-body">
        <div className="chart-box">
          {/* On a phone the chart keeps a readable size and scrolls sideways in its box. */}
          <div className="chart-scroll" role="region" aria-label={`Chart: ${table.caption}`} tabIndex={0}>
            {chart}
          </div>
          {legend}
        </div>
        <FiguresTable table={table} />
      </div>
    </section>
  )
}

function WeeklyFigure({
  title,
  table,
  period,
  weeks,
  series,
  label,
}: {
  title: string
  table: ReportTable
  period: Period
  weeks: string[]
  series: Series[]
  label: (name: string) => string
}) {
  return (
    <Figure
      title={title}
      table={table}
      period={period}
      chart={
        <StackedBars
          title={`${title}: chart of the table beside it`}
          ticks={weeks.map(weekTick)}
          series={series}
        />
      }
      legend={<Legend series={series.map((entry) => ({ name: entry.name, label: label(entry.name) }))} />}
    />
  )
}

function Summary({ items }: { items: Array<[label: string, value: string, note?: string]> }) {
  return (
    <dl className="summary">
      {items.map(([label, value, note]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            {value}
            {note && <small>{note}</small>}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The sales reports of a period: leads in, the reply promise, the way to an order, and the pages
 * and campaigns that bring leads. Every chart is drawn here as SVG; its numbers are in the table
 * beside it and in its CSV file.
 */
export function ReportsPage({ viewer, period, problem, data, now }: ReportsPageProps) {
  const tables = reportTables(data)
  const { leads, promise, funnel, pages, names } = data
  const weeks = leads.weeks
  const won = funnel.all.reached.won
  const today = ukDay(now)
  const steps = { received: 'Received', contacted: 'Answered', quoted: 'Quoted', won: 'Won' } as const
  return (
    <AdminLayout title="Reports" viewer={viewer} current="/admin/reports">
      <div className="page-head">
        <h1>Reports</h1>
        <p className="muted">{`${dayLabel(period.from)} to ${dayLabel(period.to)}, weeks from Monday, UK time.`}</p>
      </div>

      <form className="panel period" method="get" action="/admin/reports">
        <div className="field">
          <label htmlFor="from">From</label>
          <input type="date" id="from" name="from" defaultValue={period.from} max={today} required />
        </div>
        <div className="field">
          <label htmlFor="to">To</label>
          <input type="date" id="to" name="to" defaultValue={period.to} required />
        </div>
        <button className="button primary" type="submit">
          Show
        </button>
        <nav aria-label="Periods" className="presets">
          <ul>
            {presetPeriods(today).map(({ label, period: preset }) => (
              <li key={label}>
                <a
                  href={`/admin/reports?${periodQuery(preset)}`}
                  aria-current={preset.from === period.from && preset.to === period.to ? 'true' : undefined}
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </form>
      {problem && (
        <p className="notice error" role="alert">
          {`${problem} Showing the last 12 weeks.`}
        </p>
      )}

      <Summary
        items={[
          ['Leads', count(leads.total)],
          [
            `Answered within ${facts.replyHours} working hours`,
            percent(promise.all.share),
            `${promise.all.kept} of ${promise.all.due} due`,
          ],
          ['Median reply time', hours(promise.medianHours), `90th percentile ${hours(promise.p90Hours)}`],
          ['Overdue now', String(promise.overdueCount)],
          ['Won', String(won), `${percent(conversion(funnel.all.reached.received, won))} of leads worked`],
        ]}
      />

      <section aria-labelledby="section-leads" className="report">
        <h2 id="section-leads">Leads per week</h2>
        <p className="muted">Every form’s leads, spam left out, by the week they arrived.</p>
        <WeeklyFigure
          title="By form"
          table={tables['leads-by-form']}
          period={period}
          weeks={weeks}
          series={leads.byForm}
          label={formName}
        />
        <WeeklyFigure
          title="By language"
          table={tables['leads-by-language']}
          period={period}
          weeks={weeks}
          series={leads.byLanguage}
          label={languageName}
        />
        <WeeklyFigure
          title="By country"
          table={tables['leads-by-country']}
          period={period}
          weeks={weeks}
          series={leads.byCountry}
          label={String}
        />
        <WeeklyFigure
          title="By source"
          table={tables['leads-by-source']}
          period={period}
          weeks={weeks}
          series={leads.bySource}
          label={sourceName}
        />
      </section>

      <section aria-labelledby="section-promise" className="report">
        <h2 id="section-promise">{`The ${facts.replyHours}-hour promise`}</h2>
        <p className="muted">
          {`A lead is answered when it first moves out of “New”. Working hours run ${workingTimeWords(wordsIn('en').t)}; leads still within their ${facts.replyHours} hours are not counted yet.`}
        </p>
        <Figure
          title="Answered in time, per week"
          table={tables['promise-by-week']}
          period={period}
          chart={
            <ShareLine
              title="Share answered in time per week: chart of the table beside it"
              ticks={weeks.map(weekTick)}
              shares={promise.weeks.map((week) => week.share)}
            />
          }
        />
        <Figure
          title="Answered in time, per person"
          table={tables['promise-by-person']}
          period={period}
          chart={
            <Bars
              title="Share answered in time per person: chart of the table beside it"
              rows={[...promise.people]
                .sort((a, b) => b.due - a.due)
                .map((person) => ({ label: staffName(names, person.staffId), value: person.share ?? 0 }))}
              format={(value) => percent(value)}
              max={1}
            />
          }
        />
        {promise.overdue.length > 0 && (
          <div className="panel">
            <h3>Overdue now</h3>
            <ul className="overdue-list">
              {promise.overdue.map((lead) => (
                <li key={lead.id}>
                  <a href={`/admin/leads/${lead.id}`}>{lead.reference}</a>
                  {` · ${formName(lead.form)} · received ${weekLabel(ukDay(lead.createdAt))}`}
                </li>
              ))}
            </ul>
            {promise.overdueCount > promise.overdue.length && (
              <p>
                <a href="/admin?overdue=1">{`All ${promise.overdueCount} in the inbox`}</a>
              </p>
            )}
          </div>
        )}
      </section>

      <section aria-labelledby="section-funnel" className="report">
        <h2 id="section-funnel">From lead to order</h2>
        <p className="muted">
          Enquiries and quotations received in the period, and how far each has gone so far.
        </p>
        <Figure
          title="Funnel by form"
          table={tables['funnel-by-form']}
          period={period}
          chart={
            <Bars
              title="Leads reaching each step: chart of the table beside it"
              rows={funnelSteps.map((step) => ({ label: steps[step], value: funnel.all.reached[step] }))}
            />
          }
        />
        <Figure
          title="Funnel by source"
          table={tables['funnel-by-source']}
          period={period}
          chart={
            <Bars
              title="Won leads per source: chart of the table beside it"
              rows={funnel.bySource.map((line) => ({
                label: sourceName(line.name),
                value: line.reached.won,
              }))}
            />
          }
        />
      </section>

      <section aria-labelledby="section-pages" className="report">
        <h2 id="section-pages">Pages</h2>
        <p className="muted">
          {`Views counted without cookies, ${count(pages.views)} in the period; a lead counts for the page its form was sent from.`}
        </p>
        <Figure
          title="Views, leads and conversion"
          table={tables.pages}
          period={period}
          chart={
            <Bars
              title="Views per page: chart of the table beside it"
              rows={pages.pages.slice(0, 10).map((page) => ({ label: page.path, value: page.views }))}
              format={count}
            />
          }
        />
        <Figure
          title="Pages that bring won leads"
          table={tables['won-by-landing-page']}
          period={period}
          chart={
            <Bars
              title="Won leads per first page of the visit: chart of the table beside it"
              rows={pages.wonByLanding.slice(0, 10).map((entry) => ({ label: entry.name, value: entry.won }))}
            />
          }
        />
        <Figure
          title="Campaigns that bring won leads"
          table={tables['won-by-campaign']}
          period={period}
          chart={
            <Bars
              title="Won leads per campaign: chart of the table beside it"
              rows={pages.wonByCampaign
                .slice(0, 10)
                .map((entry) => ({ label: entry.name, value: entry.won }))}
            />
          }
        />
      </section>
    </AdminLayout>
  )
}
