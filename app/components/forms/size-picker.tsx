import { useTranslation } from 'react-i18next'
import type { quoteForm } from '~/lib/forms/quote'

/** One size of the quotation's options, its initial one (M) unless the visitor picks another. */
export function SizePicker({ rule }: { rule: typeof quoteForm.fields.size }) {
  const { t } = useTranslation()
  return (
    <fieldset aria-describedby="quote-size-help" className="grid gap-3">
      <legend className="text-sm font-semibold text-navy-900">{t('forms.quote.size')}</legend>
      <p id="quote-size-help" className="-mt-1 text-sm text-muted">
        {t('forms.quote.sizeHelp')}
      </p>
      <div className="flex flex-wrap gap-2">
        {rule.options.map((size) => (
          <label key={size} className="relative cursor-pointer">
            <input
              type="radio"
              name={rule.name}
              value={size}
              defaultChecked={size === rule.initial}
              className="peer absolute inset-0 z-10 m-0 cursor-pointer appearance-none opacity-0"
            />
            <span className="flex h-11 min-w-14 items-center justify-center rounded-lg border border-line bg-white px-3 text-sm font-bold text-navy-900 transition-colors peer-checked:border-navy-900 peer-checked:bg-navy-900 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent hover:border-navy-700">
              {size}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
