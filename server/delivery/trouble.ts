import { failingDeliveries } from '../store/outbox'
import type { Db } from '../store/schema'
import { causeOf, type FailureCause } from './failure'

/** Deliveries that keep failing, and why: what `/healthz` warns of and the inbox shows in a banner. */
export interface DeliveryTrouble {
  cause: FailureCause
  count: number
  /** The newest failure as stored, codes and the server's words: for staff, never for `/healthz`. */
  lastError: string
}

export async function deliveryTrouble(db: Db): Promise<DeliveryTrouble | undefined> {
  const failing = await failingDeliveries(db)
  return failing && { cause: causeOf(failing.lastError), ...failing }
}

/** Each cause as the sales team and an operator read it. */
const causeWords: Record<FailureCause, { what: string; fix: string }> = {
  certificate: {
    what: 'the mail server’s certificate is not trusted',
    fix: 'Whoever runs the site sets SMTP_CA_FILE to the certificate of the authority that signed it, or SMTP_TLS_REJECT_UNAUTHORIZED=false for a relay on a trusted private network.',
  },
  unreachable: {
    what: 'the mail server cannot be reached',
    fix: 'Whoever runs the site checks that the mail server in SMTP_URL is running and reachable.',
  },
  timeout: {
    what: 'the mail server does not answer in time',
    fix: 'Whoever runs the site checks the mail server in SMTP_URL and the network on the way to it.',
  },
  login: {
    what: 'the mail server refuses the site’s login',
    fix: 'Whoever runs the site checks the user name and password in SMTP_URL.',
  },
  answer: {
    what: 'the mail server refuses the mail for now',
    fix: 'Whoever runs the site reads the mail server’s answer below and its own log.',
  },
  other: {
    what: 'of an error the site does not recognise',
    fix: 'Whoever runs the site reads the error below and the site’s log.',
  },
}

/** "2 deliveries keep failing: the mail server’s certificate is not trusted." */
export function troubleSentence({ cause, count }: Pick<DeliveryTrouble, 'cause' | 'count'>): string {
  const subject = count === 1 ? '1 delivery keeps failing' : `${count} deliveries keep failing`
  const joiner = cause === 'other' ? ' because' : ':'
  return `${subject}${joiner} ${causeWords[cause].what}.`
}

/** What to do about it, in one sentence. */
export const troubleFix = (cause: FailureCause) => causeWords[cause].fix
