import type { Job } from '../../store/outbox'
import type { JobKind } from '../../store/schema'
import { CsrfField } from '../csrf-field'
import { When } from './when'

/** What each delivery of a lead is, in the sales team's words. */
export const jobKindLabels: Record<JobKind, string> = {
  notify: 'Sales notification',
  ack: 'Acknowledgement to the buyer',
  confirm: 'Newsletter confirmation',
  welcome: 'Newsletter welcome',
  webhook: 'Webhook to the CRM',
  digest: 'Weekly report',
}

function stateOf(job: Job): { label: string; tone: string } {
  switch (job.state) {
    case 'sent':
      return { label: 'Sent', tone: 'sent' }
    case 'parked':
      return { label: 'Failed', tone: 'failed' }
    case 'skipped':
      return { label: 'Not sent', tone: 'skipped' }
    case 'pending':
      return job.attempts > 0 ? { label: 'Retrying', tone: 'waiting' } : { label: 'Waiting', tone: 'waiting' }
  }
}

const tries = (attempts: number) => (attempts === 1 ? '1 attempt' : `${attempts} attempts`)

function Delivery({ job, leadId, csrf }: { job: Job; leadId: number; csrf: string }) {
  const state = stateOf(job)
  const kind = jobKindLabels[job.kind]
  return (
    <li className={`delivery ${state.tone}`}>
      <div className="delivery-head">
        <span className="delivery-kind">{kind}</span>
        <span className={`badge ${state.tone}`}>{state.label}</span>
      </div>
      <p className="delivery-meta">
        {job.state === 'sent' && job.sentAt && (
          <>
            Sent <When iso={job.sentAt} />
            {' · '}
          </>
        )}
        {job.state === 'pending' && (
          <>
            Next try <When iso={job.dueAt} />
            {' · '}
          </>
        )}
        {job.state === 'skipped' ? 'Never tried' : tries(job.attempts)}
      </p>
      {job.lastError && job.state !== 'sent' && (
        <p className="delivery-error">
          <span className="label-inline">
            {job.state === 'skipped' || job.attempts === 0 ? 'Why: ' : 'Last error: '}
          </span>
          {job.lastError}
        </p>
      )}
      {job.state === 'parked' && (
        <form method="post" action={`/admin/leads/${leadId}/resend`}>
          <CsrfField token={csrf} />
          <input type="hidden" name="job" value={job.id} />
          <button className="button" type="submit">
            Resend<span className="visually-hidden"> the {kind.toLowerCase()}</span>
          </button>
        </form>
      )}
    </li>
  )
}

/** The lead's mails and webhook call, with their state and errors, and "resend" for a failed one. */
export function Deliveries({
  jobs,
  leadId,
  csrf,
  spam,
}: {
  jobs: Job[]
  leadId: number
  csrf: string
  spam: boolean
}) {
  if (jobs.length === 0)
    return (
      <p className="muted">
        {spam ? 'None: a lead in spam sends nothing until it is marked not spam.' : 'None.'}
      </p>
    )
  return (
    <ul className="deliveries">
      {jobs.map((job) => (
        <Delivery key={job.id} job={job} leadId={leadId} csrf={csrf} />
      ))}
    </ul>
  )
}
