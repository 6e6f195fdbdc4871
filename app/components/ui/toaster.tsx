import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { dismissToast, useToasts, type Toast } from '~/lib/toast'
import { NoticePanel } from './notice'

/**
 * Renders the toasts of `lib/toast` as notices (`NoticePanel`): the same panel, timer and
 * one-at-a-time rule as the notices a button opens without a script, so a toast replaces a notice
 * on screen and a notice replaces a toast.
 */
export function Toaster() {
  const { t } = useTranslation()
  const toasts = useToasts()
  return (
    <section aria-label={t('toast.region')}>
      <ol className="contents">
        {toasts.map((item) => (
          <li key={item.id} className="contents">
            <ShownToast item={item} dismissLabel={t('toast.dismiss')} />
          </li>
        ))}
      </ol>
    </section>
  )
}

/** One toast, opened as it arrives; once closed (timer, button, Escape, another notice) it is gone. */
function ShownToast({ item, dismissLabel }: { item: Toast; dismissLabel: string }) {
  const panel = useRef<HTMLElement>(null)
  useEffect(() => {
    const element = panel.current
    if (!element) return
    const closed = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed') dismissToast(item.id)
    }
    element.addEventListener('toggle', closed)
    element.showPopover()
    return () => element.removeEventListener('toggle', closed)
  }, [item.id])
  return (
    <NoticePanel
      id={`toast-${item.id}`}
      panelRef={panel}
      title={item.title}
      message={item.description}
      detail={item.detail}
      variant={item.variant}
      timeout={item.duration}
      dismissLabel={dismissLabel}
    />
  )
}
