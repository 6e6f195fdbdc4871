import { ChevronDown, Plus, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { OptionNames } from '~/lib/order/option-names'
import { optionLabel, type Translate } from '~/lib/forms/messages'
import { quoteForm } from '~/lib/forms/quote'
import { decorations, lineSamples, placements, productTypes } from '~/lib/order/catalogue'
import { addLineField } from '~/lib/order/lines'
import { isSiteCollector } from '~/lib/forms/common'
import { colourName, countText, decorationName, productName, sizeName } from '~/lib/order/wording'
import { useLocale } from '~/lib/use-locale'
import { ColourPalette } from './colour-palette'
import { lineElementId } from './line-actions'
import { OptionField } from './option-field'
import { RuleField } from './rule-field'
import { SizeMatrix } from './size-matrix'
import type { QuoteFieldOf } from './use-field-words'
import { useOrder } from './use-order'
import { useScripted } from './use-scripted'

const builder = 'forms.quote.builder'

/** A line's parts, by what follows `Line{n}` in their posted names, and their words' keys. */
const parts = {
  Style: 'style',
  ProductType: 'productType',
  Fabric: 'fabric',
  Decoration: 'decoration',
  Placement: 'placement',
  Color: 'color',
  Pantone: 'pantone',
  Sample: 'sample',
} as const
type Part = keyof typeof parts

/** What the buyer says about one product: what it is, its colour, fabric, decoration and sizes. */
function LineFields({
  line,
  names,
  field,
  repeatOf,
  onColourCleared,
}: {
  line: number
  names: OptionNames
  field: QuoteFieldOf
  /** The reference of the earlier request the form repeats, whose artwork stays with it. */
  repeatOf?: string
  onColourCleared: () => void
}) {
  const { t } = useTranslation()
  const translate = t as unknown as Translate
  const locale = useLocale()
  const props = (part: Part) => field(`line${line}${part}`)
  const style = props('Style')
  const sample = props('Sample')
  const shown = (part: Part) => t(`${builder}.parts.${parts[part]}`)
  const productType = props('ProductType')
  const fabric = props('Fabric')
  const decoration = props('Decoration')
  const placement = props('Placement')
  const colour = props('Color')
  const pantone = props('Pantone')
  return (
    <>
      {repeatOf && (
        <p className="rounded-lg border border-line bg-surface/70 px-3.5 py-2.5 text-sm text-ink">
          {t(`${builder}.repeatArtwork`, { reference: repeatOf })}
        </p>
      )}
      <RuleField
        {...style}
        shownLabel={shown('Style')}
        placeholder={t(`${builder}.stylePlaceholder`)}
        help={t(`${builder}.styleHelp`)}
        className="sm:max-w-sm"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <OptionField
          {...productType}
          shownLabel={shown('ProductType')}
          none={t('forms.quote.productTypeNone')}
          options={productTypes.map((type) => [
            type,
            optionLabel(translate, quoteForm, 'productType', type)!,
          ])}
        />
        <OptionField
          {...fabric}
          shownLabel={shown('Fabric')}
          none={t(`${builder}.fabricNone`)}
          groups={names.fabricGroups.map((group) => ({
            label: group.title,
            options: group.fabrics.map((fabric) => [fabric, names.fabrics[fabric]]),
          }))}
        />
        <OptionField
          {...decoration}
          shownLabel={shown('Decoration')}
          none={t(`${builder}.decorationNone`)}
          options={decorations.map((decoration) => [
            decoration,
            decorationName(decoration, translate, names),
          ])}
        />
        <OptionField
          {...placement}
          shownLabel={shown('Placement')}
          none={t(`${builder}.placementNone`)}
          options={placements.map((placement) => [placement, t(`${builder}.placements.${placement}`)])}
        />
      </div>
      <div className="grid gap-4">
        <ColourPalette
          id={colour.id}
          name={colour.rule.name}
          label={colour.label}
          shownLabel={shown('Color')}
          value={colour.value}
          onCleared={onColourCleared}
        />
        <RuleField
          {...pantone}
          shownLabel={shown('Pantone')}
          placeholder={t(`${builder}.pantonePlaceholder`)}
          help={t(`${builder}.pantoneHelp`)}
          className="sm:max-w-sm"
        />
      </div>
      <SizeMatrix line={line} field={field} />
      <OptionField
        {...sample}
        shownLabel={shown('Sample')}
        none={t(`${builder}.sampleNone`)}
        options={lineSamples.map((choice) => [
          choice,
          choice === 'size-set'
            ? t(`${builder}.sampleSizeSet`)
            : t(`${builder}.samplePiece`, { size: sizeName(choice, translate, locale) }),
        ])}
        className="sm:max-w-md"
      />
    </>
  )
}

/** A closed line in a few words: "Line 2 · Jersey · Navy · 120 pieces", or just "Line 2" while empty. */
function LineSummary({ line }: { line: number }) {
  const { t } = useTranslation()
  const translate = t as unknown as Translate
  const locale = useLocale()
  const entry = useOrder((order) => order.lines.find((item) => item.line === line))
  if (!entry) return t(`${builder}.line`, { line })
  return [
    t(`${builder}.line`, { line }),
    productName(entry, translate) ?? t(`${builder}.noProduct`),
    entry.color && colourName(entry.color, translate),
    entry.total > 0 && countText(translate, 'pieces', entry.total, locale),
  ]
    .filter(Boolean)
    .join(' · ')
}

/**
 * Lines 2 and on: a `<details>`, open as it is added (or as the page comes with it filled in), that
 * the buyer may close to a one-line summary of it. Only a line the form shows is in the page.
 */
function LineDetails({
  line,
  onRemove,
  children,
}: {
  line: number
  onRemove: (line: number) => void
  children: ReactNode
}) {
  const { t } = useTranslation()
  const scripted = useScripted()
  return (
    <details
      id={lineElementId(line)}
      open
      className="order-line group relative rounded-card border border-line bg-white open:shadow-card"
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 rounded-card px-4 py-3 font-semibold text-navy-900 hover:bg-navy-50 group-open:rounded-b-none [&::-webkit-details-marker]:hidden">
        <span className="min-w-0 group-open:hidden">
          <LineSummary line={line} />
        </span>
        <span className="hidden text-lg font-bold group-open:inline">{t(`${builder}.line`, { line })}</span>
        <ChevronDown
          aria-hidden="true"
          className="ml-auto size-5 shrink-0 text-muted group-open:rotate-180"
        />
      </summary>
      <fieldset className="grid gap-5 border-t border-line p-3.5 sm:p-5">
        <legend className="sr-only">{t(`${builder}.line`, { line })}</legend>
        {scripted && (
          // Shown in the open line's header, beside its title; it comes after it for the keyboard.
          <button
            type="button"
            onClick={() => onRemove(line)}
            className="absolute top-2 right-11 inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-accent-strong hover:bg-accent-soft"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t(`${builder}.removeLine`)}
          </button>
        )}
        {children}
      </fieldset>
    </details>
  )
}

