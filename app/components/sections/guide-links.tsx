import { ArrowRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { LocalizedLink } from '~/components/ui/localized-link'
import { informationPages, pagePaths } from '~/lib/paths'

/** The information pages as links under the process, where a buyer wants the detail of a stage. */
export function GuideLinks({ title }: { title: string }) {
  const { t } = useTranslation()
  return (
    <nav aria-labelledby="guides-heading" className="mt-14 text-center">
      <h3 id="guides-heading" className="text-lg font-bold text-navy-900">
        {title}
      </h3>
      <ul className="mt-5 flex flex-wrap justify-center gap-x-6 gap-y-3">
        {informationPages.map((id) => (
          <li key={id}>
            <LocalizedLink
              to={pagePaths[id]}
              className="group inline-flex min-h-10 items-center gap-1.5 font-semibold text-navy-900 underline-offset-4 hover:underline"
            >
              {t(`pages.${id}.nav`)}
              <ArrowRight
                aria-hidden="true"
                className="size-4 text-accent transition-transform group-hover:translate-x-0.5"
              />
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
