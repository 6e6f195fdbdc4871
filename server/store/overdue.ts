import { facts } from '../../app/content/figures'
import type { FormId } from '../../app/lib/forms/common'
import { policyOf } from '../../app/lib/forms/forms'
import { replyDue } from '../working-time'
import type { LeadStatus, LeadTopic } from './schema'

const day = 24 * 3_600_000

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
