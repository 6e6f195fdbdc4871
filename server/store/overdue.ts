import { facts } from '../../app/content/figures'
import type { FormId } from '../../app/lib/forms/common'
import { policyOf } from '../../app/lib/forms/forms'
import type { LeadStatus, LeadTopic } from './schema'

const hour = 3_600_000
const day = 24 * hour
const ukWeekday = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'long' })

/**
 * When the reply promised to a lead received at `iso` is due: `replyHours` later, counting only
 * the days the team answers (Monday to Saturday, as every page says), so a Saturday evening lead
 * is due on Monday evening, not on Sunday.
 */
export function replyDue(iso: string): string {
  let due = Date.parse(iso)
  let left = facts.replyHours
  while (left > 0) {
    // An hour counts when it starts on a working day.
    if (ukWeekday.format(due) !== 'Sunday') left--
    due += hour
  }
  return new Date(due).toISOString()
}

/**
 * The latest moment a lead can have been received and already be past its reply time at `now`:
 * the inbox lists `new` leads received before it as overdue. `replyDue` only grows with the time
 * received, so the moment is found by halving the span it must lie in (a day to three days back).
 */
export function overdueCutoff(now = new Date()): string {
  // Received a moment after `replyHours` ago: not due yet. Two days earlier: due, Sunday or not.
  let late = now.getTime() - facts.replyHours * hour + 1
  let early = late - 2 * 24 * hour
  while (late - early > 1) {
    const middle = Math.floor((early + late) / 2)
    if (Date.parse(replyDue(new Date(middle).toISOString())) <= now.getTime()) early = middle
    else late = middle
  }
  return new Date(early + 1).toISOString()
}

/**
 * When a privacy request or complaint received at `iso` must be answered: `privacyReplyDays`
 * calendar days later, weekends included, as the law counts its month.
 */
export const privacyReplyDue = (iso: string): string =>
  new Date(Date.parse(iso) + facts.privacyReplyDays * day).toISOString()

/** The latest moment a privacy request can have been received and already be past its answer time. */
export const privacyOverdueCutoff = (now = new Date()): string =>
  new Date(now.getTime() - facts.privacyReplyDays * day + 1).toISOString()

/** When a lead's answer is due: a month for a privacy request, the working-day promise for the rest. */
export const answerDue = (lead: { createdAt: string; topic?: LeadTopic | null }): string =>
  lead.topic === 'privacy' ? privacyReplyDue(lead.createdAt) : replyDue(lead.createdAt)

/** A lead nobody has answered within the promised time; a newsletter signup is promised no reply. */
export const isOverdue = (
  lead: { form: FormId; status: LeadStatus; createdAt: string; topic?: LeadTopic | null },
  now = new Date(),
) => policyOf(lead.form).answered && lead.status === 'new' && Date.parse(answerDue(lead)) <= now.getTime()
