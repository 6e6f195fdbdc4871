import { Landmark } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '~/lib/cn'

const badge = 'inline-flex h-8 items-center justify-center rounded-md border border-line bg-white px-2'

/** Card brands are drawn as simple marks; their names are the same in every language. */
function CardMarks() {
  return (
    <>
      <li className={badge}>
        <svg viewBox="0 0 48 16" className="h-4 w-12" role="img" aria-label="Visa">
          <text
            x="24"
            y="13.5"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontSize="15"
            fontStyle="italic"
            fontWeight="900"
            fill="#1a1f71"
          >
            VISA
          </text>
        </svg>
      </li>
      <li className={badge}>
        <svg viewBox="0 0 38 24" className="h-5 w-8" role="img" aria-label="Mastercard">
          <circle cx="14" cy="12" r="9" fill="#eb001b" />
          <circle cx="24" cy="12" r="9" fill="#f79e1b" />
          <path d="M19 4.5a9 9 0 0 1 0 15 9 9 0 0 1 0-15z" fill="#ff5f00" />
        </svg>
      </li>
      <li className={badge}>
        <svg viewBox="0 0 44 16" className="h-4 w-11" role="img" aria-label="American Express">
          <rect width="44" height="16" rx="2" fill="#1f72cd" />
          <text
            x="22"
            y="11.8"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontSize="9.5"
            fontWeight="800"
            fill="#fff"
          >
            AMEX
          </text>
        </svg>
      </li>
    </>
  )
}

export function PaymentBadges({ className }: { className?: string }) {
  const { t } = useTranslation()
  return (
    <ul
      aria-label={t('footer.paymentMethods')}
      className={cn('flex flex-wrap items-center gap-2', className)}
    >
      <CardMarks />
      <li className={cn(badge, 'gap-1.5 text-xs font-semibold text-navy-900')}>
        <Landmark aria-hidden="true" className="size-4" />
        {t('footer.bankTransfer')}
      </li>
    </ul>
  )
}
