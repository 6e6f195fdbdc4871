import { CircleAlert, CircleCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Translate } from '~/lib/forms/messages'
import { maxRosterRows } from '~/lib/order/catalogue'
import { duplicateNumbers, printedName, sizeMismatches } from '~/lib/order/roster'
import { formatNumber } from '~/content/figures'
import { countText, sizeName } from '~/lib/order/wording'
import { useLocale } from '~/lib/use-locale'
import { SizeChartsLink } from './size-charts-link'
import { useOrder } from './use-order'
import { useScripted } from './use-scripted'

const check = 'forms.quote.rosterCheck'
const numberKey = (number: string) => String(Number(number))

function Flag({ tone, children }: { tone: 'problem' | 'fine'; children: ReactNode }) {
  const Icon = tone === 'problem' ? CircleAlert : CircleCheck
  return (
    <div className={tone === 'problem' ? 'flex gap-2 text-accent-strong' : 'flex gap-2 text-success'}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  )
}

/**
 * The roster read back as the buyer types or pastes it: what it flags (numbers twice, sizes that
 * do not add up to line 1's, rows it cannot read), announced politely, and the players as their
 * names will be printed. Only with a script; the roster itself posts as typed.
 */
export function RosterCheck() {
  const { t } = useTranslation()
  const translate = t as unknown as Translate
  const locale = useLocale()
  const scripted = useScripted()
  const roster = useOrder((order) => order.roster)
  const lineOne = useOrder((order) => order.lines.find((line) => line.line === 1))
  const { rows, unreadable, tooLong } = roster
  const shown = scripted && (rows.length > 0 || unreadable.length > 0)
  const players = countText(translate, 'rosterCheck.players', rows.length, locale)
  const duplicates = duplicateNumbers(rows)
  const repeated = new Set(duplicates.map(numberKey))
  // Checked once line 1 has sizes: before that every size would be flagged.
  const mismatches = lineOne && lineOne.total > 0 ? sizeMismatches(rows, lineOne.quantities) : []
  return (
    <div className="grid gap-3">
      <SizeChartsLink className="justify-self-start" />
      <div role="status" className="grid gap-1.5 text-sm empty:hidden">
        {shown && (
          <>
            <p className="font-semibold text-navy-900">{players}</p>
            {duplicates.length > 0 && (
              <Flag tone="problem">{t(`${check}.duplicates`, { numbers: duplicates.join(', ') })}</Flag>
            )}
            {mismatches.length > 0 && (
              <Flag tone="problem">
                {t(`${check}.mismatchTitle`)}
                <ul className="mt-0.5 list-disc pl-5">
                  {mismatches.map(({ size, players, ordered }) => (
                    <li key={size}>
                      {t(`${check}.mismatch`, {
                        size: sizeName(size, translate, locale),
                        players: formatNumber(players, locale),
                        ordered: formatNumber(ordered, locale),
                      })}
                    </li>
                  ))}
                </ul>
              </Flag>
            )}
            {unreadable.length > 0 && (
              <Flag tone="problem">{t(`${check}.unreadable`, { rows: unreadable.join(', ') })}</Flag>
            )}
            {tooLong && <Flag tone="problem">{t(`${check}.tooLong`, { max: String(maxRosterRows) })}</Flag>}
            {lineOne && lineOne.total > 0 && rows.length > 0 && mismatches.length === 0 && (
              <Flag tone="fine">{t(`${check}.matches`)}</Flag>
            )}
          </>
        )}
      </div>
      {shown && rows.length > 0 && (
        // Scrolls on its own when the squad is long; keyboard users need focus on it to scroll it.
        <div
          role="region"
          aria-labelledby="quote-roster-printed"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="max-h-80 overflow-auto rounded-lg border border-line"
        >
          <table className="w-full text-left text-sm">
            <caption
              id="quote-roster-printed"
              className="px-3 pt-2.5 pb-1.5 text-left font-semibold text-navy-900"
            >
              {t(`${check}.title`)}
            </caption>
            <thead className="sticky top-0 bg-navy-50 text-xs tracking-[0.08em] text-navy-900 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2 font-bold">
                  {t(`${check}.name`)}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-bold">
                  {t(`${check}.number`)}
                </th>
                <th scope="col" className="px-3 py-2 font-bold">
                  {t(`${check}.size`)}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((row, index) => (
                <tr key={index}>
                  <td className="px-3 py-1.5 font-semibold tracking-wide text-navy-900">
                    {printedName(row.name, locale)}
                  </td>
                  <td className="px-3 py-1.5 text-right tabular-nums">
                    {repeated.has(numberKey(row.number)) && row.number !== '' && (
                      <span className="mr-2 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-strong">
                        {t(`${check}.duplicate`)}
                      </span>
                    )}
                    {row.number}
                  </td>
                  <td className="px-3 py-1.5 whitespace-nowrap">{sizeName(row.size, translate, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
