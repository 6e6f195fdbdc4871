// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../../server/app'
import { wordsIn } from '../../server/words'
import { validate } from '../../server/forms/schemas'
import { testEnv } from '../../server/test/env'
import { optionNames } from '~/lib/order/option-names'
import { contactForm } from '~/lib/forms/contact'
import { fieldList, isControl, keyedValues, type FormContract, type ListedField } from '~/lib/forms/contract'
import { newsletterForm } from '~/lib/forms/newsletter'
import type { ReturnedPost } from '~/lib/forms/problems'
import { quoteForm } from '~/lib/forms/quote'
import { addDays, localToday } from '~/lib/order/planner'
import { useLocale } from '~/lib/use-locale'
import { renderWithApp } from '~/testing/render-with-app'
import { ContactForm } from '~/components/forms/contact-form'
import { NewsletterForm } from '~/components/forms/newsletter-form'
import { QuoteForm } from '~/components/forms/quote-form'
import { maxLines } from '~/lib/order/catalogue'

/**
 * The page and the collector read each form's table; these prove they agree on every field of it,
 * whatever the table says: what the page lets through, the collector takes, and what it refuses,
 * the page marks and words as the collector does.
 */
/**
 * The quotation as its page gives it: with the guides' names of its options, in the page's
 * language, and every product line shown, as once the buyer has added them all (the page opens
 * with the first alone), so that every field of the table has its control.
 */
const everyLine: ReturnedPost = {
  form: 'quote',
  values: {},
  problems: [],
  lines: maxLines,
  artworkSent: false,
}
function QuotePage({ returned = everyLine }: { returned?: ReturnedPost }) {
  return <QuoteForm names={optionNames(useLocale())} returned={returned} />
}

const forms: Array<[string, FormContract, FormComponent]> = [
  ['contact', contactForm, ContactForm],
  ['quote', quoteForm, QuotePage],
  ['newsletter', newsletterForm, NewsletterForm],
]

afterEach(() => {
  window.history.replaceState(null, '', '/')
  vi.restoreAllMocks()
})

type FormComponent = ComponentType<{ returned?: ReturnedPost }>

/** The form at `path`, as its page renders it; with `returned`, for a post the collector refused. */
function render(Form: FormComponent, path = '/', returned?: ReturnedPost) {
  window.history.replaceState(null, '', path)
  const { container } = renderWithApp(<Form returned={returned} />, { path })
  return container.querySelector('form')!
}

const controlsNamed = (form: HTMLFormElement, name: string) => [
  ...form.querySelectorAll<HTMLInputElement>(`[name="${name}"]`),
]

/** The values a visitor can choose in the page: a select's options or a group's radios. */
const offered = (controls: HTMLElement[]) =>
  controls
    .flatMap((control) => (control instanceof HTMLSelectElement ? [...control.options] : [control]))
    .map((control) => (control as HTMLInputElement).value)
    .filter(Boolean)

/** A value of `length` characters that the control's type takes. */
function valueOfLength(type: string, length: number) {
  if (type === 'email') return `${'a'.repeat(length - 13)}@club.example`
  if (type === 'url') return `https://club.example/${'a'.repeat(length - 21)}`
  return 'a'.repeat(length)
}

/** A value the control of a number or date field takes: its least number, a day next month. */
function valueFor(control: HTMLInputElement) {
  if (control.type === 'number') return control.min
  if (control.type === 'date') return addDays(localToday(), 30)!
  return valueOfLength(control.type, 30)
}

/**
 * A submission the collector takes, built from what the page offers. The derived fields are left
 * out: the page works them out as it sends the form.
 */
function goodBody(form: HTMLFormElement, contract: FormContract) {
  return Object.fromEntries(
    fieldList(contract)
      .filter(isControl)
      .map((field) => {
        const controls = controlsNamed(form, field.name)
        if ('format' in field && field.format === 'styleCode') return [field.name, aStyleCode]
        return [field.name, offered(controls)[0] ?? valueFor(controls[0]!)]
      }),
  )
}

