import type { ReactNode } from 'react'
import { site } from '../../../app/content/site'
import type { DigestFigures } from '../../reports/digest'
import { addDays } from '../../reports/queries'
import { formName, hours, percent, sourceName, weekLabel } from '../../reports/format'
import { workingTimeWords } from '../../working-time'
import { EmailLayout, FieldTable, Heading, Link, Paragraph, Subheading, Button } from '../parts'
import { salesLocale } from './sales-notification'
import { wordsIn } from '../../words'

export function digestSubject(figures: DigestFigures): string {
  const { t } = wordsIn(salesLocale)
  const promise =
    figures.promise.share === undefined
      ? t('mail:digest.promiseNone')
      : t('mail:digest.promiseShare', { share: percent(figures.promise.share) })
  return t('mail:digest.subject', { count: figures.leads, week: weekLabel(figures.week), promise })
}

/**
 * Last week for the people who run sales, in English: what came in, whether the reply promise was
 * kept, what is still waiting past its time (each a link to its page in the inbox), and where the
 * leads came from. Every figure links on to the full reports.
 */
export function WeeklyDigest({ figures, siteUrl }: { figures: DigestFigures; siteUrl: string }) {
  const { t, ukTime } = wordsIn(salesLocale)
  const { week, promise, overdue, overdueCount } = figures
  const reports = `${siteUrl}/admin/reports?from=${week}&to=${addDays(week, 6)}`
  return (
    <EmailLayout
      locale={salesLocale}
      title={digestSubject(figures)}
      preview={t('mail:digest.preview', { week: weekLabel(week) })}
      brand={site.brand}
      tagline={t('mail:digest.tagline')}
      footer={<Paragraph small>{t('mail:digest.footer', { workingTime: workingTimeWords(t) })}</Paragraph>}
    >
      <Heading>{t('mail:digest.heading', { week: weekLabel(week) })}</Heading>
      <FieldTable
        rows={[
          [t('mail:digest.received'), String(figures.leads)],
          ...figures.byForm.map(({ name, leads }): [string, string] => [
            `· ${formName(name)}`,
            String(leads),
          ]),
          [
            t('mail:digest.answeredInTime'),
            promise.due === 0
              ? t('mail:digest.noneDue')
              : t('mail:digest.kept', {
                  share: percent(promise.share),
                  kept: promise.kept,
                  due: promise.due,
                }),
          ],
          [t('mail:digest.medianReply'), hours(figures.medianHours)],
          [t('mail:digest.p90Reply'), hours(figures.p90Hours)],
          [t('mail:digest.overdueNow'), String(overdueCount)],
        ]}
      />
      <Subheading>{t('mail:digest.overdueHeading')}</Subheading>
      {overdue.length === 0 ? (
        <Paragraph>{t('mail:digest.noneOverdue')}</Paragraph>
      ) : (
        <FieldTable
          rows={overdue.map((lead): [string, ReactNode] => [
            lead.reference,
            <Link key={lead.id} href={`${siteUrl}/admin/leads/${lead.id}`}>
              {t('mail:digest.overdueLead', { form: formName(lead.form), time: ukTime(lead.createdAt) })}
            </Link>,
          ])}
        />
      )}
      {overdueCount > overdue.length && (
        <Paragraph>{t('mail:digest.more', { count: overdueCount - overdue.length })}</Paragraph>
      )}
      <Subheading>{t('mail:digest.sourcesHeading')}</Subheading>
      {figures.topSources.length === 0 ? (
        <Paragraph>{t('mail:digest.noLeads')}</Paragraph>
      ) : (
        <FieldTable
          rows={figures.topSources.map(({ name, leads }): [string, string] => [
            sourceName(name),
            String(leads),
          ])}
        />
      )}
      <Button href={reports}>{t('mail:digest.open')}</Button>
    </EmailLayout>
  )
}
