import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { usePagePath } from '~/lib/page-path'
import type { OptionNames } from '~/lib/order/option-names'
import { formEndpoints } from '~/content/site'
import { fieldList, isControl, valuesFrom, type FieldKey } from '~/lib/forms/contract'
import { formAnchors, honeypotField, nativeAction, postAddress, problemSummaryId } from '~/lib/forms/common'
import type { Translate } from '~/lib/forms/messages'
import { quoteForm } from '~/lib/forms/quote'
import { submitFormWithFiles, type Progress } from '~/lib/forms/upload'
import { artworkField } from '~/lib/order/artwork'
import { maxLines } from '~/lib/order/catalogue'
import { addLineField, lineOf, linesShown } from '~/lib/order/lines'
import { readOrder, specFieldsOf } from '~/lib/order/order'
import { orderSummary } from '~/lib/order/summary'
import { countText } from '~/lib/order/wording'
import { toast } from '~/lib/toast'
import { useLocale } from '~/lib/use-locale'
import { ArtworkField } from './artwork-field'
import { DeliveryFields } from './delivery-fields'
import { Honeypot } from './honeypot'
import { lineElementId, openLines, removeLine } from './line-actions'
import { OrderPreview } from './order-preview'
import { AddLineButton, ProductLine } from './product-line'
import { RosterCheck } from './roster-check'
import { SampleFields } from './sample-fields'
import { RuleField } from './rule-field'
import { PrivacyLine } from './privacy-line'
import { SubmitButton } from './submit-button'
import { UploadProgress } from './upload-progress'
import { useFieldWords, type QuoteFieldOf } from './use-field-words'
import { draftRestoredEvent, useFormDraft } from './use-form-draft'
import { useFormProblems } from './use-form-problems'
import { useLineCount } from './use-line-count'
import { ProblemSummary } from './problem-summary'
import type { ReturnedPost } from '~/lib/forms/problems'
import { artworkFiles } from './use-form-reading'
import { createOrderStore, OrderContext, useOrder } from './use-order'
import { useScripted } from './use-scripted'
import { usePrefill } from './use-prefill'

type QuoteKey = FieldKey<typeof quoteForm>

const contactFields = [
  'customerName',
  'company',
  'email',
  'phone',
  'country',
  'city',
  'position',
  'website',
] as const satisfies readonly QuoteKey[]

/**
 * Every field the page has a control for; the derived ones are worked out as the form is sent, and
 * a hidden one is the page's own, never the visitor's draft.
 */
const draftNames = fieldList(quoteForm)
  .filter((field) => isControl(field) && !field.hidden)
  .map((field) => field.name)
const lineNumbers = Array.from({ length: maxLines }, (_, index) => index + 1)
const sectionClass = 'grid gap-5 rounded-card border border-line bg-surface/60 p-4 sm:p-6'
const legendClass = 'float-left mb-1 w-full text-lg font-bold text-navy-900'

/** The pieces over every line, as the buyer types; only a script can add them up. */
function OrderTotal() {
  const { t } = useTranslation()
  const locale = useLocale()
  const scripted = useScripted()
  const total = countText(
    t as unknown as Translate,
    'pieces',
    useOrder((order) => order.total),
    locale,
  )
  if (!scripted) return null
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg bg-navy-900 px-4 py-3 text-white">
      <span className="font-semibold">{t('forms.quote.builder.orderTotal')}</span>
      <output aria-live="polite" className="text-lg font-extrabold tabular-nums">
        {total}
      </output>
    </div>
  )
}

/**
 * The Design Submission Form grown into an order builder: contact
 * details, product lines with their size matrices, a roster, dates and terms, as the quotation's
 * table (lib/forms/quote.ts) lists them. Every control carries the name it is posted with, so the
 * form also posts natively before, or without, its script; the script adds the totals, checks and
 * plan, and sends the derived fields (`ProductType`, `Color`, `Size`, `Summary`) with the rest.
 * `names` are the fabric and print-method names of the guides (lib/order/option-names.ts);
 * `returned` is a post the collector refused, when the page is rendered again for it.
 */
