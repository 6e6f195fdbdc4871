import { describe, expect, it } from 'vitest'
import { i18nFor } from '~/i18n/config'
import type { Locale } from '~/lib/locale'
import { contactForm } from './contact'
import type { FormContract } from './contract'
import type { Translate } from './messages'
import { newsletterForm } from './newsletter'
import type { Outcome } from './outcome'
import { toastFor } from './outcome-toast'
import { quoteForm } from './quote'

const translate =
  (locale: Locale): Translate =>
  (key, values) =>
    i18nFor(locale).t(key as never, values)

const shown = (outcome: Outcome, contract: FormContract, locale: Locale) =>
  toastFor(outcome, contract, translate(locale), locale)

const sent: Outcome = { status: 'sent', reference: 'SS-7KQ2M9XD' }
const failed: Outcome = { status: 'failed' }
/** A refusal of the address, which all three forms ask for under their own posted name. */
const rejected = (contract: FormContract): Outcome => ({
  status: 'rejected',
  problems: [{ field: contract.fields.email!.name, code: 'TYPE_EMAIL' }],
})

describe('the toast of each outcome, one rule for the three forms', () => {
  it('sent: the form’s thanks, with the reference to note', () => {
    expect(shown(sent, contactForm, 'en')).toEqual({
      title: 'Message Sent!',
      description: 'Thank you for contacting us. We will reply within 24\u00a0hours.',
      detail: 'Your reference: SS-7KQ2M9XD',
      variant: 'default',
    })
    expect(shown(sent, quoteForm, 'es')).toMatchObject({
      title: '¡Solicitud de presupuesto enviada!',
      detail: 'Su referencia: SS-7KQ2M9XD',
      variant: 'default',
    })
    expect(shown(sent, newsletterForm, 'en')).toMatchObject({
      title: 'Check your inbox',
      description: 'Confirm your subscription with the link we have just e-mailed you.',
      variant: 'default',
    })
    expect(shown({ status: 'sent' }, newsletterForm, 'es').detail).toBeUndefined()
  })

  it('rejected: what to fix, in the form’s own label, never "try again later"', () => {
    expect(shown(rejected(contactForm), contactForm, 'en')).toEqual({
      title: 'Submission Error',
      description: `Please fix the issues: ${translate('en')('forms.contact.email')} must be a valid e-mail address.`,
      variant: 'destructive',
    })
    expect(shown(rejected(quoteForm), quoteForm, 'en').description).toBe(
      'Please fix the issues: Email Address must be a valid e-mail address.',
    )
    expect(shown(rejected(newsletterForm), newsletterForm, 'es')).toEqual({
      title: 'Error en la solicitud',
      description: `Revise estos datos: El campo «${translate('es')('forms.newsletter.email')}» no contiene una dirección válida (por ejemplo, nombre@empresa.com).`,
      variant: 'destructive',
    })
  })

  it('failed: the form’s apology, since nothing typed was refused', () => {
    expect(shown(failed, contactForm, 'en')).toEqual({
      title: 'Oops! Something went wrong.',
      description: 'Could not send your message. Please try again later.',
      variant: 'destructive',
    })
    expect(shown(failed, quoteForm, 'en').description).toBe(
      'Could not submit your request. Please check your internet connection and try again.',
    )
    expect(shown(failed, newsletterForm, 'es')).toEqual({
      title: 'Se ha producido un error',
      description: 'No se ha podido completar la suscripción. Inténtelo de nuevo más tarde.',
      variant: 'destructive',
    })
  })

  it('every form has words for every outcome in both languages', () => {
    for (const locale of ['en', 'es'] as const)
      for (const contract of [contactForm, quoteForm, newsletterForm])
        for (const outcome of [sent, rejected(contract), failed]) {
          const toast = shown(outcome, contract, locale)
          expect(`${toast.title} ${toast.description}`).not.toMatch(/forms\.|\{\{/)
        }
  })
})
