import { PageHeader } from '~/components/sections/page-header'
import { ProseSections } from '~/components/sections/prose-sections'
import { termsContent, termsSections } from '~/content/terms'
import { useContent } from '~/lib/use-content'
import { contentPageMeta } from '~/lib/meta'

export const meta = contentPageMeta(termsContent)

export default function TermsPage() {
  const { page, header, contents, keyFigures, sections } = useContent(termsContent)
  return (
    <>
      <PageHeader eyebrow={header.eyebrow} title={page.heading} lead={header.lead} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-16">
        <div className="space-y-10 lg:sticky lg:top-28 lg:self-start">
          <section
            aria-labelledby="key-figures-heading"
            className="rounded-card border border-line bg-surface p-6"
          >
            <h2
              id="key-figures-heading"
              className="text-sm font-bold tracking-[0.16em] text-accent uppercase"
            >
              {keyFigures.title}
            </h2>
            <dl className="mt-2 grid grid-cols-2 gap-x-6 sm:grid-cols-3 lg:grid-cols-1">
              {keyFigures.items.map((item) => (
                <div
                  key={item.id}
                  className="flex flex-col-reverse justify-end border-b border-line py-3 last:border-b-0"
                >
                  <dt className="text-sm text-muted">{item.label}</dt>
                  <dd className="text-lg font-extrabold text-navy-900">{item.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <nav aria-label={contents} className="hidden lg:block">
            <p className="text-sm font-bold tracking-[0.16em] text-accent uppercase">{contents}</p>
            <ol className="mt-4 grid gap-1 text-sm">
              {termsSections.map((id, index) => (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    className="flex gap-2 rounded-lg border-l-2 border-transparent px-3 py-1.5 font-semibold text-navy-900 hover:border-accent hover:bg-navy-50"
                  >
                    <span className="text-muted tabular-nums">{index + 1}.</span>
                    {sections[id].title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </div>
        <ProseSections numbered sections={termsSections.map((id) => ({ id, ...sections[id] }))} />
      </div>
    </>
  )
}
