import { contactFields, honeypotField, type ContactField } from './fields'
import { judgeOk, post, type Outcome } from './outcome'

export type ContactValues = Record<ContactField, string>

export const contactInitialValues: ContactValues = Object.fromEntries(
  contactFields.map((field) => [field, '']),
) as ContactValues

/** Exactly the spec's ten fields; the honeypot only when something filled it. */
export function contactPayload(values: ContactValues, honeypot = ''): Record<string, string> {
  const payload: Record<string, string> = {}
  for (const field of contactFields) payload[field] = values[field]
  if (honeypot) payload[honeypotField] = honeypot
  return payload
}

export function submitContact(endpoint: string, values: ContactValues, honeypot = ''): Promise<Outcome> {
  return post(
    endpoint,
    {
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(contactPayload(values, honeypot)),
    },
    judgeOk,
  )
}
