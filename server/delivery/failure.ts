/** A delivery that will never succeed as it stands (bad login, address refused): park it at once. */
export class PermanentFailure extends Error {}

/** The error as a person reads it in the outbox: its code and status when it has them. */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 500)
  const { code, responseCode } = error as { code?: string; responseCode?: number }
  const prefix = [code, responseCode].filter(Boolean).join(' ')
  return (prefix ? `${prefix}: ${error.message}` : error.message).slice(0, 500)
}
