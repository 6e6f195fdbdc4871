import type { AuditEntry } from '../../store/audit'
import { AdminLayout, type Viewer } from '../layout'
import { actionLabel } from './audit-words'
import { TableBox } from './lead-order'
import { When } from './when'

export interface AuditPageProps {
  viewer: Viewer
  entries: AuditEntry[]
  /** The leads of these entries that still exist: only they are linked. */
  existing: Set<number>
  /** The id the next (older) page starts before, when there is one. */
  older?: number
  /** True when this is not the newest page. */
  paged: boolean
}

function LeadCell({ id, existing }: { id: number | null; existing: Set<number> }) {
  if (id === null) return null
  if (existing.has(id)) return <a href={`/admin/leads/${id}`}>Lead {id}</a>
  return <span className="muted">Lead {id} (gone)</span>
}

/** The audit log, newest first: who did what to which lead, and when. */
export function AuditPage({ viewer, entries, existing, older, paged }: AuditPageProps) {
  return (
    <AdminLayout title="Audit log" viewer={viewer} current="/admin/audit">
      <div className="page-head">
        <h1>Audit log</h1>
        <p className="muted">
          Every sign-in, view and change, newest first. Entries can be neither changed nor removed.
        </p>
      </div>
      {entries.length === 0 ? (
        <p className="panel">{paged ? 'No older entries.' : 'Nothing has been recorded yet.'}</p>
      ) : (
        <div className="panel audit-panel">
          <TableBox label="Audit entries">
            <table className="data audit">
              <thead>
                <tr>
                  <th scope="col">When (UK time)</th>
                  <th scope="col">Who</th>
                  <th scope="col">Action</th>
                  <th scope="col">Lead</th>
                  <th scope="col">Detail</th>
                  <th scope="col">Address</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className="nowrap">
                      <When iso={entry.at} />
                    </td>
                    <td>{entry.actorEmail ?? <span className="muted">Unknown</span>}</td>
                    <td className={`action ${entry.action}`}>{actionLabel(entry.action)}</td>
                    <td className="nowrap">
                      <LeadCell id={entry.leadId} existing={existing} />
                    </td>
                    <td>{entry.detail}</td>
                    <td className="nowrap muted">{entry.address}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
        </div>
      )}
      {(paged || older) && (
        <nav className="pager" aria-label="Pages of the audit log">
          {paged && <a href="/admin/audit">Newest entries</a>}
          {older && (
            <a className="older" href={`/admin/audit?before=${older}`}>
              Older entries
            </a>
          )}
        </nav>
      )}
    </AdminLayout>
  )
}
