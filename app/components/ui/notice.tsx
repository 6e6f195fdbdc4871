import { X } from 'lucide-react'
import { useId, type ComponentProps } from 'react'
import { toastDuration } from '~/lib/toast'
import { buttonClass } from './button'

const panelClass = {
  toast:
    'fixed inset-auto right-4 bottom-20 m-0 w-[calc(100%-2rem)] max-w-sm gap-3 rounded-card border border-line bg-white p-4 pr-10 text-ink shadow-lift open:flex open:animate-toast-in sm:bottom-24',
  alert:
    'm-auto w-[calc(100%-2rem)] max-w-md rounded-card border border-line bg-white p-6 text-ink shadow-lift backdrop:bg-navy-950/40 open:animate-toast-in sm:p-7',
} as const

/**
 * A button that answers with a short notice, shown by the platform's `popover`: it opens on the
 * first tap with no script, one notice at a time, and a tap elsewhere or Escape closes it. A
 * `toast` looks and times out like the site's toasts (see `NoticeTimer`); an `alert` sits in the
 * middle of the screen until closed. The notice sits in a live region, so it is read out as it
 * appears.
 */
export function NoticeButton({
  title,
  message,
  dismissLabel,
  tone = 'toast',
  ...props
}: Omit<ComponentProps<'button'>, 'title' | 'popoverTarget'> & {
  title?: string
  message: string
  dismissLabel: string
  tone?: keyof typeof panelClass
}) {
  const id = useId()
  return (
    <>
      <button type="button" popoverTarget={id} {...props} />
      <span role={tone === 'alert' ? 'alert' : 'status'} className="contents">
        <span
          id={id}
          popover="auto"
          data-notice-timeout={tone === 'toast' ? toastDuration : undefined}
          className={panelClass[tone]}
        >
          <span className="grid gap-1">
            {title && <strong className="font-semibold">{title}</strong>}
            <span className={tone === 'toast' ? 'text-sm opacity-90' : 'leading-relaxed'}>{message}</span>
          </span>
          {tone === 'toast' ? (
            <button
              type="button"
              popoverTarget={id}
              popoverTargetAction="hide"
              aria-label={dismissLabel}
              className="absolute top-3 right-3 rounded-full p-1 opacity-80 hover:opacity-100"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : (
            <button
              type="button"
              popoverTarget={id}
              popoverTargetAction="hide"
              className={buttonClass({ size: 'sm' }, 'mt-5')}
            >
              {dismissLabel}
            </button>
          )}
        </span>
      </span>
    </>
  )
}

/**
 * What HTML cannot do for a toast-like notice: close it by itself after its time, waiting while the
 * pointer or the focus is on it. It listens for notices opening, so it is never on a tap's path.
 */
const noticeTimerScript = `addEventListener('toggle', (event) => {
  const notice = event.target
  if (event.newState !== 'open' || !notice.dataset || !notice.dataset.noticeTimeout) return
  const opening = (notice.noticeOpening = {})
  const close = () => {
    if (notice.noticeOpening !== opening || !notice.matches(':popover-open')) return
    if (notice.matches(':hover, :focus-within')) setTimeout(close, 1000)
    else notice.hidePopover()
  }
  setTimeout(close, Number(notice.dataset.noticeTimeout))
}, true)`

/** Render once per page, with the notices. */
export function NoticeTimer() {
  return <script dangerouslySetInnerHTML={{ __html: noticeTimerScript }} />
}
