import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formEndpoints } from '~/content/site'
import { fieldList, valuesFrom, type FieldKey } from '~/lib/forms/contract'
import { formAnchors, honeypotField } from '~/lib/forms/fields'
import { quoteForm } from '~/lib/forms/quote'
import { submitFormWithFiles, type Progress } from '~/lib/forms/upload'
import { artworkField } from '~/lib/order/artwork'
import { toast } from '~/lib/toast'
import { ArtworkField } from './artwork-field'
import { ColourPalette } from './colour-palette'
import { Honeypot } from './honeypot'
import { OrderPreview } from './order-preview'
import { RuleField } from './rule-field'
import { SubmitButton } from './submit-button'
import { UploadProgress } from './upload-progress'
import { useFieldWords } from './use-field-words'
import { useFormDraft } from './use-form-draft'
import { useFormProblems } from './use-form-problems'
import { artworkFiles } from './use-form-reading'

type QuoteKey = FieldKey<typeof quoteForm>
type ProductType = (typeof quoteForm.fields.productType.options)[number]

/** The form's two parts and the fields of its table each shows, in order. */
const sections = {
  contactSection: ['customerName', 'company', 'email', 'phone', 'country', 'city', 'position', 'website'],
  designSection: ['productType', 'color', 'notes'],
} as const satisfies Record<string, readonly QuoteKey[]>

const draftNames = fieldList(quoteForm).map((field) => field.name)
const sectionClass = 'grid gap-5 rounded-card border border-line bg-surface/60 p-4 sm:p-6'
const legendClass = 'float-left mb-1 w-full text-lg font-bold text-navy-900'

/**
 * The Design Submission Form (spec sections 3-5, 7, 8), its fields as its table
 * (lib/forms/quote.ts) lists them. Its inputs carry the capitalised names the quotation is sent
 * with, so it also posts natively before the app has loaded.
 */
export function QuoteForm({ titleAs: Title = 'h2' }: { titleAs?: 'h2' | 'h3' }) {
  const { t } = useTranslation()
  const ref = useRef<HTMLFormElement>(null)
  const [pending, setPending] = useState(false)
  /** While files go: how far they are (undefined until the first bytes are reported). */
  const [upload, setUpload] = useState<{ progress?: Progress }>()
  const draft = useFormDraft('quote', ref, draftNames)
  const { problems, show } = useFormProblems('quote')
  const words = useFieldWords(quoteForm, problems)
  const artworkProblem = problems.find((problem) => problem.field === artworkField)

  /** The fields drawn by a control of their own; the others are a `RuleField` each. */
  const special: Partial<Record<QuoteKey, ReactNode>> = {
    color: <ColourPalette key="color" name={quoteForm.fields.color.name} onCleared={draft.save} />,
  }
  const help: Partial<Record<QuoteKey, string>> = {
    website: t('forms.quote.websiteHelp'),
    notes: t('forms.quote.notesHelp'),
  }
  const productTypes = {
    none: t('forms.quote.productTypeNone'),
    option: (value: ProductType) => t(`forms.quote.productTypes.${value}`),
  }
  const fieldOf = (key: QuoteKey) =>
    special[key] ?? (
      <RuleField
        key={key}
        {...words.fieldProps(key)}
        help={help[key]}
        choices={key === 'productType' ? productTypes : undefined}
      />
    )

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const files = artworkFiles(form)
    show([])
    setPending(true)
    if (files.length > 0) setUpload({})
    const outcome = await submitFormWithFiles(
      quoteForm,
      formEndpoints.quote,
      valuesFrom(quoteForm, data),
      String(data.get(honeypotField) ?? ''),
      { field: artworkField, files },
      { onProgress: (progress) => setUpload({ progress }) },
    )
    setPending(false)
    setUpload(undefined)
    if (outcome.status === 'sent') {
      form.reset()
      draft.clear()
      toast({
        title: t('forms.quote.successTitle'),
        description: t('forms.quote.successText'),
        detail: outcome.reference && t('forms.reference', { reference: outcome.reference }),
      })
    } else if (outcome.status === 'rejected') {
      show(outcome.problems)
      toast({
        title: t('forms.quote.rejectedTitle'),
        description: t('forms.quote.rejectedText', { messages: words.summary(outcome.problems) }),
        variant: 'destructive',
      })
    } else {
      toast({
        title: t('forms.failureTitle'),
        description: t('forms.quote.failureText'),
        variant: 'destructive',
      })
    }
  }

  return (
    <form
      id={formAnchors.quote}
      ref={ref}
      action={formEndpoints.quote}
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      aria-labelledby="quote-form-title"
      className="relative grid gap-6 rounded-card border border-line bg-white p-4 shadow-card sm:p-8"
    >
      <Title id="quote-form-title" className="text-2xl font-extrabold text-navy-900">
        {t('forms.quote.title')}
      </Title>
      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('forms.quote.contactSection')}</legend>
        <div className="grid gap-5 sm:grid-cols-2">{sections.contactSection.map(fieldOf)}</div>
      </fieldset>
      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('forms.quote.designSection')}</legend>
        {sections.designSection.map(fieldOf)}
        <div className="grid gap-x-6 gap-y-4 md:grid-cols-[minmax(0,1fr)_16rem]">
          <ArtworkField error={artworkProblem && words.summary([artworkProblem])} />
          <OrderPreview />
        </div>
      </fieldset>
      <Honeypot />
      {upload && <UploadProgress progress={upload.progress} />}
      <SubmitButton
        pending={pending}
        label={t('forms.quote.submit')}
        pendingLabel={t('forms.quote.pending')}
        className="w-full sm:w-auto sm:justify-self-start"
      />
    </form>
  )
}
