import { createHmac } from 'node:crypto'
import { PermanentFailure } from './failure'

/** The headers of a webhook call, besides `content-type`. */
export const webhookHeaders = {
  /** `sha256=<hex HMAC-SHA256 of "<timestamp>.<delivery id>.<raw body>", keyed with WEBHOOK_SECRET>` */
  signature: 'x-webhook-signature',
  /** When this try was sent, in whole seconds since 1970: a receiver refuses one too far off. */
  timestamp: 'x-webhook-timestamp',
  /** The same on every try of one lead's delivery: a receiver keeps it to recognise a repeat. */
  delivery: 'x-webhook-delivery',
} as const

/**
 * The signature covers the time and the delivery's id with the body, so a captured call can
 * neither be sent again later (its time is old) nor passed off as another delivery (its id is
 * fixed), and the receiver can tell a replay within the window by the id it already has.
 */
export function signDelivery(secret: string, timestamp: number, deliveryId: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${deliveryId}.${body}`).digest('hex')}`
}

/** Answers worth another try: the receiver was down, overloaded, or asked us to slow down. */
const retryable = (status: number) => status >= 500 || status === 408 || status === 425 || status === 429

/** POSTs one signed JSON body; a 2xx is delivered, another 4xx will not change and parks. */
export async function postWebhook(
  url: string,
  secret: string,
  body: string,
  deliveryId: string,
  now = new Date(),
): Promise<void> {
  const timestamp = Math.floor(now.getTime() / 1000)
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [webhookHeaders.signature]: signDelivery(secret, timestamp, deliveryId, body),
      [webhookHeaders.timestamp]: String(timestamp),
      [webhookHeaders.delivery]: deliveryId,
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