/** A code of the shape the catalogue's styles are written in. */
const aStyleCode = 'SS-SOC-101'

const problemOf = (contract: FormContract, body: Record<string, unknown>, field: ListedField) =>
  validate(contract.id, body).problems.find((problem) => problem.field === field.name)?.code

describe.each(forms)('the %s form', (_id, contract, Form) => {
  // The fields the page shows a control for; the derived ones it fills in as it sends the form, the
  // hidden ones it posts back as the server wrote them.
  const isHidden = (field: ListedField) => 'hidden' in field && field.hidden === true
  const fields = fieldList(contract)
    .filter(isControl)
    .filter((field) => !isHidden(field))
  const hidden = fieldList(contract).filter(isHidden)
  const derived = fieldList(contract).filter((field) => !isControl(field))

  if (hidden.length > 0) {
    it.each(hidden.map((field) => [field.name, field] as const))(
      '%s: is a hidden control, and the collector bounds what comes back in it',
      (_name, field) => {
        const form = render(Form)
        expect(controlsNamed(form, field.name).map((control) => control.getAttribute('type'))).toEqual([
          'hidden',
        ])
        const maxLength = 'maxLength' in field ? field.maxLength : 0
        expect(maxLength).toBeGreaterThan(0)
        const good = goodBody(form, contract)
        expect(problemOf(contract, { ...good, [field.name]: 'a'.repeat(maxLength + 1) }, field)).toBe(
          'TOO_LONG',
        )
      },
    )
  }

  if (derived.length > 0) {
    it.each(derived.map((field) => [field.name]))(
      '%s: is derived, so the page has no control for it',
      (name) => {
        expect(controlsNamed(render(Form), name)).toEqual([])
      },
    )
  }

  it.each(['/', '/es/contact'])(
    'shows every field of its table, named as sent and labelled, at %s',
    (path) => {
      const form = render(Form, path)
      for (const field of fields) {
        const controls = controlsNamed(form, field.name)
        expect(controls.length, field.name).toBeGreaterThan(0)
        for (const control of controls) {
          expect(control, field.name).toHaveAccessibleName(/^(?!.*forms\.)\S/)
        }
      }
    },
  )

  it.each(fields.map((field) => [field.name, field] as const))(
    '%s: is required in the page exactly when the collector refuses the form without it',
    (_name, field) => {
      const form = render(Form)
      const { [field.name]: _left, ...without } = goodBody(form, contract)
      const required = controlsNamed(form, field.name).some((control) => control.required)
      expect(problemOf(contract, without, field) === 'REQUIRED_FIELD_MISSING').toBe(required)
      expect(problemOf(contract, { ...without, [field.name]: ' ' }, field)).toBe(
        required ? 'REQUIRED_FIELD_EMPTY' : undefined,
      )
    },
  )

  it.each(fields.map((field) => [field.name, field] as const))(
    '%s: the collector takes what the page lets through, and refuses the rest',
    (_name, field) => {
      const form = render(Form)
      const good = goodBody(form, contract)
      const controls = controlsNamed(form, field.name)
      const choices = offered(controls)
      if (choices.length > 0) {
        for (const value of choices)
          expect(problemOf(contract, { ...good, [field.name]: value }, field)).toBe(undefined)
        expect(problemOf(contract, { ...good, [field.name]: 'not-offered' }, field)).toBe('INVALID_OPTION')
        return
      }
      const [control] = controls as [HTMLInputElement]
      if ('format' in field && field.format === 'styleCode') {
        expect(control.maxLength).toBe(field.maxLength)
        expect(problemOf(contract, { ...good, [field.name]: aStyleCode }, field)).toBe(undefined)
        expect(problemOf(contract, { ...good, [field.name]: 'club dot example' }, field)).toBe(
          'INVALID_STYLE_CODE',
        )
        return
      }
      if (field.kind === 'number') {
        expect(control.type).toBe('number')
        expect([control.min, control.max]).toEqual([String(field.min), String(field.max)])
        expect(control.step).toBe(field.decimals === 2 ? '0.01' : '1')
        const step = field.decimals === 2 ? 0.01 : 1
        expect(problemOf(contract, { ...good, [field.name]: String(field.max) }, field)).toBe(undefined)
        expect(problemOf(contract, { ...good, [field.name]: String(field.max + 1) }, field)).toBe(
          'OUT_OF_RANGE',
        )
        // Finer than the input's step: the collector refuses what the browser would not send.
        expect(problemOf(contract, { ...good, [field.name]: String(field.min + step / 2) }, field)).toBe(
          'NOT_A_NUMBER',
        )
        expect(problemOf(contract, { ...good, [field.name]: 'twelve' }, field)).toBe('NOT_A_NUMBER')
        return
      }
      if (field.kind === 'date') {
        expect(control.type).toBe('date')
        expect(problemOf(contract, { ...good, [field.name]: addDays(localToday(), 7)! }, field)).toBe(
          undefined,
        )
        expect(problemOf(contract, { ...good, [field.name]: addDays(localToday(), -7)! }, field)).toBe(
          'DATE_PASSED',
        )
        expect(problemOf(contract, { ...good, [field.name]: 'next spring' }, field)).toBe('INVALID_DATE')
        return
      }
      expect(control.maxLength, 'maxlength').toBeGreaterThan(0)
      const longest = valueOfLength(control.type, control.maxLength)
      expect(problemOf(contract, { ...good, [field.name]: longest }, field)).toBe(undefined)
      expect(problemOf(contract, { ...good, [field.name]: `${longest}a` }, field)).toBe('TOO_LONG')
      const notOfType = { email: 'TYPE_EMAIL', url: 'TYPE_URL' }[control.type]
      expect(problemOf(contract, { ...good, [field.name]: 'club dot example' }, field)).toBe(notOfType)
    },
  )

  it.each(fields.filter((field) => field.kind !== 'choice').map((field) => [field.name, field] as const))(
    '%s: a problem sent back is shown under it in the words of the collector',
    (_name, field) => {
      const problem = { field: field.name, code: 'TOO_LONG' as const }
      const form = render(Form, '/es/contact', { form: contract.id, values: {}, problems: [problem] })
      const [control] = controlsNamed(form, field.name)
      expect(control).toHaveAttribute('aria-invalid', 'true')
      expect(control).toHaveAccessibleDescription(
        expect.stringContaining(wordsIn('es').problemMessage(contract.id, problem)),
      )
      // The form's summary names it too, and leads to its control.
      const item = form.querySelector(`#${contract.id}-form-problems li a`)
      expect(item?.textContent).toBe(wordsIn('es').problemMessage(contract.id, problem))
      expect(item).toHaveAttribute('href', `#${control!.id}`)
    },
  )

  it('puts every value of a refused post back into its control', () => {
    const sent = goodBody(render(Form), contract)
    const values = keyedValues(contract, sent) as Record<string, string>
    const form = render(Form, '/', { form: contract.id, values, problems: [] })
    for (const field of fields) {
      const holding = controlsNamed(form, field.name).filter((control) =>
        control.type === 'radio' ? control.checked : true,
      )
      expect(
        holding.map((control) => control.value),
        field.name,
      ).toEqual([sent[field.name]])
    }
  })
})

describe('a form sent with its script', () => {
  it("marks the fields the collector refused, with the collector's words", async () => {
    const app = await buildApp(testEnv())
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      const answer = await app.inject({
        method: 'POST',
        url: String(url),
        headers: init?.headers as Record<string, string>,
        payload: init?.body as string,
      })
      return new Response(answer.body, { status: answer.statusCode })
    })
    const form = render(ContactForm)
    // Past the browser's own check, as a visitor whose browser lets it through would be.
    fireEvent.change(controlsNamed(form, 'email')[0]!, { target: { value: 'jane@club' } })
    fireEvent.submit(form)
    const name = screen.getByRole('textbox', { name: /Full Name/ })
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'))
    expect(name).toHaveAccessibleDescription('Full Name is required.')
    expect(screen.getByRole('textbox', { name: /Email/ })).not.toHaveAttribute('aria-invalid')
    await app.close()
  })
})
