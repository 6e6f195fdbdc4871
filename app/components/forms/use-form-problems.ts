import { useEffect, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import type { FormId } from '~/lib/forms/common'
import { decodeProblems, type Problem } from '~/lib/forms/problems'
import { toast } from '~/lib/toast'

const noSubscription = () => () => {}

/**
 * The problems shown under a form's fields: at first those the collector sent the visitor back
 * with after a post without JavaScript (read after hydration, so the pre-rendered HTML still
 * matches), then those of the form's latest answer, passed to `show` (`show([])` clears them).
 */
export function useFormProblems(form: FormId) {
  const { t } = useTranslation()
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => '',
  )
  const [latest, show] = useState<Problem[]>()
  const returned = decodeProblems(search, form)
  const count = returned.length
  const rateLimited = returned.some((problem) => problem.code === 'RATE_LIMITED')

  useEffect(() => {
    if (count === 0) return
    toast({
      title: t('forms.fieldErrorsTitle'),
      description: rateLimited ? t('forms.rateLimitedText') : t('forms.fieldErrorsText'),
      variant: 'destructive',
    })
  }, [count, rateLimited, t])

  return { problems: latest ?? returned, show }
}
