import { keyedValues } from '../../app/lib/forms/contract'
import type { FormId } from '../../app/lib/forms/common'
import { formContracts } from '../../app/lib/forms/forms'

/** A lead as posted: its form, and its fields under the names they were posted with. */
export interface Posted {
  form: FormId
  payload: Readonly<Record<string, string>>
}

/** A lead's values under its table's keys (`customerName`, `phone`), whichever names it was posted with. */
export const leadValues = (lead: Posted): Partial<Record<string, string>> =>
  keyedValues(formContracts[lead.form], lead.payload)

/** Who sent a lead and what they wrote, read from the fields its form's policy names for each. */
function senderOf(lead: Posted) {
  const { fields, policy } = formContracts[lead.form]
  const { sender } = policy
  // Only these four fields are read, each under the name it was posted with.
  const of = (key: string | undefined) => (key === undefined ? '' : (lead.payload[fields[key]!.name] ?? ''))
  return {
    name: of(sender.name),
    email: of(sender.email),
    company: of(sender.company),
    message: of(sender.message),
  }
}

/** Who sent a lead: their name, address and company, whichever form they used. */
export function buyerOf(lead: Posted) {
  const { name, email, company } = senderOf(lead)
  return { name, email, company }
}

/** The buyer's own words: an enquiry's message or a quotation's notes. */
export const messageOf = (lead: Posted): string => senderOf(lead).message

/** The key that finds every lead of one person: the address lower-cased. */
export const emailKeyOf = (lead: Posted): string => buyerOf(lead).email.toLowerCase()
