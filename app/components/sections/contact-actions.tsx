import { MessageCircle, Phone } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { chatUrl } from '~/components/layout/chat-button'
import { buttonClass } from '~/components/ui/button'
import { NoticeButton } from '~/components/ui/notice'
import { site } from '~/content/site'
import type { ContactContent } from '~/content/types'

/**
 * "Call Now" dials the configured phone and "Live Chat" opens the chat app. A deployment without a
 * number says in a notice that the feature is not there yet: a button never leads nowhere.
 */
export function ContactActions(content: Pick<ContactContent, 'callNow' | 'liveChat' | 'newTab'>) {
  const { t } = useTranslation()
  const notYet = {
    title: t('common.notImplementedTitle'),
    message: t('common.notImplementedDescription'),
    dismissLabel: t('toast.dismiss'),
  }
  const phoneIcon = <Phone aria-hidden="true" className="size-4" />
  const chatIcon = <MessageCircle aria-hidden="true" className="size-4" />
  return (
    <div className="flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row">
      {site.phone.dial ? (
        <a href={`tel:${site.phone.dial}`} className={buttonClass({ size: 'lg' }, 'grow')}>
          {phoneIcon}
          {content.callNow}
        </a>
      ) : (
        <NoticeButton {...notYet} className={buttonClass({ size: 'lg' }, 'grow')}>
          {phoneIcon}
          {content.callNow}
        </NoticeButton>
      )}
      {chatUrl ? (
        <a
          href={chatUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass({ variant: 'ghostLight', size: 'lg' }, 'grow')}
        >
          {chatIcon}
          {content.liveChat}
          <span className="sr-only">{content.newTab}</span>
        </a>
      ) : (
        <NoticeButton {...notYet} className={buttonClass({ variant: 'ghostLight', size: 'lg' }, 'grow')}>
          {chatIcon}
          {content.liveChat}
        </NoticeButton>
      )}
    </div>
  )
}
