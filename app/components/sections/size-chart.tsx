import { useTranslation } from 'react-i18next'
import { MeasureArt, measurementLetters } from '~/components/art/measure-art'
import { ScrollingTable } from '~/components/ui/scrolling-table'
import { formatNumber } from '~/content/figures'
import {
  chartUnits,
  measurements,
  sizeCharts,
  tolerance,
  type ChartUnit,
  type SizeChartRow,
} from '~/content/size-charts'
import type { Entry as SizeChartWords } from '~/content/schemas/size-chart-page'
import type { Translate } from '~/lib/forms/messages'
import type { Fit } from '~/lib/order/catalogue'
import { youthAges } from '~/lib/order/wording'
import { cn } from '~/lib/cn'
import { useLocale } from '~/lib/use-locale'
import { SectionHeading } from './section-heading'

/**
 * Both units are in the HTML, each in its own element: the `size-chart` rules of app.css show the
 * one whose radio is checked and hide the other with `display: none`, which also keeps it from
 * screen readers, so they hear the unit that is shown and no other.
 */
function InUnits({ values }: { values: Record<ChartUnit, string> }) {
  return (
    <>
      {chartUnits.map((unit) => (
        <span key={unit} className={`in-${unit}`}>
          {values[unit]}
        </span>
      ))}
    </>
  )
}

/** The switch between centimetres and inches: two radios, styled as one segmented control. */
function UnitSwitch({ fit }: { fit: Fit }) {
  const { t } = useTranslation()
  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <legend className="float-left text-sm font-semibold text-navy-900">{t('sizeCharts.units')}</legend>
      <div className="inline-flex rounded-full border border-line bg-white p-1 shadow-xs">
        {chartUnits.map((unit) => (
          <label key={unit} className="relative">
            <input
              type="radio"
              name={`units-${fit}`}
              value={unit}
              defaultChecked={unit === 'cm'}
              className="peer absolute inset-0 cursor-pointer opacity-0"
            />
            <span className="block min-w-20 rounded-full px-4 py-1.5 text-center text-sm font-semibold text-navy-900 peer-checked:bg-navy-900 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent">
              {t(`sizeCharts.unitNames.${unit}`)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/**
 * One fit's size chart, its own section at `#<fit>`: the unit switch, the table of garment
 * measurements (youth sizes with the ages they are cut for), the tolerance, and the drawing of
 * where each measurement is taken.
 */
export function SizeChart({
  fit,
  words,
  tone = 'white',
}: {
  fit: Fit
  words: SizeChartWords
  tone?: 'white' | 'surface'
}) {
  const { t } = useTranslation()
  const translate = t as unknown as Translate
  const locale = useLocale()
  const chart = words.charts[fit]
  // Inches are printed to the tenth on every row, as trade charts do, so a column's figures line up.
  const number = (value: number, unit: ChartUnit) =>
    formatNumber(value, locale, unit === 'inch' ? 1 : undefined)
  const each = (make: (unit: ChartUnit) => string) =>
    Object.fromEntries(chartUnits.map((unit) => [unit, make(unit)])) as Record<ChartUnit, string>
  const cells = (row: SizeChartRow) =>
    measurements.map((name) => each((unit) => number(row.figures[unit][name], unit)))
  return (
    <section
      id={fit}
      aria-labelledby={`${fit}-heading`}
      className={cn('size-chart', tone === 'surface' ? 'bg-surface' : 'bg-white')}
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading id={`${fit}-heading`} title={chart.title} intro={chart.intro} />
        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
          <div className="grid min-w-0 gap-4">
            <UnitSwitch fit={fit} />
            <ScrollingTable
              caption={
                <InUnits values={each((unit) => t(`sizeCharts.caption.${unit}`, { chart: chart.title }))} />
              }
              scrollHint={t('sizeCharts.scrollHint')}
              tableClassName="min-w-[36rem] text-[0.9375rem] tabular-nums"
            >
              <thead>
                <tr className="border-y border-line bg-navy-50">
                  <th scope="col" className="px-5 py-3 font-semibold text-navy-900 sm:px-6">
                    {t('sizeCharts.size')}
                  </th>
                  {measurements.map((name) => (
                    <th key={name} scope="col" className="px-4 py-3 text-right font-semibold text-navy-900">
                      <span className="text-accent-strong">{measurementLetters[name]}</span>{' '}
                      {words.measurements[name].name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {sizeCharts[fit].map((row) => {
                  const ages = youthAges(row.size, translate, locale)
                  return (
                    <tr key={row.size}>
                      <th scope="row" className="px-5 py-3 font-bold text-navy-900 sm:px-6">
                        {row.size}
                        {ages && ' '}
                        {ages && (
                          <span className="block text-xs font-normal whitespace-nowrap text-muted">
                            {ages}
                          </span>
                        )}
                      </th>
                      {cells(row).map((values, index) => (
                        <td key={index} className="px-4 py-3 text-right text-ink">
                          <InUnits values={values} />
                        </td>
                      ))}
                    </tr>
                  )
                })}
              </tbody>
            </ScrollingTable>
            <p className="text-sm font-medium text-navy-900">
              <InUnits
                values={each((unit) =>
                  t('sizeCharts.tolerance', {
                    amount: t(`sizeCharts.toleranceUnits.${unit}`, { value: number(tolerance[unit], unit) }),
                  }),
                )}
              />
            </p>
          </div>
          <figure className="grid gap-4 rounded-card border border-line bg-white p-4 shadow-card">
            <MeasureArt label={words.howTo.drawing} className="h-auto w-full" />
            <figcaption>
              <p className="font-bold text-navy-900">{words.howTo.title}</p>
              <dl className="mt-2 grid gap-2 text-sm leading-relaxed">
                {measurements.map((name) => (
                  <div key={name} className="grid grid-cols-[1.5rem_1fr] gap-x-2">
                    <dt className="font-bold text-accent-strong">{measurementLetters[name]}</dt>
                    <dd className="text-muted">
                      <span className="font-semibold text-navy-900">{words.measurements[name].name}:</span>{' '}
                      {words.measurements[name].how}
                    </dd>
                  </div>
                ))}
              </dl>
            </figcaption>
          </figure>
        </div>
      </div>
    </section>
  )
}
