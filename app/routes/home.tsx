import { useTranslation } from 'react-i18next'
import { PageHeader } from '~/components/sections/page-header'
import { simplePageMeta } from '~/lib/meta'

export const meta = simplePageMeta('home')

const sections = ['about', 'products', 'services', 'contact'] as const

export default function HomePage() {
  const { t } = useTranslation()
  return (
    <>
      <div id="home">
        <PageHeader title={t('pages.home.heading')} lead={t('pages.home.description')} />
      </div>
      {sections.map((id) => (
        <section
          key={id}
          id={id}
          aria-labelledby={`${id}-heading`}
          className="mx-auto max-w-7xl px-4 py-20 sm:px-6"
        >
          <h2 id={`${id}-heading`} className="text-3xl font-extrabold text-navy-900">
            {t(`homeSections.${id}`)}
          </h2>
        </section>
      ))}
    </>
  )
}
