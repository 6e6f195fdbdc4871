/** What became of a submission, as the form shows it to the visitor. */
export type Outcome = { status: 'sent' } | { status: 'rejected'; messages: string[] } | { status: 'failed' }

export const sent: Outcome = { status: 'sent' }
export const failed: Outcome = { status: 'failed' }

/** Posts one form; a network error becomes `failed`, and is logged so it can be diagnosed. */
export async function post(
  endpoint: string,
  init: RequestInit,
  judge: (response: Response) => Promise<Outcome>,
): Promise<Outcome> {
  try {
    const response = await fetch(endpoint, { method: 'POST', ...init })
    const outcome = await judge(response)
    if (outcome.status !== 'sent') console.error(`Form post to ${endpoint} answered ${response.status}`)
    return outcome
  } catch (error) {
    console.error(`Form post to ${endpoint} failed`, error)
    return failed
  }
}

export const judgeOk = async (response: Response): Promise<Outcome> => (response.ok ? sent : failed)
