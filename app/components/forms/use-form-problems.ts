import { useEffect, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import type { FormId } from '~/lib/forms/fields'
import { decodeProblems, type Problem } from '~/lib/forms/problems'
import { toast } from '~/lib/toast'

const noSubscription = () => () => {}

/**
 * The problems the collector found in a form posted before JavaScript ran (it sends the visitor back
 * with them in the query string). Read after hydration, so the pre-rendered HTML still matches.
 */
export function useFormProblems(form: FormId) {
  const { t } = useTranslation()
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => '',
  )
  const [dismissed, setDismissed] = useState(false)
  const problems: Problem[] = dismissed ? [] : decodeProblems(search, form)
  const count = problems.length
  const rateLimited = problems.some((problem) => problem.code === 'RATE_LIMITED')

  useEffect(() => {
    if (count === 0) return
    toast({
      title: t('forms.fieldErrorsTitle'),
      description: rateLimited ? t('forms.rateLimitedText') : t('forms.fieldErrorsText'),
      variant: 'destructive',
    })
  }, [count, rateLimited, t])

  return { problems, dismiss: () => setDismissed(true) }
}
