// A steady load of valid submissions: request i is due at i / rate seconds, contact and quote forms
// in turn, each from its own buyer (a unique name and address), so every answer can be matched to
// the lead it stored. Several clients share the schedule; a client late on it sends at once.
import { setTimeout as sleep } from 'node:timers/promises'
import { benchEnquiry } from '../bench-collector.mjs'

const contact = (index, email) => benchEnquiry(`Buyer ${index}`, email)

const quote = (index, email) => ({
  CustomerName: `Buyer ${index}`,
  Email: email,
  Phone: '+44 20 7946 0111',
  Company: 'Riverside FC',
  ProductType: 'jersey',
  Color: '#C8102E',
  Size: 'M',
  Notes: 'S 50, M 120',
})

/** One submission; `status` is the HTTP status, or `error` when no whole answer came back. */
async function submit(base, index, run) {
  const form = index % 2 === 0 ? 'contact' : 'quote'
  const email = `buyer${index}@${run}.riverside.example`
  const body = JSON.stringify((form === 'contact' ? contact : quote)(index, email))
  const started = performance.now()
  try {
    const response = await fetch(`${base}/api/forms/${form}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(30_000),
    })
    // Only a whole answer counts: a 200 cut off mid-body told the visitor nothing.
    const answer = await response.json().catch(() => ({}))
    const status = response.status === 200 && !answer.reference ? 'error' : response.status
    return { index, form, email, status, ms: performance.now() - started, reference: answer.reference }
  } catch {
    return { index, form, email, status: 'error', ms: performance.now() - started }
  }
}

/**
 * Sends `rate` submissions a second for `seconds` from `clients` clients, adding each result to
 * `results` as it comes (the bench shows its progress); resolves with the time it took.
 */
export async function sendLoad({ base, rate, seconds, clients, run, results }) {
  const total = Math.round(rate * seconds)
  const start = performance.now()
  let next = 0
  async function client() {
    for (let index = next++; index < total; index = next++) {
      const wait = start + (index * 1000) / rate - performance.now()
      if (wait > 0) await sleep(wait)
      results.push(await submit(base, index, run))
    }
  }
  await Promise.all(Array.from({ length: clients }, client))
  return (performance.now() - start) / 1000
}
