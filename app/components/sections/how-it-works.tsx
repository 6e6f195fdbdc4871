import type { CustomDesignContent } from '~/content/types/info-pages'

/** Numbered steps from enquiry to production, in a row on wide screens. */
export function HowItWorks({ steps }: { steps: CustomDesignContent['steps']['items'] }) {
  return (
    <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-card border border-line bg-white p-6 shadow-card">
          <span
            aria-hidden="true"
            className="inline-flex size-11 items-center justify-center rounded-full bg-navy-900 text-lg font-extrabold text-gold"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-bold text-navy-900">{step.title}</h3>
          <p className="mt-2 leading-relaxed text-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  )
}
