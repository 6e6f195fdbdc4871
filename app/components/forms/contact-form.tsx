import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { usePagePath } from '~/lib/page-path'
import { facts } from '~/content/figures'
import { formEndpoints } from '~/content/site'
import { contactForm } from '~/lib/forms/contact'
import { fieldList, valuesFrom } from '~/lib/forms/contract'
import { formAnchors, honeypotField, nativeAction, problemSummaryId } from '~/lib/forms/common'
import { submitForm } from '~/lib/forms/submit'
import { toast } from '~/lib/toast'
import { Honeypot } from './honeypot'
import { RuleField } from './rule-field'
import { PrivacyLine } from './privacy-line'
import { SubmitButton } from './submit-button'
import { useFieldWords } from './use-field-words'
import { useFormDraft } from './use-form-draft'
import { useFormProblems } from './use-form-problems'
import { ProblemSummary } from './problem-summary'
import type { ReturnedPost } from '~/lib/forms/problems'

const fields = fieldList(contactForm)
const draftNames = fields.map((field) => field.name)
type Option<K extends 'topic' | 'productType' | 'quantity'> =
  (typeof contactForm.fields)[K]['options'][number]

/**
 * The contact enquiry, its fields as its table (lib/forms/contact.ts)
 * lists them. It posts natively to the collector until the app runs, then sends JSON and answers
 * with a toast; the visitor stays on the page. The page places it in its own card, under its
 * section heading (hence an `h3` title by default). `returned` is a post the collector refused, when
 * the page is rendered again for it.
 */
export function ContactForm({
  titleAs: Title = 'h3',
  returned: refused,
}: {
  titleAs?: 'h2' | 'h3'
  returned?: ReturnedPost
}) {
  const { t } = useTranslation()
  const pagePath = usePagePath()
  const ref = useRef<HTMLFormElement>(null)
  const [pending, setPending] = useState(false)
  const draft = useFormDraft('contact', ref, draftNames)
  const { problems, returned, show } = useFormProblems(refused)
  const words = useFieldWords(contactForm, problems, returned?.values)
  const choices = {
    topic: {
      none: t('forms.contact.topicNone'),
      option: (value: Option<'topic'>) => words.option('topic', value),
    },
    productType: {
      none: t('forms.contact.productTypeNone'),
      option: (value: Option<'productType'>) => words.option('productType', value),
    },
    quantity: {
      none: t('forms.contact.quantityNone'),
      option: (value: Option<'quantity'>) => words.option('quantity', value),
    },
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    show([])
    setPending(true)
    const outcome = await submitForm(
      contactForm,
      formEndpoints.contact,
      valuesFrom(contactForm, data),
      String(data.get(honeypotField) ?? ''),
    )
    setPending(false)
    if (outcome.status === 'sent') {
      form.reset()
      draft.clear()
    }
    if (outcome.status === 'rejected') show(outcome.problems)
    toast(words.toast(outcome))
  }

  return (
    <form
      id={formAnchors.contact}
      ref={ref}
      action={nativeAction('contact', formEndpoints.contact, pagePath)}
      method="post"
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      className="relative"
    >
      <Title id="contact-form-title" className="text-2xl font-extrabold text-navy-900">
        {t('forms.contact.title')}
      </Title>
      <p className="mt-2 text-muted">{t('forms.contact.description', { hours: facts.replyHours })}</p>
      {returned && (
        <div className="mt-6">
          <ProblemSummary
            id={problemSummaryId('contact')}
            problems={returned.problems}
            itemOf={words.summaryItem}
          />
        </div>
      )}
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        {fields.map((field) => (
          <RuleField
            key={field.key}
            {...words.fieldProps(field.key)}
            choices={field.key in choices ? choices[field.key as keyof typeof choices] : undefined}
            className={field.kind === 'multiline' || field.key === 'topic' ? 'sm:col-span-2' : undefined}
          />
        ))}
      </div>
      <Honeypot />
      <SubmitButton
        pending={pending}
        label={t('forms.contact.submit')}
        pendingLabel={t('forms.contact.pending')}
        className="mt-6 w-full sm:w-auto"
      />
      <PrivacyLine className="mt-3" />
    </form>
  )
}
