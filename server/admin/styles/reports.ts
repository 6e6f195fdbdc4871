/** The reports page's own rules; its tables and their scroll boxes are the lead page's (lead.ts). */
export const reportsCss = /* css */ `
.period { display: flex; flex-wrap: wrap; align-items: flex-end; gap: .75rem 1rem; }
.period .field { margin: 0; flex: 0 1 11rem; }
.presets { flex: 1 1 100%; }
.presets ul { display: flex; flex-wrap: wrap; gap: .25rem 1rem; list-style: none; margin: 0; padding: 0; font-size: .9375rem; }
.presets a[aria-current] { font-weight: 700; color: var(--ink); text-decoration: none; }

.summary { display: grid; grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr)); gap: .75rem; margin: 0 0 1.5rem; }
.summary > div { background: #fff; border: 1px solid var(--line); border-radius: var(--radius); padding: .75rem 1rem; }
.summary dt { font-size: .875rem; color: var(--muted); }
.summary dd { margin: .125rem 0 0; font-size: 1.5rem; font-weight: 700; color: var(--navy-900); line-height: 1.2; }
.summary dd small { display: block; font-size: .8125rem; font-weight: 400; color: var(--muted); margin-top: .125rem; }

.report { margin-bottom: 2rem; }
.report > h2 { font-size: 1.25rem; margin-top: .5rem; }
.figure-head { display: flex; align-items: baseline; justify-content: space-between; gap: 1rem; margin-bottom: .5rem; }
.figure-head h3 { margin: 0; }
.csv { font-size: .875rem; font-weight: 600; }
.figure-body { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 1rem 1.5rem; align-items: start; }
.chart-box { min-width: 0; }
svg.chart { display: block; width: 100%; height: auto; }
.legend { display: flex; flex-wrap: wrap; gap: .25rem 1rem; list-style: none; margin: .5rem 0 0; padding: 0; font-size: .875rem; }
.legend li { display: inline-flex; align-items: center; gap: .375rem; }
table.figures { font-size: .875rem; }
table.figures th, table.figures td { padding: .375rem .625rem; white-space: nowrap; }
table.figures tbody th { font-weight: 600; }
table.figures .number { text-align: right; font-variant-numeric: tabular-nums; }
.figure .table-box { margin: 0; max-height: 24rem; overflow-y: auto; }
.overdue-list { margin: 0 0 .5rem; padding-left: 1.25rem; }
@media (max-width: 1024px) {
  .figure-body { grid-template-columns: minmax(0, 1fr); }
}
@media (max-width: 640px) {
  .summary { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: .5rem; }
  .summary dd { font-size: 1.25rem; }
  .chart-scroll { overflow-x: auto; }
  .chart-scroll svg.chart { min-width: 34rem; }
}
`
