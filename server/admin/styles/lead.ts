import { colours } from '../../../app/lib/forms/common'

/**
 * The palette's swatches as classes: the pages' policy allows no inline style, and a buyer's colour
 * is always one of the palette's (the quotation refuses any other).
 */
const swatches = colours
  .map((colour) => `.swatch.c-${colour.hex.slice(1).toLowerCase()} { background: ${colour.hex}; }`)
  .join('\n')

/**
 * The lead page's own rules (and the erasure page's, which opens from it): the lead on the left,
 * the work on it on the right from 64rem, one column below. Descriptions, tables and scroll boxes
 * here serve the audit page too.
 */
export const leadCss = /* css */ `
.small { font-size: .8125rem; }
.nowrap { white-space: nowrap; }
.prose { white-space: pre-wrap; overflow-wrap: anywhere; }
.warning-text { color: var(--warning); }
ul.plain { list-style: none; margin: 0; padding: 0; }
code { font: .85em ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: var(--navy-50); padding: 0 .25rem; border-radius: 3px; }
.field-error { color: var(--danger); font-weight: 600; font-size: .875rem; margin: .25rem 0 0; }
[aria-invalid="true"] { border-color: var(--danger); box-shadow: 0 0 0 1px var(--danger); }
.control-row { display: flex; gap: .5rem; align-items: stretch; }
.control-row > select, .control-row > input { flex: 1 1 auto; min-width: 0; }
.control-row > .button { flex: none; }
form.action { margin: 0; }

.badge.contacted { background: #e6f4f7; color: #0b5563; }
.badge.unread { background: var(--navy-900); color: #fff; }
.badge.sample { background: var(--warning-soft); color: var(--warning); }
.badge.sent { background: var(--success-soft); color: var(--success); }
.badge.failed { background: var(--danger-soft); color: var(--danger); }
.badge.waiting { background: var(--warning-soft); color: var(--warning); }
.badge.skipped { background: #eceff3; color: var(--muted); }

.lead-head {
  display: flex; flex-wrap: wrap; align-items: flex-start; justify-content: space-between;
  gap: .75rem 1.5rem; margin-bottom: 1.25rem;
}
.crumbs { font-size: .875rem; color: var(--muted); margin-bottom: .25rem; }
.lead-head h1 { margin-bottom: .125rem; }
.reference { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .9em; letter-spacing: .02em; }
.lead-who { font-size: 1.0625rem; margin: 0 0 .5rem; overflow-wrap: anywhere; }
.head-actions { display: flex; flex-wrap: wrap; gap: .5rem; }
/* On a phone the work on the lead comes after all of it: a way straight there. */
@media (min-width: 64rem) {
  .button.jump { display: none; }
}
.lead-work:focus { outline: none; }
.lead-facts {
  display: flex; flex-wrap: wrap; align-items: center; gap: .375rem 1rem;
  list-style: none; margin: 0; padding: 0; font-size: .875rem; color: var(--muted);
}

.lead-layout { display: grid; gap: 0 1.5rem; align-items: start; }
.lead-main, .lead-work { min-width: 0; }
@media (min-width: 64rem) {
  .lead-layout { grid-template-columns: minmax(0, 1fr) 24rem; }
}
.lead-layout .panel > h2 {
  font-size: 1.0625rem; padding-bottom: .5rem; margin-bottom: .75rem; border-bottom: 1px solid var(--line);
}
.heading-note { font-size: .875rem; font-weight: 400; }
.lead-work .panel { padding: 1rem; }
.lead-work .field:last-child { margin-bottom: 0; }

.details { margin: 0; }
.details > div {
  display: grid; grid-template-columns: minmax(8rem, 13rem) minmax(0, 1fr); gap: .125rem 1rem;
  padding: .4375rem 0; border-top: 1px solid var(--line);
}
.details > div:first-child { border-top: 0; padding-top: 0; }
.details dt { color: var(--muted); font-weight: 600; font-size: .875rem; padding-top: .0625rem; }
.details dd { margin: 0; overflow-wrap: anywhere; }
.details dd .hint { display: block; }
@media (max-width: 40rem) {
  .details > div { grid-template-columns: minmax(0, 1fr); }
}

.order-lines { display: grid; gap: .75rem; grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr)); margin-bottom: 1rem; }
.order-line { border: 1px solid var(--line); border-radius: var(--radius); padding: .75rem 1rem; background: var(--navy-50); }
.order-line h3 { font-size: 1rem; }
.order-line .details > div { grid-template-columns: 7.5rem minmax(0, 1fr); border-color: #d3dbe7; }
.sample-request { border-left: 4px solid var(--warning); background: var(--warning-soft); padding: .75rem 1rem; margin: 1rem 0; border-radius: var(--radius); }
.sample-request ul { margin: .25rem 0 0; padding-left: 1.25rem; }
.order h3 { margin-top: .25rem; }
.order section { margin-top: 1.25rem; }
.order-total { text-align: right; margin: 0 0 .5rem; }
.colour { display: inline-flex; align-items: center; flex-wrap: wrap; gap: .375rem; }
.swatch {
  display: inline-block; width: 1rem; height: 1rem; flex: none;
  border-radius: 3px; border: 1px solid rgba(11, 27, 51, .35);
}
${swatches}
.plan { font-weight: 600; }
.plan.comfortable { color: var(--success); }
.plan.tight { color: var(--warning); }
.plan.too-soon { color: var(--danger); }

.table-box { overflow-x: auto; margin: .5rem 0 1rem; border: 1px solid var(--line); border-radius: 6px; background: #fff; }
table.data { border-collapse: collapse; width: 100%; font-size: .9375rem; }
table.data caption { text-align: left; font-weight: 600; padding: .5rem .75rem; border-bottom: 1px solid var(--line); }
table.data th, table.data td { padding: .5rem .75rem; text-align: left; border-bottom: 1px solid var(--line); vertical-align: top; }
table.data thead th {
  background: var(--navy-50); color: var(--muted); font-size: .8125rem; font-weight: 600;
  text-transform: uppercase; letter-spacing: .03em; white-space: nowrap;
}
table.data tbody tr:last-child > * { border-bottom: 0; }
table.data tfoot > tr > * { border-top: 2px solid var(--line); border-bottom: 0; font-weight: 700; background: #fafbfc; }
.matrix td, .matrix thead th:not(:first-child) { text-align: right; font-variant-numeric: tabular-nums; }
.matrix tbody th { font-weight: 600; white-space: nowrap; }
.matrix .total { font-weight: 700; }
.roster td .badge { margin-left: .5rem; }

.files { list-style: none; margin: 0; padding: 0; }
.files li { display: flex; flex-direction: column; gap: .125rem; padding: .5rem 0; border-top: 1px solid var(--line); }
.files li:first-child { border-top: 0; padding-top: 0; }
.files a { font-weight: 600; overflow-wrap: anywhere; }
.files .muted { font-size: .875rem; }

.spam-panel { border-color: var(--danger); border-left-width: 4px; }

.tags { display: flex; flex-wrap: wrap; gap: .375rem; list-style: none; margin: 0 0 .75rem; padding: 0; }
.tag {
  display: inline-flex; align-items: center; gap: .125rem;
  padding: .125rem .125rem .125rem .625rem; border-radius: 999px;
  background: var(--navy-100); color: var(--navy-900); font-size: .875rem; font-weight: 600;
}
.tag form { margin: 0; }
.tag-remove {
  display: inline-flex; align-items: center; justify-content: center; width: 1.75rem; height: 1.75rem;
  border: 0; border-radius: 50%; background: transparent; color: var(--navy-700);
  font: inherit; font-size: 1.125rem; line-height: 1; cursor: pointer;
}
.tag-remove:hover { background: rgba(29, 63, 115, .15); color: var(--navy-900); }

.note-form { margin-bottom: 1rem; }
.note-form textarea { margin-bottom: .125rem; }
.note-form .hint { margin-bottom: .5rem; }
.notes { list-style: none; margin: 0; padding: 0; }
.notes li { padding: .625rem 0; border-top: 1px solid var(--line); }
.notes .prose { margin: 0; }
.note-meta { display: flex; flex-wrap: wrap; gap: 0 .5rem; font-size: .8125rem; color: var(--muted); margin: 0 0 .25rem; }
.note-author { font-weight: 600; color: var(--ink); overflow-wrap: anywhere; }

.deliveries { list-style: none; margin: 0; padding: 0; }
.delivery { padding: .625rem 0; border-top: 1px solid var(--line); }
.delivery:first-child { border-top: 0; padding-top: 0; }
.delivery-head { display: flex; align-items: center; justify-content: space-between; gap: .5rem; }
.delivery-kind { font-weight: 600; }
.delivery-meta { font-size: .8125rem; color: var(--muted); margin: .125rem 0 0; }
.delivery-error {
  font-size: .8125rem; margin: .375rem 0 0; padding: .375rem .5rem; border-radius: 4px;
  background: var(--danger-soft); color: #7a1710; overflow-wrap: anywhere;
}
.delivery.skipped .delivery-error { background: var(--surface); color: var(--muted); }
.label-inline { font-weight: 600; }
.delivery form { margin-top: .5rem; }

.history { list-style: none; margin: 0 0 .5rem; padding: 0; }
.history li { display: flex; flex-direction: column; padding: .375rem 0; border-top: 1px solid var(--line); font-size: .875rem; }
.history li:first-child { border-top: 0; padding-top: 0; }
.history-what { overflow-wrap: anywhere; }

.erase-intro { max-width: 65ch; }
.erase { max-width: 48rem; }
.erase h2 { padding-bottom: .5rem; margin-bottom: .75rem; border-bottom: 1px solid var(--line); overflow-wrap: anywhere; }
.erase-find { max-width: 36rem; }
.erase .counts { margin-bottom: 1rem; }
.erase fieldset { border: 1px solid var(--line); border-radius: var(--radius); padding: 1rem; margin: 0; }
.erase legend { font-weight: 700; padding: 0 .25rem; }
.erase fieldset input { margin-bottom: .75rem; }
`
