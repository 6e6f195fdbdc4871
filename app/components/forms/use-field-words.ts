import { useTranslation } from 'react-i18next'
import { fieldNamed, type FieldKey, type FieldRule, type FormContract } from '~/lib/forms/contract'
import { fieldLabel, optionLabel, problemMessage, problemsText, type Translate } from '~/lib/forms/messages'
import type { Outcome } from '~/lib/forms/outcome'
import { toastFor } from '~/lib/forms/outcome-toast'
import type { Problem } from '~/lib/forms/problems'
import { useLocale } from '~/lib/use-locale'
import type { SummaryItem } from './problem-summary'

/** Typed text has an example in its placeholder; a list, a number or a date shows its own. */
const hasPlaceholder = (rule: FieldRule) => !rule.hidden && !['choice', 'number', 'date'].includes(rule.kind)

/** The id of a field's control on the page: the form's id and the field's key. */
const controlId = (contract: FormContract, key: string) => `${contract.id}-${key}`

/**
 * The words of a form's fields in the page's language, found by their keys in the form's table, with
 * the problems shown and the values a refused post typed back (`values`, by the fields' keys).
 */
export function useFieldWords<C extends FormContract>(
  contract: C,
  problems: Problem[],
  values: Readonly<Record<string, string>> = {},
) {
  const { t } = useTranslation()
  const locale = useLocale()
  // The keys are built from the table; `FieldWords` (in en-forms.ts) makes the typecheck prove them.
  const translate = t as unknown as Translate

  /** What `RuleField` needs to render the field, the problem shown under it and any value typed back. */
  function fieldProps<K extends FieldKey<C>>(key: K) {
    const rule: FieldRule = contract.fields[key]!
    const problem = problems.find((item) => item.field === rule.name && item.code)
    return {
      id: controlId(contract, key),
      rule: rule as C['fields'][K],
      label: fieldLabel(translate, contract, key),
      placeholder: hasPlaceholder(rule) ? translate(`forms.${contract.id}.placeholders.${key}`) : undefined,
      error: problem && problemMessage(translate, locale, contract, problem),
      value: Object.hasOwn(values, key) ? values[key] : undefined,
    }
  }

  /** A problem as the form's summary lists it, leading to its field's control when it has one. */
  const summaryItem = (problem: Problem): SummaryItem => {
    const field = problem.field === undefined ? undefined : fieldNamed(contract, problem.field)
    return {
      message: problemMessage(translate, locale, contract, problem) ?? '',
      controlId: field && controlId(contract, field.key),
    }
  }

  /** An answer's problems as one passage. */
  const summary = (list: Problem[]) => problemsText(translate, locale, contract, list)

  /** The toast a submission's outcome shows (`toastFor`, one rule for every form). */
  const toast = (outcome: Outcome) => toastFor(outcome, contract, translate, locale)

  /** An option of a choice in the form's words (`optionLabel`), or as sent when it has none. */
  const option = (key: FieldKey<C>, value: string) => optionLabel(translate, contract, key, value) ?? value

  return { fieldProps, summary, summaryItem, toast, option }
}

/** What a control of the quotation's table needs (`fieldProps`): its id, rule, label and any problem. */
export interface QuoteFieldProps {
  id: string
  rule: FieldRule
  label: string
  placeholder?: string
  error?: string
  value?: string
}
/** The props of a product line's field, by its key in the table (`line2QtyM`). */
export type QuoteFieldOf = (key: `line${number}${string}`) => QuoteFieldProps
