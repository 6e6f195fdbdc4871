import { LoaderCircle } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { usePagePath } from '~/lib/page-path'
import { formEndpoints } from '~/content/site'
import { formAnchors, honeypotField, nativeAction, problemSummaryId } from '~/lib/forms/common'
import { withConsent } from '~/lib/forms/consent'
import { valuesFrom } from '~/lib/forms/contract'
import { newsletterForm } from '~/lib/forms/newsletter'
import { submitForm } from '~/lib/forms/submit'
import { toast } from '~/lib/toast'
import { Button } from '../ui/button'
import { controlClass } from './field'
import { inputAttributes } from './rule-field'
import { Honeypot } from './honeypot'
import { PrivacyLine } from './privacy-line'
import { useFieldWords } from './use-field-words'
import { useFormProblems } from './use-form-problems'
import { ProblemSummary } from './problem-summary'
import type { ReturnedPost } from '~/lib/forms/problems'

/**
 * The footer newsletter signup. `noValidate` lets an empty submit reach our handler, which answers
 * with an "Email required" toast, in the page's language and look, instead of the browser's bubble.
 * `returned` is a post the collector refused, when the page is rendered again for it.
 */
export function NewsletterForm({ returned: refused }: { returned?: ReturnedPost }) {
  const { t } = useTranslation()
  const pagePath = usePagePath()
  const [pending, setPending] = useState(false)
  const { problems, returned, show } = useFormProblems(refused)
  const words = useFieldWords(newsletterForm, problems, returned?.values)
  const email = words.fieldProps('email')

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const input = form.elements.namedItem(email.rule.name) as HTMLInputElement
    show([])
    if (input.value.trim() === '') {
      toast({
        title: t('forms.newsletter.emptyTitle'),
        description: t('forms.newsletter.emptyText'),
        variant: 'destructive',
      })
      input.focus()
      return
    }
    if (!input.checkValidity()) {
      input.reportValidity()
      return
    }
    const data = new FormData(form)
    setPending(true)
    const outcome = await submitForm(
      newsletterForm,
      withConsent(formEndpoints.newsletter),
      valuesFrom(newsletterForm, data),
      String(data.get(honeypotField) ?? ''),
    )
    setPending(false)
    if (outcome.status === 'sent') form.reset()
    if (outcome.status === 'rejected') show(outcome.problems)
    toast(words.toast(outcome))
  }

  return (
    <form
      id={formAnchors.newsletter}
      action={nativeAction('newsletter', withConsent(formEndpoints.newsletter), pagePath)}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="relative grid gap-2"
    >
      {returned && (
        <ProblemSummary
          id={problemSummaryId('newsletter')}
          problems={returned.problems}
          itemOf={words.summaryItem}
          tone="dark"
        />
      )}
      <label htmlFor={email.id} className="text-sm font-semibold text-white">
        {email.label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={email.id}
          {...inputAttributes(email.rule)}
          placeholder={email.placeholder}
          aria-invalid={email.error ? true : undefined}
          aria-describedby={email.error ? `${email.id}-error` : undefined}
          defaultValue={email.value ?? ''}
          className={`${controlClass('dark')} min-w-0 flex-1 basis-44`}
        />
        <Button type="submit" disabled={pending} aria-disabled={pending} className="shrink-0">
          {pending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {pending ? t('forms.newsletter.pending') : t('forms.newsletter.submit')}
        </Button>
      </div>
      {email.error && (
        <p id={`${email.id}-error`} className="text-sm font-medium text-gold">
          {email.error}
        </p>
      )}
      <PrivacyLine consent tone="dark" />
      <Honeypot />
    </form>
  )
}
