import { lazy, Suspense, useState } from 'react'
import { useToasts } from '~/lib/toast'

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })))

/**
 * Where toasts appear. Most visits never see one, so the toaster's code is fetched with the first
 * toast and then stays, letting later toasts animate in and out as usual.
 */
export function ToastOutlet() {
  const hasToasts = useToasts().length > 0
  const [needed, setNeeded] = useState(false)
  if (hasToasts && !needed) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
