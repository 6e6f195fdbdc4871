/** Made once: building a formatter costs more than formatting with it. */
const ukShort = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** A moment as the UK office reads it at a glance: "Tue 24 Nov 2026, 14:05". */
export const ukShortTime = (iso: string) => ukShort.format(new Date(iso)).replace(/^(\w+),/, '$1')

/** A moment in UK time, machine-readable too. */
export function When({ iso, children }: { iso: string; children?: string }) {
  return <time dateTime={iso}>{children ?? ukShortTime(iso)}</time>
}
