// Matches what the visitors were answered against what was stored, and what the mail server received
// against what the mail rules (docs/mail.md) ask for: one sales notification per lead that is not
// spam, and one acknowledgement per address in 24 hours (the hourly cap is set out of the way).

/** A job's mail carries a stable Message-ID, `<SS-4F7K2QXM-notify-12@domain>`: its lead, kind and job. */
const messageIdPattern = /^message-id:\s*<(SS-[0-9A-Z]{8})-(notify|ack)-(\d+)@/im

export function parseMail({ headers, to }) {
  const match = messageIdPattern.exec(headers.replace(/\r\n[ \t]+/g, ' '))
  return match ? { reference: match[1], kind: match[2], job: match[3], to } : { to }
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : 0

/** Rows of `[measure, value, goal]` and whether nothing was lost. */
/** `crash` is the stretch of the load, in seconds from its start, from the kill to a while after the restart. */
export function tally({ load, crash, leads, mails, outbox, sales, proxy }) {
  const ok200 = load.results.filter((result) => result.status === 200)
  const answered = new Set(ok200.map((result) => result.reference))
  const statuses = new Map()
  for (const { status } of load.results) statuses.set(status, (statuses.get(status) ?? 0) + 1)
  const byStatus = [...statuses].map(([status, count]) => `${status}: ${count}`).join(', ')
  const stored = new Map(leads.map((lead) => [lead.reference, lead]))
  const lost = [...answered].filter((reference) => !stored.has(reference))
  const unanswered = leads.filter((lead) => !answered.has(lead.reference))
  const answeredAddresses = new Set(ok200.map((result) => result.email.toLowerCase()))
  const retriedAfterCommit = unanswered.filter((lead) => answeredAddresses.has(lead.email)).length
  const spread = (results) => {
    const sorted = results.map((result) => result.ms).sort((a, b) => a - b)
    return `${percentile(sorted, 0.5).toFixed(0)} / ${percentile(sorted, 0.99).toFixed(0)}`
  }
  // Request i was due at i / rate seconds into the load.
  const inCrash = ok200.filter(({ index }) => index >= crash.from * load.rate && index < crash.to * load.rate)

  const wanted = leads.filter((lead) => !lead.spam)
  const addresses = new Set(wanted.map((lead) => lead.email))
  const parsed = mails.map(parseMail)
  const distinct = new Map(
    parsed
      .filter((mail) => mail.reference)
      .map((mail) => [`${mail.reference}-${mail.kind}-${mail.job}`, mail]),
  )
  const unknown = parsed.length - parsed.filter((mail) => stored.has(mail.reference)).length
  const notified = new Set()
  const acksByAddress = new Map()
  let misaddressed = 0
  for (const mail of distinct.values()) {
    const lead = stored.get(mail.reference)
    if (!lead) continue
    const expectedTo = mail.kind === 'notify' ? sales : lead.email
    if (mail.to.length !== 1 || mail.to[0].toLowerCase() !== expectedTo) misaddressed++
    if (mail.kind === 'notify') notified.add(mail.reference)
    else acksByAddress.set(lead.email, (acksByAddress.get(lead.email) ?? 0) + 1)
  }
  const missingNotify = wanted.filter((lead) => !notified.has(lead.reference)).length
  const missingAck = [...addresses].filter((address) => !acksByAddress.has(address)).length
  const extraAcks = [...acksByAddress.values()].reduce((sum, count) => sum + count - 1, 0)
  const duplicates = parsed.length - distinct.size - parsed.filter((mail) => !mail.reference).length

  const rows = [
    ['throughput (answered 200 per second)', (ok200.length / load.seconds).toFixed(1), ''],
    ['latency p50 / p99 of the 200s (ms)', spread(ok200), ''],
    [`… of those sent from the kill to ${crash.to - crash.from} s later (ms)`, spread(inCrash), ''],
    ['answers by status', byStatus, 'all 200'],
    [
      'requests the proxy moved to the other instance / answered 502',
      `${proxy.retried} / ${proxy.failed}`,
      '',
    ],
    ['answered 200 / stored leads', `${ok200.length} / ${leads.length}`, ''],
    ['200s whose lead is not stored (lost)', lost.length, '0'],
    ['stored leads answered with no 200', unanswered.length, ''],
    ['… of them a retry of a lead answered 200 (committed, then the instance died)', retriedAfterCommit, ''],
    ['notifications sent / expected (one per lead)', `${notified.size} / ${wanted.length}`, 'equal'],
    [
      'acknowledgements sent / expected (one per address)',
      `${acksByAddress.size} / ${addresses.size}`,
      'equal',
    ],
    [
      'duplicate mails (same Message-ID again)',
      duplicates,
      `<= jobs claimed more than once (${outbox.retaken})`,
    ],
    [
      'second acknowledgements to an address / mails to a wrong recipient / of no stored lead',
      `${extraAcks} / ${misaddressed} / ${unknown}`,
      '0 / 0 / 0',
    ],
    ['jobs claimed more than once (a lease ran out, or a failed try)', outbox.retaken, ''],
    [
      'jobs pending / parked / skipped by the caps',
      `${outbox.count('pending')} / ${outbox.count('parked')} / ${outbox.count('skipped')}`,
      `0 / 0 / ${wanted.length - addresses.size}`,
    ],
  ]
  // A duplicate is only explained by a job taken again after its lease ran out.
  const unexplained = Math.max(0, duplicates - outbox.retaken)
  const mailsOk =
    unexplained === 0 &&
    missingNotify === 0 &&
    missingAck === 0 &&
    extraAcks === 0 &&
    misaddressed === 0 &&
    unknown === 0 &&
    outbox.count('pending') === 0
  return { rows, lost: lost.length, mailsOk, duplicates, answered200: ok200.length }
}
