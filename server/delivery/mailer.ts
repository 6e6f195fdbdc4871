import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { rootCertificates } from 'node:tls'
import nodemailer from 'nodemailer'
import type { MailSettings } from '../env'
import { privateFolder } from '../store/open'
import { PermanentFailure } from './failure'
import { mailFolder } from './mail-files'

export interface OutgoingMail {
  to: string[]
  replyTo?: string
  subject: string
  html: string
  text: string
  /** The same on every try of a job, so a rare duplicate is recognisable as one. */
  messageId: string
  headers?: Record<string, string>
}

export interface Mailer {
  /**
   * Resolves once the mail server (or the disk) has taken the mail; rejects with the reason. `name`
   * is `<reference>-<kind>-<job>`, what the mail is logged and filed as.
   */
  send(mail: OutgoingMail, name: string): Promise<void>
  close(): void
}

interface Log {
  info(message: string): void
}

/**
 * How SMTP failures are told apart: a refused login or a 5xx answer will fail the same way again,
 * so the job parks at once; a connection that failed, or a 4xx answer, is worth another try.
 */
function classify(error: unknown): Error {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number }
  const permanent =
    code === 'EAUTH' ||
    code === 'ENOAUTH' ||
    (responseCode !== undefined ? responseCode >= 500 : code === 'EENVELOPE' || code === 'ECONFIG')
  if (!permanent) return error instanceof Error ? error : new Error(String(error))
  const failure = new PermanentFailure((error as Error).message)
  Object.assign(failure, { code, responseCode })
  return failure
}

/**
 * Through `SMTP_URL`: STARTTLS when the server offers it on smtp://, TLS from the start on smtps://.
 * The relay's certificate is checked against Node's CAs, plus those of SMTP_CA_FILE (a `ca` given to
 * TLS replaces Node's list, so both are given); `tls.*` options in the URL still win.
 */
function smtpMailer(settings: MailSettings & { smtpUrl: string }, log: Log): Mailer {
  const { ca, rejectUnauthorized } = settings.tls
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    tls: { rejectUnauthorized, ...(ca && { ca: [...rootCertificates, ca] }) },
    pool: true,
    maxConnections: 3,
    // Well inside the job's lease, so a stalled server never lets a second worker take the job.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  })
  return {
    async send(mail, name) {
      try {
        await transport.sendMail({ ...mail, from: settings.from })
      } catch (error) {
        throw classify(error)
      }
      // The reference, the kind and the job, as in the .eml files' names: never an address.
      log.info(`Mail sent: ${name}`)
    },
    close: () => transport.close(),
  }
}

/**
 * With no mail server configured, each mail is written whole (headers, HTML and text) as an .eml
 * file any mail program opens, and its subject is logged: the whole flow works and can be looked
 * at on a machine with nothing set up.
 */
function fileMailer(settings: MailSettings, dataDir: string, log: Log): Mailer {
  const folder = mailFolder(dataDir)
  mkdirSync(folder, privateFolder)
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  return {
    async send(mail, name) {
      const info = await transport.sendMail({ ...mail, from: settings.from })
      const file = path.join(folder, `${name}.eml`)
      // Written under another name first: a reader never sees half a mail.
      writeFileSync(`${file}.tmp`, info.message as Buffer)
      renameSync(`${file}.tmp`, file)
      // As a person finds it from the folder they started the site in, or in full from elsewhere.
      const relative = path.relative(process.cwd(), file)
      const shown = relative.startsWith('..') ? file : relative
      // The recipients are in the file; the log, often shipped elsewhere, holds no address.
      log.info(`Mail written to ${shown}: "${mail.subject}"`)
    },
    close() {},
  }
}

export function createMailer(settings: MailSettings, dataDir: string, log: Log): Mailer {
  return settings.smtpUrl
    ? smtpMailer({ ...settings, smtpUrl: settings.smtpUrl }, log)
    : fileMailer(settings, dataDir, log)
}
