import * as z from 'zod/mini'
import { defaultSize, honeypotField, noColour, quoteFieldNames, quoteFields, type QuoteField } from './fields'
import { failed, judgeOk, post, type Outcome } from './outcome'

export type QuoteValues = Record<QuoteField, string>

export const quoteInitialValues: QuoteValues = {
  ...(Object.fromEntries(quoteFields.map((field) => [field, ''])) as QuoteValues),
  size: defaultSize,
}

/** The multipart body: the twelve capitalised fields, Color "Not Selected" when none is chosen. */
export function quotePayload(values: QuoteValues, honeypot = ''): FormData {
  const body = new FormData()
  for (const field of quoteFields) {
    const value = field === 'color' ? values.color || noColour : values[field]
    body.append(quoteFieldNames[field], value)
  }
  if (honeypot) body.append(honeypotField, honeypot)
  return body
}

/** The hosted services' rejection: `{"errors": [{"message": ...}, ...]}`. */
const rejection = z.object({
  errors: z.array(z.object({ message: z.string() })).check(z.minLength(1)),
})

async function judgeQuote(response: Response): Promise<Outcome> {
  if (response.ok) return judgeOk(response)
  const body: unknown = await response.json().catch(() => undefined)
  const parsed = rejection.safeParse(body)
  return parsed.success ? { status: 'rejected', messages: parsed.data.errors.map((e) => e.message) } : failed
}

export function submitQuote(endpoint: string, values: QuoteValues, honeypot = ''): Promise<Outcome> {
  return post(
    endpoint,
    { headers: { Accept: 'application/json' }, body: quotePayload(values, honeypot) },
    judgeQuote,
  )
}
