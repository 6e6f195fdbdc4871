import { honeypotField } from './fields'
import { judgeOk, post, type Outcome } from './outcome'

export function newsletterPayload(email: string, honeypot = ''): Record<string, string> {
  return honeypot ? { email, [honeypotField]: honeypot } : { email }
}

export function submitNewsletter(endpoint: string, email: string, honeypot = ''): Promise<Outcome> {
  return post(
    endpoint,
    {
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(newsletterPayload(email, honeypot)),
    },
    judgeOk,
  )
}
