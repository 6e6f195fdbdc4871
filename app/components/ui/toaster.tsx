import { X } from 'lucide-react'
import { Toast } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { cn } from '~/lib/cn'
import { dismissToast, useToasts } from '~/lib/toast'

const variantClass = {
  default: 'border-line bg-white text-ink',
  destructive: 'border-danger bg-danger text-white',
} as const

/** Renders the toasts of `lib/toast`; Radix announces them to screen readers and pauses on hover. */
export function Toaster() {
  const { t } = useTranslation()
  const toasts = useToasts()
  return (
    <Toast.Provider swipeDirection="right" label={t('toast.announcement')}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          duration={item.duration}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id)
          }}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-card border p-4 pr-10 shadow-lift data-[state=open]:animate-toast-in',
            variantClass[item.variant],
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="font-semibold">{item.title}</Toast.Title>
            {(item.description || item.detail) && (
              <Toast.Description className="grid gap-1 text-sm">
                {item.description && <span className="opacity-90">{item.description}</span>}
                {item.detail && <span className="font-semibold">{item.detail}</span>}
              </Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label={t('toast.dismiss')}
            className="absolute top-3 right-3 rounded-full p-1 opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        // Radix puts the keyboard shortcut in place of {hotkey}.
        label={`${t('toast.region')} ({hotkey})`}
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none bottom-20 sm:right-4 sm:bottom-24"
      />
    </Toast.Provider>
  )
}
