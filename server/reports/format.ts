import { formLabels, localeLabels } from '../admin/labels'

/*
 * How the reports write their figures, on the page, in the CSV files and in the digest: staff read
 * them in English, as the inbox speaks.
 */

/** A share as a whole percentage; a dash when there was nothing to share. */
export const percent = (share: number | undefined) =>
  share === undefined ? '–' : `${Math.round(share * 100)}%`

const counts = new Intl.NumberFormat('en-GB')
/** A count with its thousands separated: `10,297`. */
export const count = (value: number) => counts.format(value)

/** A duration in hours, one decimal under ten; a dash when there is none. */
export const hours = (value: number | undefined) =>
  value === undefined ? '–' : `${value < 10 ? value.toFixed(1) : Math.round(value)} h`

/** A duration in days, one decimal. */
export const days = (value: number | undefined) => (value === undefined ? '–' : `${value.toFixed(1)} d`)

/** A week as the date of its Monday, written the UK way: `24 Aug 2026`. */
export function weekLabel(monday: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${monday}T00:00:00Z`))
}

/** A short week label for a chart's axis: `24 Aug`. */
export function weekTick(monday: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${monday}T00:00:00Z`),
  )
}

/** A form's, a language's or a source's name as staff read it. */
export function formName(form: string): string {
  return formLabels[form as keyof typeof formLabels] ?? form
}

export function languageName(locale: string): string {
  return localeLabels[locale as keyof typeof localeLabels] ?? 'Unknown'
}

export const sourceName = (source: string) => (source === 'direct' ? 'Direct' : source)
