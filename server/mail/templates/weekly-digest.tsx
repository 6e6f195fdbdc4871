import type { ReactNode } from 'react'
import { site } from '../../../app/content/site'
import { facts } from '../../../app/content/figures'
import type { DigestFigures } from '../../reports/digest'
import { addDays } from '../../reports/queries'
import { formName, hours, percent, sourceName, weekLabel } from '../../reports/format'
import { workingTimeWords } from '../../working-time'
import { EmailLayout, FieldTable, Heading, Link, Paragraph, Subheading, Button } from '../parts'
import { salesLocale } from './sales-notification'
import { wordsIn } from '../../words'

/** The overdue leads a digest lists by name; the rest are counted. */
export const digestOverdueListed = 20

export function digestSubject(figures: DigestFigures): string {
  const promise =
    figures.promise.share === undefined
      ? 'no replies due'
      : `${percent(figures.promise.share)} answered in time`
  return `Week of ${weekLabel(figures.week)}: ${figures.leads} ${figures.leads === 1 ? 'lead' : 'leads'}, ${promise}`
}

/**
 * Last week for the people who run sales, in English: what came in, whether the reply promise was
 * kept, what is still waiting past its time (each a link to its page in the inbox), and where the
 * leads came from. Every figure links on to the full reports.
 */
export function WeeklyDigest({ figures, siteUrl }: { figures: DigestFigures; siteUrl: string }) {
  const { t, ukTime } = wordsIn(salesLocale)
  const { week, promise, overdue } = figures
  const reports = `${siteUrl}/admin/reports?from=${week}&to=${addDays(week, 6)}`
  const listed = overdue.slice(0, digestOverdueListed)
  return (
    <EmailLayout
      locale={salesLocale}
      title={digestSubject(figures)}
      preview={`Leads, the ${facts.replyHours}-hour promise and what is overdue, for the week of ${weekLabel(week)}.`}
      brand={site.brand}
      tagline="Weekly sales report"
      footer={
        <Paragraph small>
          {`Sent every Monday morning to the addresses in REPORTS_DIGEST_TO. Working hours are ${workingTimeWords(t)}.`}
        </Paragraph>
      }
    >
      <Heading>{`Week of ${weekLabel(week)}`}</Heading>
      <FieldTable
        rows={[
          ['Leads received', String(figures.leads)],
          ...figures.byForm.map(({ name, leads }): [string, string] => [
            `· ${formName(name)}`,
            String(leads),
          ]),
          [
            `Answered within ${facts.replyHours} working hours`,
            promise.due === 0
              ? 'No replies were due'
              : `${percent(promise.share)} (${promise.kept} of ${promise.due})`,
          ],
          ['Median reply time', hours(figures.medianHours)],
          ['90th percentile reply time', hours(figures.p90Hours)],
          ['Overdue now', String(overdue.length)],
        ]}
      />
      <Subheading>Overdue leads</Subheading>
      {listed.length === 0 ? (
        <Paragraph>None: every lead due a reply has one.</Paragraph>
      ) : (
        <FieldTable
          rows={listed.map((lead): [string, ReactNode] => [
            lead.reference,
            <Link key={lead.id} href={`${siteUrl}/admin/leads/${lead.id}`}>
              {`${formName(lead.form)} received ${ukTime(lead.createdAt)}`}
            </Link>,
          ])}
        />
      )}
      {overdue.length > listed.length && (
        <Paragraph>{`And ${overdue.length - listed.length} more in the inbox.`}</Paragraph>
      )}
      <Subheading>Top sources</Subheading>
      {figures.topSources.length === 0 ? (
        <Paragraph>No leads came in.</Paragraph>
      ) : (
        <FieldTable
          rows={figures.topSources.map(({ name, leads }): [string, string] => [
            sourceName(name),
            String(leads),
          ])}
        />
      )}
      <Button href={reports}>Open the reports</Button>
    </EmailLayout>
  )
}