/**
 * "Add another product": with the builder's script, `onAdd` shows line `line`; without, the button
 * posts the form (unchecked: a half-filled form may ask for a line), and the collector answers with
 * the builder again, one line longer, as typed, scrolled to the new line (`action`'s fragment).
 * Only the site's own collector (an address on the site) answers so; a hosted form service would
 * store the post as a request, so with one the button waits for the script.
 */
export function AddLineButton({
  line,
  action,
  onAdd,
}: {
  line: number
  /** Where the form posts, without its fragment (`postAddress`). */
  action: string
  onAdd: (line: number) => void
}) {
  const { t } = useTranslation()
  const scripted = useScripted()
  if (!isSiteCollector(action) && !scripted) return null
  return (
    <button
      type="submit"
      name={addLineField}
      value={line}
      formAction={`${action}#${lineElementId(line)}`}
      formNoValidate
      onClick={(event) => {
        event.preventDefault()
        onAdd(line)
      }}
      className="flex min-h-12 w-full items-center gap-3 rounded-card border border-dashed border-navy-300 bg-white px-4 py-3 text-left font-semibold text-navy-900 hover:bg-navy-50"
    >
      <Plus aria-hidden="true" className="size-5 shrink-0 text-accent" />
      {t(`${builder}.addLine`)}
    </button>
  )
}

/** One product line of the quotation: the first always shown, the others as the buyer adds them. */
export function ProductLine({
  line,
  names,
  field,
  repeatOf,
  onColourCleared,
  onRemove,
}: {
  line: number
  names: OptionNames
  field: QuoteFieldOf
  repeatOf?: string
  onColourCleared: () => void
  onRemove: (line: number) => void
}) {
  const { t } = useTranslation()
  const fields = (
    <LineFields
      line={line}
      names={names}
      field={field}
      repeatOf={repeatOf}
      onColourCleared={onColourCleared}
    />
  )
  if (line > 1)
    return (
      <LineDetails line={line} onRemove={onRemove}>
        {fields}
      </LineDetails>
    )
  return (
    <fieldset
      id={lineElementId(line)}
      className="grid gap-5 rounded-card border border-line bg-white p-3.5 shadow-card sm:p-5"
    >
      <legend className="float-left mb-1 w-full text-lg font-bold text-navy-900">
        {t(`${builder}.line`, { line })}
      </legend>
      {fields}
    </fieldset>
  )
}
