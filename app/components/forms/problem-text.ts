import type { TFunction } from 'i18next'
import type { Problem } from '~/lib/forms/problems'

/** The message shown under a field the collector sent back, in the page's language. */
export function problemText(t: TFunction, problems: Problem[], field: string, label: string, max: number) {
  const problem = problems.find((item) => item.field === field)
  return problem && t(`forms.errors.${problem.code}`, { field: label, max })
}
