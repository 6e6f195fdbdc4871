/** Who sent a lead and what they wrote, whichever form they used (the quotation's names are capitalised). */
export function buyerOf(payload: Record<string, string>) {
  return {
    name: payload.name ?? payload.CustomerName ?? '',
    email: payload.email ?? payload.Email ?? '',
    company: payload.company ?? payload.Company ?? '',
  }
}

/** The buyer's own words: an enquiry's message or a quotation's notes. */
export const messageOf = (payload: Record<string, string>): string => payload.message ?? payload.Notes ?? ''

/** The key that finds every lead of one person: the address lower-cased. */
export const emailKeyOf = (payload: Record<string, string>): string => buyerOf(payload).email.toLowerCase()
