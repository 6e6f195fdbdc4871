import type { FieldRule } from '~/lib/forms/contract'
import { controlClass, Field } from './field'

export type Option = readonly [value: string, label: string]

/**
 * A choice of a form's table as a labelled select whose options are named by the form: in one
 * list, or in groups (the fabrics guide's families). The first option is the empty one, `none`;
 * `value` is what a refused post typed back.
 */
export function OptionField({
  id,
  rule,
  label,
  shownLabel,
  help,
  error,
  value,
  none,
  options = [],
  groups = [],
  className,
}: {
  id: string
  rule: FieldRule
  label: string
  shownLabel?: string
  help?: string
  error?: string
  value?: string
  none: string
  options?: readonly Option[]
  groups?: ReadonlyArray<{ label: string; options: readonly Option[] }>
  className?: string
}) {
  const list = (items: readonly Option[]) =>
    items.map(([value, text]) => (
      <option key={value} value={value}>
        {text}
      </option>
    ))
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
      {(control) => (
        // No `defaultValue` but a value typed back: Preact would mark its option selected as it
        // renders over the page, undoing a choice made before the script came. The empty first
        // option is the default.
        <select
          {...control}
          name={rule.name}
          required={rule.required}
          defaultValue={value || undefined}
          className={controlClass()}
        >
          <option value="">{none}</option>
          {list(options)}
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {list(group.options)}
            </optgroup>
          ))}
        </select>
      )}
    </Field>
  )
}
