import type { Erasure } from '../../store/erasure'
import { CsrfField } from '../csrf-field'
import { AdminLayout, type Viewer } from '../layout'
import { Details } from './lead-order'

export interface ErasePageProps {
  viewer: Viewer
  /** The address to erase, once one is given. */
  email?: string
  /** What erasing it removes. */
  erasure?: Erasure
  /** The lead the page was opened from, to go back to. */
  leadId?: number
  problem?: { message: string; field: 'email' | 'confirm' }
  typed?: string
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

function FindForm({ problem, typed }: Pick<ErasePageProps, 'problem' | 'typed'>) {
  const invalid = problem?.field === 'email'
  return (
    <form method="get" action="/admin/erase" className="panel erase-find">
      <label htmlFor="email">Email address</label>
      <div className="control-row">
        <input
          id="email"
          name="email"
          type="email"
          required
          autoComplete="off"
          defaultValue={invalid ? typed : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'email-error' : undefined}
        />
        <button className="button" type="submit">
          Find what is kept
        </button>
      </div>
      {invalid && (
        <p id="email-error" className="field-error">
          {problem.message}
        </p>
      )}
    </form>
  )
}

/** "Erase this person": what goes, and the confirmation that makes it go. */
export function ErasePage({ viewer, email, erasure, leadId, problem, typed }: ErasePageProps) {
  const something = erasure && erasure.leads + erasure.subscriptions > 0
  const invalid = problem?.field === 'confirm'
  return (
    <AdminLayout title="Erase a person" viewer={viewer} current="/admin">
      <div className="page-head">
        <h1>Erase a person</h1>
        <a href={leadId ? `/admin/leads/${leadId}` : '/admin'}>
          {leadId ? 'Back to the lead' : 'Back to the inbox'}
        </a>
      </div>
      <p className="erase-intro">
        For a data-protection request: removes everything the site keeps of one e-mail address. The audit log
        keeps that an erasure happened and how much went, never whose.
      </p>
      {problem && !email && (
        <div className="notice error" role="alert">
          {problem.message}
        </div>
      )}
      {!email || !erasure ? (
        <FindForm problem={problem} typed={typed} />
      ) : (
        <section className="panel erase">
          <h2 id="kept-heading">
            What is kept of <span className="address">{email}</span>
          </h2>
          {!something ? (
            <>
              {problem && (
                <div className="notice error" role="alert">
                  {problem.message}
                </div>
              )}
              <p>Nothing: no lead or subscription has this address.</p>
              <p>
                <a href="/admin/erase">Look up another address</a>
              </p>
            </>
          ) : (
            <>
              <Details
                className="counts"
                rows={[
                  ['Leads', plural(erasure.leads, 'lead', 'leads')],
                  ['Artwork', plural(erasure.files, 'file', 'files')],
                  ['Mails and webhook calls', plural(erasure.deliveries, 'delivery', 'deliveries')],
                  ['Mail copies on disk', plural(erasure.mailFiles, '.eml file', '.eml files')],
                  ['Internal notes', plural(erasure.notes, 'note', 'notes')],
                  ['Newsletter', erasure.subscriptions > 0 ? 'Subscription' : 'No subscription'],
                ]}
              />
              <div className="notice warning">
                This cannot be undone. Mails already delivered (to the buyer, the sales team&apos;s mailbox, a
                CRM through the webhook) are not reached from here: erase them there too.
              </div>
              <form method="post" action="/admin/erase">
                <CsrfField token={viewer.csrf} />
                <input type="hidden" name="email" value={email} />
                {leadId && <input type="hidden" name="lead" value={leadId} />}
                <fieldset>
                  <legend>Confirm the erasure</legend>
                  <label htmlFor="confirm">Type the address to confirm</label>
                  <input
                    id="confirm"
                    name="confirm"
                    type="text"
                    required
                    autoComplete="off"
                    spellCheck={false}
                    aria-invalid={invalid || undefined}
                    aria-describedby={invalid ? 'confirm-error' : undefined}
                  />
                  {invalid && (
                    <p id="confirm-error" className="field-error" role="alert">
                      {problem.message}
                    </p>
                  )}
                  <button className="button danger" type="submit">
                    Erase everything of this person
                  </button>
                </fieldset>
              </form>
            </>
          )}
        </section>
      )}
    </AdminLayout>
  )
}
