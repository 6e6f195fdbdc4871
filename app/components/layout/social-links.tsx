import { useTranslation } from 'react-i18next'
import { site } from '~/content/site'
import { NoticeButton } from '../ui/notice'

const icons = {
  twitter:
    'M18.2 2.3h3.4l-7.4 8.4 8.7 11.5h-6.8l-5.3-7-6.1 7H1.3l7.9-9L.9 2.3h7l4.8 6.4zm-1.2 17.9h1.9L7 4.2H5z',
  instagram:
    'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4zM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zM12 2.2c-2.7 0-3 0-4 .1C4.3 2.4 2.4 4.3 2.3 8c-.1 1-.1 1.3-.1 4s0 3 .1 4c.1 3.7 2 5.6 5.7 5.7 1 .1 1.3.1 4 .1s3 0 4-.1c3.7-.1 5.6-2 5.7-5.7.1-1 .1-1.3.1-4s0-3-.1-4c-.1-3.7-2-5.6-5.7-5.7-1-.1-1.3-.1-4-.1zm0 1.8c2.6 0 2.9 0 4 .1 2.6.1 3.8 1.3 3.9 3.9.1 1 .1 1.4.1 4s0 2.9-.1 4c-.1 2.6-1.3 3.8-3.9 3.9-1 .1-1.4.1-4 .1s-2.9 0-4-.1c-2.6-.1-3.8-1.3-3.9-3.9C4 14.9 4 14.6 4 12s0-2.9.1-4C4.2 5.4 5.4 4.2 8 4.1c1-.1 1.4-.1 4-.1z',
  linkedin:
    'M20.4 20.5h-3.6v-5.6c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9v5.7H9.3V9h3.4v1.6c.5-.9 1.7-1.8 3.4-1.8 3.6 0 4.3 2.4 4.3 5.5zM5.3 7.4a2.1 2.1 0 1 1 0-4.2 2.1 2.1 0 0 1 0 4.2zM7.1 20.5H3.6V9h3.5zM22.2 0H1.8C.8 0 0 .8 0 1.7v20.6c0 .9.8 1.7 1.8 1.7h20.4c1 0 1.8-.8 1.8-1.7V1.7C24 .8 23.2 0 22.2 0z',
} as const

const networks = ['twitter', 'instagram', 'linkedin'] as const
export type SocialProfiles = Readonly<Record<(typeof networks)[number], string>>
const buttonClass =
  'inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-accent'

/**
 * A configured profile is a plain link to it; until one is set, its button says the feature is not
 * there yet (a platform popover, so both work with no script).
 */
export function SocialLinks({ profiles = site.social }: { profiles?: SocialProfiles }) {
  const { t } = useTranslation()
  return (
    <ul className="flex gap-2">
      {networks.map((network) => {
        const icon = (
          <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" focusable="false">
            <path d={icons[network]} fill="currentColor" />
          </svg>
        )
        const url = profiles[network]
        return (
          <li key={network}>
            {url ? (
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t(`footer.${network}`)}
                className={buttonClass}
              >
                {icon}
              </a>
            ) : (
              <NoticeButton
                aria-label={t(`footer.${network}`)}
                className={buttonClass}
                title={t('footer.socialTitle')}
                message={t('footer.socialDescription')}
                dismissLabel={t('toast.dismiss')}
              >
                {icon}
              </NoticeButton>
            )}
          </li>
        )
      })}
    </ul>
  )
}
