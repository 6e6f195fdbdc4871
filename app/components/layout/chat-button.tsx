import { useTranslation } from 'react-i18next'
import { site } from '~/content/site'

export const chatUrl = site.chatNumber ? `https://wa.me/${site.chatNumber}` : ''

/** The floating chat-app button: opens a chat with the company's number in a new tab. */
export function ChatButton() {
  const { t } = useTranslation()
  if (!chatUrl) return null
  return (
    // A landmark of its own: everything on the page belongs to one, and this button floats apart.
    <aside aria-label={t('chat.region')}>
      <a
        href={chatUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('chat.open')}
        title={t('chat.open')}
        className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-[#1a7f4b] text-white shadow-lift transition-transform hover:scale-105 sm:right-6 sm:bottom-6"
      >
        <svg viewBox="0 0 24 24" className="size-7" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.4.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.7.5-.1 1.5-.6 1.7-1.2s.2-1.1.2-1.2l-.5-.3z"
          />
        </svg>
      </a>
    </aside>
  )
}
