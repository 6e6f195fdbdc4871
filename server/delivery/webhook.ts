import { createHmac } from 'node:crypto'
import { PermanentFailure } from './failure'

/** The header that carries `sha256=<hex HMAC-SHA256 of the raw body, keyed with WEBHOOK_SECRET>`. */
export const signatureHeader = 'x-webhook-signature'

export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
}

/** Answers worth another try: the receiver was down, overloaded, or asked us to slow down. */
const retryable = (status: number) => status >= 500 || status === 408 || status === 425 || status === 429

/** POSTs one signed JSON body; a 2xx is delivered, another 4xx will not change and parks. */
export async function postWebhook(
  url: string,
  secret: string,
  body: string,
  deliveryId: string,
): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [signatureHeader]: signBody(secret, body),
      'x-webhook-delivery': deliveryId,
    },
    body,
    redirect: 'error',
    signal: AbortSignal.timeout(20_000),
  })
  await response.body?.cancel()
  if (response.ok) return
  const message = `HTTP ${response.status} from the webhook`
  throw retryable(response.status) ? new Error(message) : new PermanentFailure(message)
}
