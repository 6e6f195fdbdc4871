import { X } from 'lucide-react'
import { useId, type ComponentProps, type Ref } from 'react'
import { cn } from '~/lib/cn'
import { toastDuration } from '~/lib/toast'
import { buttonClass } from './button'

const panelClass = {
  toast:
    'fixed inset-auto right-4 bottom-20 m-0 w-[calc(100%-2rem)] max-w-sm gap-3 rounded-card border p-4 pr-10 shadow-lift open:flex open:animate-toast-in sm:bottom-24',
  alert:
    'm-auto w-[calc(100%-2rem)] max-w-md rounded-card border border-line bg-white p-6 text-ink shadow-lift backdrop:bg-navy-950/40 open:animate-toast-in sm:p-7',
} as const

/** A toast's colours: a failure stands out in the danger colour. */
const variantClass = {
  default: 'border-line bg-white text-ink',
  destructive: 'border-danger bg-danger text-white',
} as const

export type NoticeTone = keyof typeof panelClass

/**
 * The one way the site tells a visitor something in passing: a panel shown by the platform's
 * `popover="auto"`. Opening one closes any other, so there is one message at a time and a new one
 * replaces the old, whether a button opened it without a script (`NoticeButton`) or a script did
 * (the toasts of lib/toast, `Toaster`). A tap elsewhere or Escape closes it; a `toast` also closes
 * by itself after `timeout` (`NoticeTimer`), and an `alert` sits in the middle of the screen until
 * closed. It sits in a live region, so it is read out as it appears: urgently for a failure.
 */
export function NoticePanel({
  id,
  title,
  message,
  detail,
  dismissLabel,
  tone = 'toast',
  variant = 'default',
  timeout = toastDuration,
  panelRef,
}: {
  id: string
  title?: string
  message?: string
  /** A line under the message that the visitor may want to note, such as a reference. */
  detail?: string
  dismissLabel: string
  tone?: NoticeTone
  variant?: keyof typeof variantClass
  timeout?: number
  panelRef?: Ref<HTMLElement>
}) {
  const toast = tone === 'toast'
  return (
    <span role={tone === 'alert' || variant === 'destructive' ? 'alert' : 'status'} className="contents">
      <span
        id={id}
        ref={panelRef}
        popover="auto"
        data-notice-timeout={toast ? timeout : undefined}
        className={toast ? cn(panelClass.toast, variantClass[variant]) : panelClass.alert}
      >
        <span className="grid gap-1">
          {title && <strong className="font-semibold">{title}</strong>}
          {message && <span className={toast ? 'text-sm opacity-90' : 'leading-relaxed'}>{message}</span>}
          {detail && <span className="text-sm font-semibold">{detail}</span>}
        </span>
        {toast ? (
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
  )
}

/** A button that answers with a notice, opened on the first tap with no script (`NoticePanel`). */
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
  tone?: NoticeTone
}) {
  const id = useId()
  return (
    <>
      <button type="button" popoverTarget={id} {...props} />
      <NoticePanel id={id} title={title} message={message} dismissLabel={dismissLabel} tone={tone} />
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

/** Render once per page: it times the notices and the toasts alike. */
export function NoticeTimer() {
  return <script dangerouslySetInnerHTML={{ __html: noticeTimerScript }} />
}
