import type { FieldRule, LineField } from '~/lib/forms/contract'
import { controlClass, Field } from './field'
import { OptionField, type Option } from './option-field'

/** The HTML attributes of a typed field's input, as its row in the form's table gives them. */
export function inputAttributes(rule: LineField) {
  return {
    name: rule.name,
    type: rule.kind,
    required: rule.required,
    maxLength: rule.maxLength,
    autoComplete: rule.autoComplete,
  }
}

/**
 * A field of a form's table as its labelled control: an input of its type, a textarea, or a
 * select of its options (an `OptionField`). The names of a choice's options come from the form
 * (`choices`); `value` is what a refused post typed back.
 */
export function RuleField({
  id,
  rule,
  label,
  shownLabel,
  placeholder,
  help,
  error,
  value,
  choices,
  className,
}: {
  id: string
  rule: FieldRule
  label: string
  shownLabel?: string
  placeholder?: string
  help?: string
  error?: string
  value?: string
  choices?: { none: string; option(value: string): string }
  className?: string
}) {
  if (rule.kind === 'choice') {
    const options = rule.options.map((value): Option => [value, choices?.option(value) ?? value])
    return (
      <OptionField
        {...{ id, rule, label, shownLabel, help, error, value, className, options }}
        none={choices?.none ?? ''}
      />
    )
  }
  return (
    <Field
      id={id}
      label={label}
      shownLabel={shownLabel}
      required={rule.required}
      help={help}
      error={error}
      className={className}
    >
      {(control) => {
        if (rule.kind === 'multiline') {
          return (
            <textarea
              {...control}
              name={rule.name}
              required={rule.required}
              maxLength={rule.maxLength}
              rows={5}
              placeholder={placeholder}
              defaultValue={value ?? ''}
              className={controlClass()}
            />
          )
        }
        if (rule.kind === 'number' || rule.kind === 'date') {
          return (
            <input
              {...control}
              name={rule.name}
              type={rule.kind}
              required={rule.required}
              {...(rule.kind === 'number'
                ? { min: rule.min, max: rule.max, step: rule.decimals ? 0.01 : 1 }
                : {})}
              defaultValue={value ?? ''}
              className={controlClass()}
            />
          )
        }
        return (
          <input
            {...control}
            {...inputAttributes(rule)}
            placeholder={placeholder}
            defaultValue={value ?? ''}
            className={controlClass()}
          />
        )
      }}
    </Field>
  )
}
