import { Lock } from 'lucide-react'
import { PaymentBadges } from '~/components/ui/payment-badges'
import type { ProductPageContent } from '~/content/types'

/** Card logos and the promise that payments are safe, in one quiet strip. */
export function PaymentsBanner({ content }: { content: ProductPageContent['payments'] }) {
  return (
    <section aria-labelledby="payments-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-col gap-6 rounded-card border border-line bg-navy-50 p-6 sm:p-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="flex gap-4">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-navy-900 text-gold">
              <Lock aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h2 id="payments-heading" className="text-xl font-bold text-navy-900">
                {content.title}
              </h2>
              <p className="mt-1 max-w-2xl text-muted">{content.text}</p>
              <p className="mt-2 text-sm font-semibold text-success">{content.secure}</p>
            </div>
          </div>
          <PaymentBadges className="shrink-0" />
        </div>
      </div>
    </section>
  )
}
