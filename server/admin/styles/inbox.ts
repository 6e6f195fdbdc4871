/**
 * The inbox page's own rules: folders beside the list, the filter form, and the leads as a table
 * on a laptop and as cards on a phone (the same markup, so the table keeps its headers for screen
 * readers).
 */
export const inboxCss = /* css */ `
.inbox { display: grid; grid-template-columns: 13rem minmax(0, 1fr); gap: 1.75rem; align-items: start; }
.inbox-main { min-width: 0; }

.folders { position: sticky; top: 1rem; }
.folders ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 2px; }
.folders li.starts { margin-top: .5rem; padding-top: .5rem; border-top: 1px solid var(--line); }
.folders a {
  display: flex; align-items: center; justify-content: space-between; gap: .75rem;
  min-height: 40px; padding: .375rem .75rem; border-radius: 6px;
  color: var(--ink); text-decoration: none;
}
.folders a:hover { background: var(--navy-100); color: var(--navy-900); }
.folders a[aria-current="page"] {
  background: #fff; font-weight: 700; color: var(--navy-900);
  box-shadow: inset 3px 0 0 var(--accent), 0 0 0 1px var(--line);
}
.folders .count { font-size: .8125rem; color: var(--muted); font-weight: 400; font-variant-numeric: tabular-nums; }

.inbox .page-head { align-items: flex-end; }
.inbox h1 { margin: 0; }
.result-count { margin: .125rem 0 0; font-size: .875rem; }

.filters { padding: 1rem 1.25rem .5rem; }
.search-row label { margin-bottom: .25rem; }
.search-box { display: flex; gap: .5rem; }
.search-box input { flex: 1; min-width: 0; }
.search-row .hint { margin: .25rem 0 .25rem; }
.filters summary {
  display: inline-flex; align-items: center; gap: .375rem; min-height: 44px; cursor: pointer;
  font-weight: 600; color: var(--navy-700);
}
.filters summary::-webkit-details-marker { display: none; }
.filters summary::before {
  content: ""; width: .45rem; height: .45rem; margin: 0 .2rem 0 .1rem;
  border: solid currentColor; border-width: 0 2px 2px 0; transform: rotate(-45deg);
}
.filters details[open] > summary::before { transform: rotate(45deg); margin-top: -.2rem; }
.filters .in-use { font-weight: 400; color: var(--muted); margin-left: .25rem; }
.filter-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(11.5rem, 1fr)); gap: 0 1rem; padding-top: .25rem; }
.checks { border: 0; margin: 0 0 1rem; padding: 0; min-width: 0; }
.checks legend { font-weight: 600; padding: 0; margin-bottom: .25rem; }
.checks label { display: inline-flex; align-items: center; gap: .375rem; min-height: 44px; margin: 0 1rem 0 0; font-weight: 400; }
.checks input { width: 1.125rem; height: 1.125rem; margin: 0; accent-color: var(--accent); }
.filter-actions { display: flex; flex-wrap: wrap; gap: .5rem; padding-bottom: .75rem; }

.group-head { display: flex; flex-wrap: wrap; align-items: baseline; gap: .25rem 1rem; margin: 1.5rem 0 .5rem; }
.group-head h2 { margin: 0; display: flex; align-items: center; gap: .5rem; }
.group-head p { margin: 0; font-size: .875rem; }
.overdue-group .leads { border-color: #efb8b1; }
.group-more { margin: .5rem 0 0; font-weight: 600; }
#list-heading { margin: 1.75rem 0 .5rem; }

.leads {
  width: 100%; table-layout: fixed; border-collapse: separate; border-spacing: 0;
  background: #fff; border: 1px solid var(--line); border-radius: var(--radius); overflow: hidden;
}
.leads th {
  text-align: left; font-size: .75rem; font-weight: 600; letter-spacing: .04em; text-transform: uppercase;
  color: var(--muted); background: var(--navy-50); padding: .625rem .75rem; border-bottom: 1px solid var(--line);
  white-space: nowrap;
}
.leads th.buyer { width: 27%; }
.leads th.request { width: 35%; }
.leads th.state { width: 12%; }
.leads th.assignee { width: 12%; }
.leads th.received { width: 14%; }
.leads td { padding: .75rem; border-bottom: 1px solid var(--line); vertical-align: top; }
.leads tbody tr:last-child td { border-bottom: 0; }
.leads tbody tr { position: relative; }
.leads tbody tr:hover { background: var(--navy-50); }
.leads tbody tr:focus-within { outline: 3px solid var(--accent); outline-offset: -3px; }

.lead-link { color: var(--ink); text-decoration: none; font-weight: 500; }
.lead-link:hover { color: var(--ink); text-decoration: underline; }
.lead-link:focus-visible { outline: none; }
/* The whole row opens the lead; the link stays the one stop for the keyboard. */
.lead-link::after { content: ""; position: absolute; inset: 0; }
.unread .lead-link { font-weight: 700; }
.unread td.buyer { box-shadow: inset 3px 0 0 var(--accent); }
.unread-mark {
  display: inline-block; width: .5rem; height: .5rem; margin: 0 .4rem .1rem 0;
  border-radius: 50%; background: var(--accent); vertical-align: middle;
}
.lead-link { overflow-wrap: anywhere; }
/* One line each, cut short: the lead's page has them whole. */
.contact, .snippet, td.assignee span {
  display: block; white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
}
.contact, .snippet { font-size: .8125rem; color: var(--muted); }
.request-line { display: block; }
.form-name { font-weight: 600; }
.snippet { margin-top: .125rem; }
.tags { display: flex; flex-wrap: wrap; gap: .25rem; list-style: none; margin: .375rem 0 0; padding: 0; }
.tags li {
  font-size: .75rem; line-height: 1.5; padding: 0 .375rem; border-radius: 4px;
  background: var(--surface); border: 1px solid var(--line); color: var(--navy-900);
}
td.state .badge { margin: 0 .25rem .25rem 0; }
td.received { font-size: .875rem; font-variant-numeric: tabular-nums; }
td.received .reference {
  display: block; margin-top: .125rem; white-space: nowrap;
  font: .75rem/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; color: var(--muted);
}
td.assignee { font-size: .875rem; }

.pager { display: flex; gap: .5rem; margin-top: 1rem; }
.pager a[rel="next"] { margin-left: auto; }
.empty { text-align: center; padding: 2.5rem 1rem; }

@media (max-width: 820px) {
  .inbox { grid-template-columns: minmax(0, 1fr); gap: 1rem; }
  .folders { position: static; }
  .folders ul { flex-direction: row; flex-wrap: wrap; gap: .375rem; }
  .folders li.starts { margin: 0; padding: 0; border: 0; }
  .folders a {
    min-height: 32px; padding: .125rem .625rem; gap: .375rem; font-size: .8125rem;
    background: #fff; border: 1px solid var(--line); border-radius: 999px;
  }
  .folders a[aria-current="page"] { box-shadow: none; border-color: var(--accent); background: var(--accent-soft); }

  .leads, .leads tbody { display: block; border: 0; background: none; overflow: visible; }
  .leads thead {
    position: absolute; width: 1px; height: 1px; overflow: hidden;
    clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
  }
  .leads tbody tr {
    display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: .25rem .75rem;
    grid-template-areas: "buyer received" "request request" "state assignee";
    margin-bottom: .625rem; padding: .75rem .875rem;
    background: #fff; border: 1px solid var(--line); border-radius: var(--radius);
  }
  .overdue-group .leads tbody tr { border-color: #efb8b1; }
  .leads td, .leads tbody tr:last-child td { display: block; padding: 0; border: 0; }
  .leads td.buyer { grid-area: buyer; }
  .leads td.request { grid-area: request; }
  .leads td.state { grid-area: state; }
  .leads td.assignee { grid-area: assignee; text-align: right; align-self: end; max-width: 10rem; }
  .leads td.received { grid-area: received; text-align: right; font-size: .8125rem; color: var(--muted); }
  .leads td.state .badge { margin-bottom: 0; }
  .snippet { white-space: normal; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; }
  .unread td.buyer { box-shadow: none; }
  .leads tbody tr.unread { box-shadow: inset 3px 0 0 var(--accent); }
  .page-head .button { width: auto; }
}
`
