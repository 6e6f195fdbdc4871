import { Landmark } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { site } from '~/content/site'
import { cn } from '~/lib/cn'

const badge = 'inline-flex h-8 items-center justify-center rounded-md border border-line bg-white px-2'

/** A card brand whose mark is its letters: HTML text in the page's own font. */
function LetterMark({ name, letters, className }: { name: string; letters: string; className: string }) {
  return (
    <li className={badge}>
      <span role="img" aria-label={name} className={cn('leading-none', className)}>
        {letters}
      </span>
    </li>
  )
}

/**
 * Card brands are drawn as simple marks, named as in `site.cardBrands`. Visa and American Express
 * are letters: as SVG `<text>` they cost a font lookup and SVG text layout in the first layout of
 * the footer, which every page has.
 */
function CardMarks() {
  return (
    <>
      <LetterMark
        name={site.cardBrands.visa}
        letters="VISA"
        className="w-12 text-center text-[0.95rem] font-black tracking-tight text-[#1a1f71] italic"
      />
      <li className={badge}>
        <svg viewBox="0 0 38 24" className="h-5 w-8" role="img" aria-label={site.cardBrands.mastercard}>
          <circle cx="14" cy="12" r="9" fill="#eb001b" />
          <circle cx="24" cy="12" r="9" fill="#f79e1b" />
          <path d="M19 4.5a9 9 0 0 1 0 15 9 9 0 0 1 0-15z" fill="#ff5f00" />
        </svg>
      </li>
      <LetterMark
        name={site.cardBrands.amex}
        letters="AMEX"
        className="inline-flex h-4 w-11 items-center justify-center rounded-xs bg-[#1f72cd] text-[0.6rem] font-extrabold text-white"
      />
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
