import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { formEndpoints } from '~/content/site'
import {
  formAnchors,
  honeypotField,
  maxLength,
  quoteFieldNames,
  quoteFields,
  quoteProductTypes,
  type QuoteField,
} from '~/lib/forms/fields'
import { submitQuote, type QuoteValues } from '~/lib/forms/quote'
import { toast } from '~/lib/toast'
import { ColourPalette } from './colour-palette'
import { controlClass, Field } from './field'
import { Honeypot } from './honeypot'
import { problemText } from './problem-text'
import { SizePicker } from './size-picker'
import { SubmitButton } from './submit-button'
import { useFormDraft } from './use-form-draft'
import { useFormProblems } from './use-form-problems'

type ContactInfoField =
  'customerName' | 'company' | 'email' | 'phone' | 'country' | 'city' | 'position' | 'website'

const contactInfo: {
  name: ContactInfoField
  type: string
  autoComplete: string
  max: number
  required?: boolean
}[] = [
  { name: 'customerName', type: 'text', autoComplete: 'name', max: maxLength.name, required: true },
  { name: 'company', type: 'text', autoComplete: 'organization', max: maxLength.company },
  { name: 'email', type: 'email', autoComplete: 'email', max: maxLength.email, required: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel', max: maxLength.phone, required: true },
  { name: 'country', type: 'text', autoComplete: 'country-name', max: maxLength.place },
  { name: 'city', type: 'text', autoComplete: 'address-level2', max: maxLength.place },
  { name: 'position', type: 'text', autoComplete: 'organization-title', max: maxLength.position },
  { name: 'website', type: 'url', autoComplete: 'url', max: maxLength.website },
]

const draftNames = quoteFields.map((field) => quoteFieldNames[field])
const sectionClass = 'grid gap-5 rounded-card border border-line bg-surface/60 p-4 sm:p-6'
const legendClass = 'float-left mb-1 w-full text-lg font-bold text-navy-900'

/**
 * The Design Submission Form (spec sections 3-5, 7, 8). Its inputs carry the capitalised names the
 * quotation is sent with, so it also posts natively before the app has loaded.
 */
export function QuoteForm({ titleAs: Title = 'h2' }: { titleAs?: 'h2' | 'h3' }) {
  const { t } = useTranslation()
  const ref = useRef<HTMLFormElement>(null)
  const [pending, setPending] = useState(false)
  const draft = useFormDraft('quote', ref, draftNames)
  const { problems, dismiss } = useFormProblems('quote')
  const label = (field: QuoteField) => t(`forms.quote.${field}`)
  const error = (field: QuoteField, max: number) =>
    problemText(t, problems, quoteFieldNames[field], label(field), max)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const values = Object.fromEntries(
      quoteFields.map((field) => [field, String(data.get(quoteFieldNames[field]) ?? '')]),
    ) as QuoteValues
    dismiss()
    setPending(true)
    const outcome = await submitQuote(formEndpoints.quote, values, String(data.get(honeypotField) ?? ''))
    setPending(false)
    if (outcome.status === 'sent') {
      form.reset()
      draft.clear()
      toast({
        title: t('forms.quote.successTitle'),
        description: t('forms.quote.successText'),
        detail: outcome.reference && t('forms.reference', { reference: outcome.reference }),
      })
    } else if (outcome.status === 'rejected') {
      toast({
        title: t('forms.quote.rejectedTitle'),
        description: t('forms.quote.rejectedText', { messages: outcome.messages.join(', ') }),
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
        <div className="grid gap-5 sm:grid-cols-2">
          {contactInfo.map((field) => (
            <Field
              key={field.name}
              id={`quote-${field.name}`}
              label={label(field.name)}
              required={field.required}
              help={field.name === 'website' ? t('forms.quote.websiteHelp') : undefined}
              error={error(field.name, field.max)}
            >
              {(control) => (
                <input
                  {...control}
                  name={quoteFieldNames[field.name]}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  required={field.required}
                  maxLength={field.max}
                  placeholder={t(`forms.quote.placeholders.${field.name}`)}
                  defaultValue=""
                  className={controlClass()}
                />
              )}
            </Field>
          ))}
        </div>
      </fieldset>
      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('forms.quote.designSection')}</legend>
        <Field
          id="quote-productType"
          label={label('productType')}
          error={error('productType', maxLength.name)}
        >
          {(control) => (
            <select {...control} name={quoteFieldNames.productType} className={controlClass()}>
              <option value="">{t('forms.quote.productTypeNone')}</option>
              {quoteProductTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`forms.quote.productTypes.${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <ColourPalette name={quoteFieldNames.color} onCleared={draft.save} />
        <SizePicker name={quoteFieldNames.size} />
        <Field
          id="quote-notes"
          label={label('notes')}
          help={t('forms.quote.notesHelp')}
          error={error('notes', maxLength.message)}
        >
          {(control) => (
            <textarea
              {...control}
              name={quoteFieldNames.notes}
              rows={5}
              maxLength={maxLength.message}
              placeholder={t('forms.quote.placeholders.notes')}
              defaultValue=""
              className={controlClass()}
            />
          )}
        </Field>
      </fieldset>
      <Honeypot />
      <SubmitButton
        pending={pending}
        label={t('forms.quote.submit')}
        pendingLabel={t('forms.quote.pending')}
        className="w-full sm:w-auto sm:justify-self-start"
      />
    </form>
  )
}