export function QuoteForm({
  names,
  titleAs: Title = 'h2',
  returned: refused,
}: {
  names: OptionNames
  titleAs?: 'h2' | 'h3'
  returned?: ReturnedPost
}) {
  const { t } = useTranslation()
  const translate = t as unknown as Translate
  const locale = useLocale()
  const pagePath = usePagePath()
  const ref = useRef<HTMLFormElement>(null)
  const [pending, setPending] = useState(false)
  const [store] = useState(createOrderStore)
  /** While files go: how far they are (undefined until the first bytes are reported). */
  const [upload, setUpload] = useState<{ progress?: Progress }>()

  // Before the draft hook below, whose effect puts a draft back: these hear that it did.
  useEffect(() => store.follow(ref.current!), [store])
  useEffect(() => {
    const form = ref.current!
    const openFilled = () => {
      store.refresh()
      openLines(
        form,
        store.get().lines.map((line) => line.line),
      )
    }
    form.addEventListener(draftRestoredEvent, openFilled)
    return () => form.removeEventListener(draftRestoredEvent, openFilled)
  }, [store])

  const lines = useLineCount(
    linesShown({
      values: refused?.values,
      fields: refused?.problems.map((problem) => problem.field ?? ''),
      asked: refused?.lines,
    }),
  )
  // A page the server wrote values into (a refused post, or an order to repeat) keeps them: an older
  // draft is not put back over them. A draft's lines are shown before it is put back into them.
  const draft = useFormDraft('quote', ref, draftNames, {
    restore: !refused,
    prepare: (saved, put) => lines.show(linesShown({ values: saved }), put),
  })
  usePrefill(ref, store, lines, draft.save)
  const { problems, returned, show } = useFormProblems(refused)
  const repeatOf = refused?.repeatOf
  const words = useFieldWords(quoteForm, problems, returned?.values)
  const field = (key: string) => words.fieldProps(key as QuoteKey)
  const notes = words.fieldProps('notes')
  const roster = words.fieldProps('roster')
  const repeatField = words.fieldProps('repeatOf')
  const artworkProblem = problems.find((problem) => problem.field === artworkField)

  // A line the collector found a problem in is opened, so the problem can be seen.
  useEffect(() => {
    openLines(
      ref.current!,
      problems.flatMap((problem) => lineOf(problem.field ?? '') ?? []),
    )
  }, [problems])

  function colourCleared() {
    draft.save()
    store.refresh()
  }

  /** Focus goes to line `line`'s header, or to the offer of another line where there is none. */
  function focusLine(line: number) {
    const form = ref.current!
    const header = form.querySelector<HTMLElement>(`#${lineElementId(line)} > summary`)
    ;(header ?? form.querySelector<HTMLElement>(`button[name="${addLineField}"]`))?.focus()
  }

  function add(line: number) {
    lines.show(line, () => focusLine(line))
  }

  function remove(line: number) {
    removeLine(ref.current!, line)
    // Where the line was: the next line, moved up, or the offer of another.
    lines.drop(() => focusLine(line))
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const order = readOrder((name) => {
      const value = data.get(name)
      return typeof value === 'string' ? value : ''
    })
    const spec = specFieldsOf(order)
    const values = {
      ...valuesFrom(quoteForm, data),
      productType: spec?.ProductType ?? '',
      color: spec?.Color ?? '',
      size: spec?.Size ?? '',
      summary: orderSummary(order, translate, locale, { names }),
    }
    const files = artworkFiles(form)
    show([])
    setPending(true)
    if (files.length > 0) setUpload({})
    const outcome = await submitFormWithFiles(
      quoteForm,
      formEndpoints.quote,
      values,
      String(data.get(honeypotField) ?? ''),
      { field: artworkField, files },
      { onProgress: (progress) => setUpload({ progress }) },
    )
    setPending(false)
    setUpload(undefined)
    if (outcome.status === 'sent') {
      form.reset()
      lines.reset()
      draft.clear()
    } else if (outcome.status === 'rejected') {
      show(outcome.problems)
    }
    toast(words.toast(outcome))
  }

  return (
    <form
      id={formAnchors.quote}
      ref={ref}
      action={nativeAction('quote', formEndpoints.quote, pagePath)}
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      aria-labelledby="quote-form-title"
      className="relative grid gap-6 rounded-card border border-line bg-white p-4 shadow-card sm:p-8"
    >
      <Title id="quote-form-title" className="text-2xl font-extrabold text-navy-900">
        {t('forms.quote.title')}
      </Title>
      {repeatOf && (
        <p className="text-ink">{t('forms.quote.builder.repeatIntro', { reference: repeatOf })}</p>
      )}
      {returned && returned.problems.length > 0 && (
        <ProblemSummary
          id={problemSummaryId('quote')}
          problems={returned.problems}
          itemOf={words.summaryItem}
        />
      )}
      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('forms.quote.contactSection')}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {contactFields.map((key) => (
            <RuleField
              key={key}
              {...words.fieldProps(key)}
              help={key === 'website' ? t('forms.quote.websiteHelp') : undefined}
            />
          ))}
        </div>
      </fieldset>
      <OrderContext.Provider value={store}>
        <fieldset className={sectionClass}>
          <legend className={legendClass}>{t('forms.quote.designSection')}</legend>
          <div className="-mt-2 grid gap-1 text-sm text-muted">
            <p>{t('forms.quote.builder.intro', { max: maxLines })}</p>
            <p>{t('forms.quote.builder.minimums')}</p>
          </div>
          <div className="grid gap-3">
            {lineNumbers.slice(0, lines.count).map((line) => (
              <ProductLine
                key={line}
                line={line}
                names={names}
                field={field as QuoteFieldOf}
                repeatOf={repeatOf}
                onColourCleared={colourCleared}
                onRemove={remove}
              />
            ))}
            {lines.count < maxLines && (
              <AddLineButton
                line={lines.count + 1}
                action={postAddress(formEndpoints.quote, pagePath)}
                onAdd={add}
              />
            )}
          </div>
          <OrderTotal />
          <div className="grid gap-x-6 gap-y-4 md:grid-cols-[minmax(0,1fr)_16rem]">
            <ArtworkField
              error={artworkProblem && words.summary([artworkProblem])}
              returned={Boolean(returned) && !repeatOf && returned?.artworkSent !== false}
            />
            <OrderPreview />
          </div>
          <RuleField {...notes} help={t('forms.quote.notesHelp')} />
        </fieldset>
        <fieldset className={sectionClass}>
          <legend className={legendClass}>{t('forms.quote.samples.title')}</legend>
          <SampleFields sample={words.fieldProps('sample')} />
        </fieldset>
        <fieldset className={sectionClass}>
          <legend className={legendClass}>{t('forms.quote.rosterSection')}</legend>
          <RuleField {...roster} help={t('forms.quote.rosterCheck.help')} />
          <RosterCheck />
        </fieldset>
        <fieldset className={sectionClass}>
          <legend className={legendClass}>{t('forms.quote.deliverySection')}</legend>
          <DeliveryFields field={field} />
        </fieldset>
      </OrderContext.Provider>
      <input type="hidden" name={repeatField.rule.name} defaultValue={repeatField.value ?? ''} />
      <Honeypot />
      {upload && <UploadProgress progress={upload.progress} />}
      <SubmitButton
        pending={pending}
        label={t('forms.quote.submit')}
        pendingLabel={t('forms.quote.pending')}
        className="w-full sm:w-auto sm:justify-self-start"
      />
      <PrivacyLine />
    </form>
  )
}
