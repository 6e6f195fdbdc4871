import { fieldList, type FormContract, type FormValues } from './contract'
import { honeypotField } from './common'
import { post, type Outcome } from './outcome'

/**
 * The fields as the form sends them: every field of the table under its posted name, in the
 * table's order, an empty one as its fallback or left out if its row says so; the honeypot only when something filled it.
 */
export function payloadOf<C extends FormContract>(
  contract: C,
  values: FormValues<C>,
  honeypot = '',
): Array<[string, string]> {
  const fields = fieldList(contract)
    .filter((field) => values[field.key] || !field.omitWhenEmpty)
    .map((field): [string, string] => [field.name, values[field.key] || (field.fallback ?? '')])
  return honeypot ? [...fields, [honeypotField, honeypot]] : fields
}

function requestOf(encoding: FormContract['encoding'], payload: Array<[string, string]>): RequestInit {
  if (encoding === 'json') {
    return {
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(Object.fromEntries(payload)),
    }
  }
  const body = new FormData()
  for (const [name, value] of payload) body.append(name, value)
  return { headers: { Accept: 'application/json' }, body }
}

/** Sends a form to its endpoint, encoded as its table says. */
export function submitForm<C extends FormContract>(
  contract: C,
  endpoint: string,
  values: FormValues<C>,
  honeypot = '',
): Promise<Outcome> {
  return post(endpoint, requestOf(contract.encoding, payloadOf(contract, values, honeypot)))
}
