import { fieldList, type FormContract, type FormValues } from '~/lib/forms/contract'

/** A form as a visitor first sees it: every field empty, for tests to fill the ones they need. */
export function emptyValues<C extends FormContract>(contract: C): FormValues<C> {
  return Object.fromEntries(fieldList(contract).map((field) => [field.key, ''])) as FormValues<C>
}
