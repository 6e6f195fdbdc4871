import type { ReactNode } from 'react'

/** The closing call to action of a page: a short pitch and one or two buttons. */
export function CtaBand({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section className="bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <div className="relative overflow-hidden rounded-card bg-navy-900 px-6 py-12 text-white shadow-lift sm:px-12">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(circle_at_100%_0%,rgb(194_65_12/0.45),transparent_50%)]"
          />
          <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 className="text-3xl font-extrabold">{title}</h2>
              <p className="mt-3 text-lg text-white/85">{text}</p>
            </div>
            <div className="flex flex-wrap gap-3">{children}</div>
          </div>
        </div>
      </div>
    </section>
  )
}
