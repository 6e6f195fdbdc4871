import { facts } from '../../app/content/figures'
import { byteOrderMark, csvRow } from '../store/csv'
import { days, formName, hours, languageName, percent, sourceName, weekLabel } from './format'
import {
  conversion,
  type FunnelLine,
  type FunnelReport,
  type LeadsReport,
  type PagesReport,
  type PromiseReport,
  type Series,
} from './queries'

/**
 * Every table of the reports, as rows of cells: the page prints each beside its chart and the CSV
 * download writes the same rows, so the two never disagree.
 */

export interface ReportTable {
  /** Its file name (`<id>.csv`) and the anchor of its section. */
  id: TableId
  caption: string
  columns: string[]
  rows: Array<Array<string | number>>
  /** Columns holding figures, aligned right. */
  numeric?: number[]
}

export const tableIds = [
  'leads-by-form',
  'leads-by-language',
  'leads-by-country',
  'leads-by-source',
  'promise-by-week',
  'promise-by-person',
  'funnel-by-form',
  'funnel-by-source',
  'pages',
  'won-by-landing-page',
  'won-by-campaign',
] as const
export type TableId = (typeof tableIds)[number]

export interface ReportData {
  leads: LeadsReport
  promise: PromiseReport
  funnel: FunnelReport
  pages: PagesReport
  /** Staff accounts' addresses by id. */
  names: ReadonlyMap<number, string>
}

const range = (count: number, from = 1) => Array.from({ length: count }, (_v, index) => index + from)

function weekly(
  id: TableId,
  caption: string,
  weeks: string[],
  series: Series[],
  label: (name: string) => string,
): ReportTable {
  return {
    id,
    caption,
    columns: ['Week of', ...series.map((entry) => label(entry.name)), 'Total'],
    rows: weeks.map((week, at) => {
      const values = series.map((entry) => entry.values[at] ?? 0)
      return [weekLabel(week), ...values, values.reduce((sum, value) => sum + value, 0)]
    }),
    numeric: range(series.length + 1),
  }
}

const funnelColumns = [
  'Received',
  'Answered',
  'Quoted',
  'Won',
  'Lost',
  'Answered of received',
  'Quoted of answered',
  'Won of quoted',
  'Median time to answer',
  'Median time to quote',
  'Median time to close',
]

const funnelCells = (line: FunnelLine) => [
  line.reached.received,
  line.reached.contacted,
  line.reached.quoted,
  line.reached.won,
  line.reached.lost,
  percent(conversion(line.reached.received, line.reached.contacted)),
  percent(conversion(line.reached.contacted, line.reached.quoted)),
  percent(conversion(line.reached.quoted, line.reached.won)),
  hours(line.medianAnswerHours),
  days(line.medianQuoteDays),
  days(line.medianCloseDays),
]

export const staffName = (names: ReadonlyMap<number, string>, id: number | null) =>
  id === null ? 'Nobody' : (names.get(id) ?? 'A removed account')

export function reportTables({
  leads,
  promise,
  funnel,
  pages,
  names,
}: ReportData): Record<TableId, ReportTable> {
  return {
    'leads-by-form': weekly('leads-by-form', 'Leads per week by form', leads.weeks, leads.byForm, formName),
    'leads-by-language': weekly(
      'leads-by-language',
      'Leads per week by language',
      leads.weeks,
      leads.byLanguage,
      languageName,
    ),
    'leads-by-country': weekly(
      'leads-by-country',
      'Leads per week by country',
      leads.weeks,
      leads.byCountry,
      String,
    ),
    'leads-by-source': weekly(
      'leads-by-source',
      'Leads per week by source',
      leads.weeks,
      leads.bySource,
      sourceName,
    ),
    'promise-by-week': {
      id: 'promise-by-week',
      caption: `Answered within ${facts.replyHours} working hours, per week received`,
      columns: ['Week of', 'Replies due', 'In time', 'Share'],
      rows: promise.weeks.map((week) => [weekLabel(week.week), week.due, week.kept, percent(week.share)]),
      numeric: [1, 2, 3],
    },
    'promise-by-person': {
      id: 'promise-by-person',
      caption: `Answered within ${facts.replyHours} working hours, per person`,
      columns: ['Answered by, or assigned to', 'Replies due', 'In time', 'Share', 'Median reply time'],
      rows: [...promise.people]
        .sort(
          (a, b) => b.due - a.due || staffName(names, a.staffId).localeCompare(staffName(names, b.staffId)),
        )
        .map((person) => [
          staffName(names, person.staffId),
          person.due,
          person.kept,
          percent(person.share),
          hours(person.medianHours),
        ]),
      numeric: [1, 2, 3, 4],
    },
    'funnel-by-form': {
      id: 'funnel-by-form',
      caption: 'The way to an order, by form',
      columns: ['Form', ...funnelColumns],
      rows: [...funnel.byForm, funnel.all].map((line) => [
        line === funnel.all ? 'All' : formName(line.name),
        ...funnelCells(line),
      ]),
      numeric: range(funnelColumns.length),
    },
    'funnel-by-source': {
      id: 'funnel-by-source',
      caption: 'The way to an order, by source',
      columns: ['Source', ...funnelColumns],
      rows: funnel.bySource.map((line) => [sourceName(line.name), ...funnelCells(line)]),
      numeric: range(funnelColumns.length),
    },
    pages: {
      id: 'pages',
      caption: 'Views, leads and conversion per page',
      columns: ['Page', 'Language', 'Views', 'Leads', 'Won', 'Leads per 100 views'],
      rows: pages.pages.map((page) => [
        page.path,
        languageName(page.locale),
        page.views,
        page.leads,
        page.won,
        page.conversion === undefined ? '–' : (page.conversion * 100).toFixed(1),
      ]),
      numeric: [2, 3, 4, 5],
    },
    'won-by-landing-page': {
      id: 'won-by-landing-page',
      caption: 'Won leads by the page their visit began on',
      columns: ['First page of the visit', 'Won', 'Leads'],
      rows: pages.wonByLanding.map((entry) => [entry.name, entry.won, entry.leads]),
      numeric: [1, 2],
    },
    'won-by-campaign': {
      id: 'won-by-campaign',
      caption: 'Won leads by campaign (utm_campaign)',
      columns: ['Campaign', 'Won', 'Leads'],
      rows: pages.wonByCampaign.map((entry) => [entry.name, entry.won, entry.leads]),
      numeric: [1, 2],
    },
  }
}

/** A table as a CSV file a spreadsheet opens. */
export const tableCsv = (table: ReportTable) =>
  byteOrderMark + csvRow(table.columns) + table.rows.map((row) => csvRow(row)).join('')
