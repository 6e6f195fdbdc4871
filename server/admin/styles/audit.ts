/** The audit page's own rules; its table and scroll box are the lead page's (lead.ts). */
export const auditCss = /* css */ `
.audit-panel { padding: 0; overflow: hidden; }
.audit-panel .table-box { margin: 0; border: 0; border-radius: 0; }
/* Six columns do not fit a phone: the table keeps its width and scrolls in its box. */
table.audit { font-size: .875rem; min-width: 56rem; }
table.audit tbody tr:nth-child(even) { background: #fafbfc; }
table.audit td:nth-child(5) { min-width: 14rem; overflow-wrap: anywhere; }
table.audit td.action { font-weight: 600; white-space: nowrap; }
table.audit td.sign-in-failed, table.audit td.sign-in-throttled { color: var(--danger); }
table.audit td.erased-person, table.audit td.deleted-spam, table.audit td.deleted-by-retention { color: var(--accent-strong); }
.pager { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 1rem; margin-top: 1rem; }
.pager .older { margin-left: auto; }
`
