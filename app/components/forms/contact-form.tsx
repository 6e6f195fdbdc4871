import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { facts } from '~/content/figures'
import { formEndpoints } from '~/content/site'
import { submitContact, type ContactValues } from '~/lib/forms/contact'
import {
  contactFields,
  contactProductTypes,
  formAnchors,
  honeypotField,
  maxLength,
  quantities,
  type ContactField,
} from '~/lib/forms/fields'
import { toast } from '~/lib/toast'
import { controlClass, Field } from './field'
import { Honeypot } from './honeypot'
import { problemText } from './problem-text'
import { SubmitButton } from './submit-button'
import { useFormDraft } from './use-form-draft'
import { useFormProblems } from './use-form-problems'

type TextField = Exclude<ContactField, 'productType' | 'quantity' | 'message'>

const textFields: { name: TextField; type: string; autoComplete: string; max: number; required?: boolean }[] =
  [
    { name: 'name', type: 'text', autoComplete: 'name', max: maxLength.name, required: true },
    { name: 'email', type: 'email', autoComplete: 'email', max: maxLength.email, required: true },
    { name: 'company', type: 'text', autoComplete: 'organization', max: maxLength.company },
    { name: 'phone', type: 'tel', autoComplete: 'tel', max: maxLength.phone },
    { name: 'country', type: 'text', autoComplete: 'country-name', max: maxLength.place },
    { name: 'city', type: 'text', autoComplete: 'address-level2', max: maxLength.place },
    { name: 'position', type: 'text', autoComplete: 'organization-title', max: maxLength.position },
  ]

/**
 * The contact enquiry (spec sections 3-5, 7, 8). It posts natively to the collector until the app
 * runs, then sends JSON and answers with a toast; the visitor stays on the page. The page places it
 * in its own card, under its section heading (hence an `h3` title by default).
 */
export function ContactForm({ titleAs: Title = 'h3' }: { titleAs?: 'h2' | 'h3' }) {
  const { t } = useTranslation()
  const ref = useRef<HTMLFormElement>(null)
  const [pending, setPending] = useState(false)
  const draft = useFormDraft('contact', ref, contactFields)
  const { problems, dismiss } = useFormProblems('contact')
  const label = (field: ContactField) => t(`forms.contact.${field}`)
  const error = (field: ContactField, max: number) => problemText(t, problems, field, label(field), max)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const values = Object.fromEntries(
      contactFields.map((field) => [field, String(data.get(field) ?? '')]),
    ) as ContactValues
    dismiss()
    setPending(true)
    const outcome = await submitContact(formEndpoints.contact, values, String(data.get(honeypotField) ?? ''))
    setPending(false)
    if (outcome.status === 'sent') {
      form.reset()
      draft.clear()
      toast({
        title: t('forms.contact.successTitle'),
        description: t('forms.contact.successText'),
        detail: outcome.reference && t('forms.reference', { reference: outcome.reference }),
      })
    } else {
      toast({
        title: t('forms.failureTitle'),
        description: t('forms.contact.failureText'),
        variant: 'destructive',
      })
    }
  }

  return (
    <form
      id={formAnchors.contact}
      ref={ref}
      action={formEndpoints.contact}
      method="post"
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      className="relative"
    >
      <Title id="contact-form-title" className="text-2xl font-extrabold text-navy-900">
        {t('forms.contact.title')}
      </Title>
      <p className="mt-2 text-muted">{t('forms.contact.description', { hours: facts.replyHours })}</p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        {textFields.map((field) => (
          <Field
            key={field.name}
            id={`contact-${field.name}`}
            label={label(field.name)}
            required={field.required}
            error={error(field.name, field.max)}
          >
            {(control) => (
              <input
                {...control}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                required={field.required}
                maxLength={field.max}
                placeholder={t(`forms.contact.placeholders.${field.name}`)}
                defaultValue=""
                className={controlClass()}
              />
            )}
          </Field>
        ))}
        <Field
          id="contact-productType"
          label={label('productType')}
          error={error('productType', maxLength.name)}
        >
          {(control) => (
            <select {...control} name="productType" className={controlClass()}>
              <option value="">{t('forms.contact.productTypeNone')}</option>
              {contactProductTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`forms.contact.productTypes.${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="contact-quantity" label={label('quantity')} error={error('quantity', maxLength.name)}>
          {(control) => (
            <select {...control} name="quantity" className={controlClass()}>
              <option value="">{t('forms.contact.quantityNone')}</option>
              {quantities.map((quantity) => (
                <option key={quantity} value={quantity}>
                  {t(`forms.contact.quantities.${quantity}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id="contact-message"
          label={label('message')}
          required
          error={error('message', maxLength.message)}
          className="sm:col-span-2"
        >
          {(control) => (
            <textarea
              {...control}
              name="message"
              required
              rows={5}
              maxLength={maxLength.message}
              placeholder={t('forms.contact.placeholders.message')}
              defaultValue=""
              className={controlClass()}
            />
          )}
        </Field>
      </div>
      <Honeypot />
      <SubmitButton
        pending={pending}
        label={t('forms.contact.submit')}
        pendingLabel={t('forms.contact.pending')}
        className="mt-6 w-full sm:w-auto"
      />
    </form>
  )
}
