/** A delivery that will never succeed as it stands (bad login, address refused): park it at once. */
export class PermanentFailure extends Error {}

/**
 * The error as a person reads it in the outbox: its codes and status when it has them. The code
 * underneath nodemailer's own (`ESOCKET DEPTH_ZERO_SELF_SIGNED_CERT`) is kept: it is what tells
 * an untrusted certificate from a server that is down.
 */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 500)
  const { code, originalCode, responseCode } = error as {
    code?: string
    originalCode?: string
    responseCode?: number
  }
  const prefix = [code, originalCode, responseCode].filter(Boolean).join(' ')
  return (prefix ? `${prefix}: ${error.message}` : error.message).slice(0, 500)
}

/** Why deliveries fail, in kinds a person can act on. */
export type FailureCause = 'certificate' | 'unreachable' | 'timeout' | 'login' | 'answer' | 'other'

/** OpenSSL's and Node's codes for a certificate that does not verify (expired, self-signed, unknown CA, wrong name). */
const certificateCode =
  /^(?:CERT_\w+|\w*SELF_SIGNED\w*|UNABLE_TO_\w+|ERR_TLS_CERT_ALTNAME_INVALID|HOSTNAME_MISMATCH)$/
const unreachableCode =
  /^(?:ECONNECTION|ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|EPIPE)$/
const timeoutCode = /^(?:ETIMEDOUT|ETIMEOUT|UPGRADE_TIMEOUT)$/

/** The cause of a failure from its description (`describeFailure`): the codes before the first ": ". */
export function causeOf(description: string): FailureCause {
  const head = description.split(': ', 1)[0]!
  // Only a head made of codes and a status is read: a message without codes says nothing here.
  const codes = head.split(' ')
  if (!codes.every((code) => /^[A-Z0-9_]+$/.test(code))) return 'other'
  if (codes.some((code) => certificateCode.test(code))) return 'certificate'
  if (codes.some((code) => code === 'EAUTH' || code === 'ENOAUTH')) return 'login'
  if (codes.some((code) => timeoutCode.test(code))) return 'timeout'
  if (codes.some((code) => unreachableCode.test(code))) return 'unreachable'
  if (codes.some((code) => /^[45]\d\d$/.test(code))) return 'answer'
  return 'other'
}
