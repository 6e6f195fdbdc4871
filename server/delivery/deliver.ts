import { createElement } from 'react'
import { localizePath, type Locale } from '../../app/lib/locale'
import { policyOf } from '../../app/lib/forms/forms'
import { newsletterPath, pagePaths } from '../../app/lib/paths'
import type { ServerEnv } from '../env'
import { fileUrl } from '../files/links'
import { renderMail } from '../mail/render'
import { ackSubject, BuyerAcknowledgement, type AckForm } from '../mail/templates/buyer-acknowledgement'
import {
  confirmationSubject,
  NewsletterConfirmation,
  NewsletterWelcome,
  welcomeSubject,
} from '../mail/templates/newsletter'
import { SalesNotification, salesSubject } from '../mail/templates/sales-notification'
import { digestSubject, WeeklyDigest } from '../mail/templates/weekly-digest'
import { digestFigures } from '../reports/digest'
import { signLink } from '../newsletter/tokens'
import { buyerOf } from '../store/buyer'
import { findLead, type Lead } from '../store/leads'
import type { Job } from '../store/outbox'
import type { Db } from '../store/schema'
import { findSubscriber } from '../store/subscribers'
import { isSuppressed } from '../store/suppressions'
import { listUploads } from '../store/uploads'
import { PermanentFailure } from './failure'
import type { Mailer, OutgoingMail } from './mailer'
import { postWebhook } from './webhook'

export interface DeliveryContext {
  db: Db
  env: ServerEnv
  mailer: Mailer
  /** Signs the links mailed to subscribers. */
  signingKey: Buffer
}

