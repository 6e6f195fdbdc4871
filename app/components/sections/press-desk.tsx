import { CircleCheck, Download, Mail, Newspaper } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { LineSheetLink } from '~/components/sections/line-sheet-link'
import { buttonClass } from '~/components/ui/button'
import type { PressContent } from '~/content/types/info-pages'
import { formatBytes } from '~/lib/format'
import { pressKit } from '~/lib/press-kit'
import { useLocale } from '~/lib/use-locale'

/**
 * The press office's address and the press kit, side by side under the page header. The kit is a
 * plain download link, so it works before any script, and names its size where the build knows it.
 */
export function PressDesk({
  email,
  contact,
  kit,
  kitBytes,
  lineSheetBytes,
}: {
  email: string
  contact: PressContent['contact']
  kit: PressContent['kit']
  kitBytes: number | null
  /** The line sheet of every category in the page's language, by its size, or null outside a build. */
  lineSheetBytes: number | null
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <div className="bg-surface">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2">
        <article
          aria-labelledby="press-contact-heading"
          className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
        >
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-soft text-accent">
            <Mail aria-hidden="true" className="size-6" />
          </span>
          <h2 id="press-contact-heading" className="mt-5 text-2xl font-extrabold text-navy-900">
            {contact.title}
          </h2>
          <p className="mt-3 leading-relaxed text-muted">{contact.text}</p>
          <p className="mt-4 text-lg font-bold break-all text-navy-900">{email}</p>
          <div className="mt-auto pt-6">
            <a href={`mailto:${email}`} className={buttonClass({ variant: 'secondary' })}>
              <Mail aria-hidden="true" className="size-4" />
              {contact.emailLabel}
            </a>
          </div>
        </article>
        <article
          aria-labelledby="press-kit-heading"
          className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
        >
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-navy-900 text-gold">
            <Newspaper aria-hidden="true" className="size-6" />
          </span>
          <h2 id="press-kit-heading" className="mt-5 text-2xl font-extrabold text-navy-900">
            {kit.title}
          </h2>
          <p className="mt-3 leading-relaxed text-muted">{kit.text}</p>
          <ul className="mt-4 grid gap-2">
            {kit.contents.map((item) => (
              <li key={item} className="flex items-start gap-2.5 text-navy-900">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                {item}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm leading-relaxed text-muted">
            {kit.more}{' '}
            <a
              href={`mailto:${email}?subject=${encodeURIComponent(kit.title)}`}
              className="font-semibold text-navy-900 underline underline-offset-2"
            >
              {kit.moreLabel}
            </a>
          </p>
          <div className="mt-auto flex flex-col items-start gap-3 pt-6">
            <a href={pressKit.path} download className={buttonClass({ wrap: true })}>
              <Download aria-hidden="true" className="size-4 shrink-0" />
              {kitBytes === null
                ? t('pressKit.downloadUnsized')
                : t('pressKit.download', { size: formatBytes(kitBytes, locale) })}
            </a>
            <LineSheetLink
              subject="all"
              bytes={lineSheetBytes}
              className={buttonClass({ variant: 'outline', wrap: true })}
            />
          </div>
        </article>
      </div>
    </div>
  )
}
