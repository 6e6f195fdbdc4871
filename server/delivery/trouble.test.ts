import { describe, expect, it } from 'vitest'
import { causeOf } from './failure'
import { troubleSentence } from './trouble'

describe('why deliveries keep failing', () => {
  it.each([
    ['ESOCKET DEPTH_ZERO_SELF_SIGNED_CERT: self-signed certificate', 'certificate'],
    ['ESOCKET CERT_HAS_EXPIRED: certificate has expired', 'certificate'],
    ['ESOCKET UNABLE_TO_VERIFY_LEAF_SIGNATURE: unable to verify the first certificate', 'certificate'],
    ['ESOCKET ERR_TLS_CERT_ALTNAME_INVALID: Hostname/IP does not match', 'certificate'],
    ['ESOCKET ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:1025', 'unreachable'],
    ['ECONNECTION: Connection closed unexpectedly', 'unreachable'],
    ['ETIMEDOUT: Connection timeout', 'timeout'],
    ['EAUTH 535: Invalid login: 535 Invalid username or password', 'login'],
    ['EENVELOPE 451: Requested action aborted', 'answer'],
    ['fetch failed', 'other'],
    // Words that look like codes after the first ": " are the server's, not a cause.
    ['Lead 4 no longer exists: ECONNREFUSED', 'other'],
  ])('reads "%s" as %s', (description, cause) => {
    expect(causeOf(description)).toBe(cause)
  })

  it('says it in one sentence, one delivery or many', () => {
    expect(troubleSentence({ cause: 'unreachable', count: 1 })).toBe(
      '1 delivery keeps failing: the mail server cannot be reached.',
    )
    expect(troubleSentence({ cause: 'login', count: 3 })).toBe(
      '3 deliveries keep failing: the mail server refuses the site’s login.',
    )
    expect(troubleSentence({ cause: 'other', count: 2 })).toBe(
      '2 deliveries keep failing because of an error the site does not recognise.',
    )
  })
})
