import { useState } from 'react'
import type { Problem, ReturnedPost } from '~/lib/forms/problems'

/**
 * The problems shown under a form's fields: at first those of the post the collector refused, when
 * the page was rendered again for it (`returned`), then those of the form's latest answer, passed to
 * `show` (`show([])` clears them). `returned` stays only until the form answers again.
 */
export function useFormProblems(returned: ReturnedPost | undefined) {
  const [latest, show] = useState<Problem[]>()
  return {
    problems: latest ?? returned?.problems ?? [],
    returned: latest === undefined ? returned : undefined,
    show,
  }
}
