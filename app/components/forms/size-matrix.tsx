import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import type { Translate } from '~/lib/forms/messages'
import { adultSizes, sizes, youthSizes, type Size } from '~/lib/order/catalogue'
import { countText, minimumNote, youthAges } from '~/lib/order/wording'
import { useLocale } from '~/lib/use-locale'
import type { QuoteFieldOf } from './use-field-words'
import { SizeChartsLink } from './size-charts-link'
import { useOrder } from './use-order'
import { useScripted } from './use-scripted'

function SizeGroup({
  line,
  legend,
  group,
  field,
}: {
  line: number
  legend: string
  group: readonly Size[]
  field: QuoteFieldOf
}) {
  const { t } = useTranslation()
  const translate = t as unknown as Translate
  const locale = useLocale()
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-xs font-bold tracking-[0.12em] text-muted uppercase">{legend}</legend>
      <div className="grid grid-cols-5 gap-2 sm:grid-cols-7">
        {group.map((size) => {
          const { id, rule, label, error, value } = field(`line${line}Qty${size}`)
          if (rule.kind !== 'number') return null
          // A youth size shows the ages it is cut for: buyers outside the USA order by age.
          const ages = youthAges(size, translate, locale)
          return (
            // The cell's look is the `size-cell` rule of app.css: a page holds 72 of them.
            <label key={size} className={ages ? 'size-cell size-cell-aged' : 'size-cell'}>
              {size}
              {ages && (
                <span
                  id={`${id}-ages`}
                  className="text-[0.625rem] leading-tight font-normal text-balance text-muted"
                >
                  {wordsWhole(ages)}
                </span>
              )}
              <input
                id={id}
                name={rule.name}
                type="number"
                inputMode="numeric"
                min={rule.min}
                max={rule.max}
                step={1}
                defaultValue={value ?? ''}
                // Its whole name, "Line 2: quantity in size M"; the cell shows the size.
                aria-label={label}
                aria-invalid={error ? true : undefined}
                aria-describedby={
                  [ages && `${id}-ages`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
                }
              />
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}

/**
 * The ages, breaking only between words ("10-12 / años", never "10- / 12 años"): a youth size's cell
 * on a phone is about 40 px wide, narrower than the ages on one line, and a figure is kept beside its
 * unit by a no-break space, which would leave the hyphen as the only place to break. Each word is
 * kept whole and a break allowed after each space (`<wbr>`); the text itself is unchanged.
 */
const wordsWhole = (text: string) =>
  text.split(/([ \u00a0])/).map((part, index) =>
    index % 2 ? (
      <Fragment key={index}>
        {part}
        <wbr />
      </Fragment>
    ) : (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ),
  )

/** The line's total and how it stands against its product's minimum order, as the buyer types. */
function LineStatus({ line }: { line: number }) {
  const { t } = useTranslation()
  const translate = t as unknown as Translate
  const locale = useLocale()
  const scripted = useScripted()
  const entry = useOrder((order) => order.lines.find((item) => item.line === line))
  const note = entry && minimumNote(entry, translate, locale)
  const total = countText(translate, 'pieces', entry?.total ?? 0, locale)
  const inputs = sizes.map((size) => `quote-line${line}Qty${size}`)
  // Only a script can add up what is typed; without one the line shows no total.
  if (!scripted) return null
  return (
    <div className="grid gap-1 border-t border-line pt-3">
      <output
        htmlFor={inputs.join(' ')}
        aria-live="polite"
        className="text-sm font-bold text-navy-900 tabular-nums"
      >
        {`${t('forms.quote.builder.lineTotal')}: ${total}`}
      </output>
      <p
        role="status"
        className={note?.below ? 'text-sm font-medium text-accent-strong' : 'text-sm text-muted'}
      >
        {note?.text}
      </p>
    </div>
  )
}

/**
 * A product line's size matrix: one number field per size, adult then youth, as a compact grid
 * that keeps its columns on a phone, and the line's total and minimum-order note under it.
 */
export function SizeMatrix({ line, field }: { line: number; field: QuoteFieldOf }) {
  const { t } = useTranslation()
  const problems = sizes.map((size) => field(`line${line}Qty${size}`)).filter((props) => props.error)
  const helpId = `quote-line${line}-sizes-help`
  return (
    <fieldset
      aria-describedby={helpId}
      className="grid gap-3 rounded-lg border border-line bg-surface/70 p-2.5 sm:p-4"
    >
      <legend className="float-left mb-1 w-full text-sm font-semibold text-navy-900">
        {t('forms.quote.builder.sizes')}
      </legend>
      <p id={helpId} className="-mt-2 text-sm text-muted">
        {t('forms.quote.builder.sizesHelp')}
      </p>
      <SizeChartsLink className="-mt-1 justify-self-start" />
      <SizeGroup line={line} legend={t('forms.quote.builder.adult')} group={adultSizes} field={field} />
      <SizeGroup line={line} legend={t('forms.quote.builder.youth')} group={youthSizes} field={field} />
      {problems.map(({ id, error }) => (
        <p key={id} id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ))}
      <LineStatus line={line} />
    </fieldset>
  )
}
