import { LoaderCircle } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { formEndpoints } from '~/content/site'
import { formAnchors, honeypotField, maxLength } from '~/lib/forms/fields'
import { submitNewsletter } from '~/lib/forms/newsletter'
import { toast } from '~/lib/toast'
import { Button } from '../ui/button'
import { controlClass } from './field'
import { Honeypot } from './honeypot'
import { useFormProblems } from './use-form-problems'

/**
 * The footer newsletter signup. `noValidate` lets an empty submit reach our handler, which answers
 * with the spec's "Email required" toast instead of the browser's bubble.
 */
export function NewsletterForm() {
  const { t } = useTranslation()
  const [pending, setPending] = useState(false)
  const { problems, dismiss } = useFormProblems('newsletter')
  const invalid = problems.some((problem) => problem.field === 'email')

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const input = form.elements.namedItem('email') as HTMLInputElement
    dismiss()
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
    const honeypot = form.elements.namedItem(honeypotField) as HTMLInputElement | null
    setPending(true)
    const outcome = await submitNewsletter(
      formEndpoints.newsletter,
      input.value.trim(),
      honeypot?.value ?? '',
    )
    setPending(false)
    if (outcome.status === 'sent') {
      form.reset()
      toast({
        title: t('forms.newsletter.successTitle'),
        description: t('forms.newsletter.successText'),
        detail: outcome.reference && t('forms.reference', { reference: outcome.reference }),
      })
    } else {
      toast({
        title: t('forms.failureTitle'),
        description: t('forms.newsletter.failureText'),
        variant: 'destructive',
      })
    }
  }

  return (
    <form
      id={formAnchors.newsletter}
      action={formEndpoints.newsletter}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="relative grid gap-2"
    >
      <label htmlFor="newsletter-email" className="text-sm font-semibold text-white">
        {t('forms.newsletter.email')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={maxLength.email}
          placeholder={t('forms.newsletter.placeholder')}
          aria-invalid={invalid || undefined}
          defaultValue=""
          className={`${controlClass('dark')} min-w-0 flex-1 basis-44`}
        />
        <Button type="submit" disabled={pending} aria-disabled={pending} className="shrink-0">
          {pending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {pending ? t('forms.newsletter.pending') : t('forms.newsletter.submit')}
        </Button>
      </div>
      <Honeypot />
    </form>
  )
}