/** The domain the site sends from, which closes every Message-ID. */
function mailDomain(from: string): string {
  return /@([^@\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'
}

/** What a CRM receives for each lead that is not spam. */
export function webhookBody(lead: Lead): string {
  return JSON.stringify({
    reference: lead.reference,
    form: lead.form,
    fields: lead.payload,
    language: lead.locale,
    receivedAt: lead.createdAt,
    page: lead.page ?? null,
    visit: lead.visit ?? null,
  })
}

function pageUrl(env: ServerEnv, page: string, locale: Locale, query = '') {
  return `${env.siteUrl}${localizePath(page, locale)}${query}`
}

async function subscriberMail(context: DeliveryContext, job: Job, lead: Lead, locale: Locale) {
  const subscriber = await findSubscriber(context.db, buyerOf(lead).email.toLowerCase())
  if (!subscriber) throw new PermanentFailure('The subscriber no longer exists')
  const link = (purpose: 'confirm' | 'unsubscribe', page: string) =>
    pageUrl(
      context.env,
      page,
      locale,
      `?token=${signLink(context.signingKey, purpose, { subscriberId: subscriber.id, nonce: subscriber.nonce })}`,
    )
  if (job.kind === 'confirm') {
    if (subscriber.state !== 'pending') throw new PermanentFailure(`The subscription is ${subscriber.state}`)
    return {
      to: [subscriber.email],
      subject: confirmationSubject(locale),
      ...renderMail(
        createElement(NewsletterConfirmation, {
          locale,
          confirmUrl: link('confirm', newsletterPath('confirm')),
        }),
      ),
    }
  }
  if (subscriber.state !== 'confirmed') throw new PermanentFailure(`The subscription is ${subscriber.state}`)
  if (await isSuppressed(context.db, context.signingKey, buyerOf(lead).email.toLowerCase()))
    throw new PermanentFailure('The address unsubscribed and has not confirmed a new subscription')
  const unsubscribeUrl = link('unsubscribe', newsletterPath('unsubscribe'))
  return {
    to: [subscriber.email],
    subject: welcomeSubject(locale),
    // RFC 8058: a mail client's own "unsubscribe" button, in one POST, with no page to visit.
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...renderMail(
      createElement(NewsletterWelcome, {
        locale,
        quoteUrl: pageUrl(context.env, pagePaths.customDesign, locale),
        unsubscribeUrl,
      }),
    ),
  }
}

/** The mail a job sends, made from its lead as it is now. */
async function composeMail(
  context: DeliveryContext,
  job: Job,
  lead: Lead,
): Promise<Omit<OutgoingMail, 'messageId'>> {
  const { env } = context
  const locale: Locale = lead.locale ?? 'en'
  const buyer = buyerOf(lead)
  const policy = policyOf(lead.form)
  if ((job.kind === 'notify' && !policy.answered) || (job.kind === 'ack' && policy.reply !== 'ack'))
    throw new PermanentFailure(
      `A ${lead.form} lead has no ${job.kind === 'ack' ? 'acknowledgement' : 'notification'}`,
    )
  const form = lead.form as AckForm
  switch (job.kind) {
    case 'notify': {
      const files = (await listUploads(context.db, lead.id)).map((upload) => ({
        ...upload,
        url: fileUrl(env.siteUrl, context.signingKey, upload),
      }))
      return {
        to: env.mail.sales,
        replyTo: buyer.email,
        subject: salesSubject({ ...lead, form }),
        ...renderMail(
          createElement(SalesNotification, { lead: { ...lead, form }, siteUrl: env.siteUrl, files }),
        ),
      }
    }
    case 'ack': {
      const files = await listUploads(context.db, lead.id)
      return {
        to: [buyer.email],
        replyTo: env.mail.sales[0],
        subject: ackSubject({ ...lead, form }, locale),
        headers: { 'Auto-Submitted': 'auto-replied' },
        ...renderMail(
          createElement(BuyerAcknowledgement, {
            lead: { ...lead, form },
            locale,
            siteUrl: env.siteUrl,
            files,
          }),
        ),
      }
    }
    case 'confirm':
    case 'welcome':
      return subscriberMail(context, job, lead, locale)
    case 'webhook':
      throw new Error('A webhook job sends no mail')
    case 'digest':
      throw new Error('A digest is of no lead')
  }
}

/** The weekly digest of the job's week, with the figures as they are when it is sent. */
async function composeDigest(
  context: DeliveryContext,
  week: string,
): Promise<Omit<OutgoingMail, 'messageId'>> {
  const { digestTo } = context.env.mail
  if (digestTo.length === 0) throw new PermanentFailure('REPORTS_DIGEST_TO is no longer set')
  const figures = await digestFigures(context.db, week, new Date())
  return {
    to: digestTo,
    subject: digestSubject(figures),
    ...renderMail(createElement(WeeklyDigest, { figures, siteUrl: context.env.siteUrl })),
  }
}

/** Delivers one job: a mail through the mailer, or the lead to the webhook. Throws when it failed. */
export async function deliverJob(context: DeliveryContext, job: Job): Promise<void> {
  if (job.kind === 'digest') {
    const name = `digest-${job.reportWeek}-${job.id}`
    const mail = await composeDigest(context, job.reportWeek!)
    return context.mailer.send({ ...mail, messageId: `<${name}@${mailDomain(context.env.mail.from)}>` }, name)
  }
  if (job.leadId === null) throw new PermanentFailure(`A ${job.kind} job names no lead`)
  const lead = await findLead(context.db, job.leadId)
  if (!lead) throw new PermanentFailure(`Lead ${job.leadId} no longer exists`)
  const name = `${lead.reference}-${job.kind}-${job.id}`
  if (job.kind === 'webhook') {
    const { webhook } = context.env
    if (!webhook) throw new PermanentFailure('WEBHOOK_URL is no longer set')
    return postWebhook(webhook.url, webhook.secret, webhookBody(lead), name)
  }
  const mail = await composeMail(context, job, lead)
  await context.mailer.send({ ...mail, messageId: `<${name}@${mailDomain(context.env.mail.from)}>` }, name)
}
