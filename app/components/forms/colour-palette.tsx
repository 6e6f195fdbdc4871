import { Check } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '~/lib/cn'
import { colours, type ColourName } from '~/lib/forms/fields'
import { draftRestoredEvent } from './use-form-draft'

/** Swatches light enough to need a dark tick. */
const lightSwatches = new Set<ColourName>([
  'white',
  'silver',
  'heatherGrey',
  'skyBlue',
  'turquoise',
  'lime',
  'pink',
  'coral',
  'lavender',
  'gold',
  'yellow',
  'cream',
  'khaki',
  'tan',
  'orange',
])

/**
 * The quotation's 28 colours as native radio buttons: arrow keys move between them, each has its
 * translated name, and they post with the form even before the app has loaded.
 */
export function ColourPalette({ name, onCleared }: { name: string; onCleared: () => void }) {
  const { t } = useTranslation()
  const ref = useRef<HTMLFieldSetElement>(null)
  const [chosen, setChosen] = useState('')

  useEffect(() => {
    const form = ref.current?.form
    if (!form) return
    const sync = () => {
      const checked = ref.current?.querySelector<HTMLInputElement>('input:checked')
      setChosen(checked?.value ?? '')
    }
    // A reset changes the inputs only after its event, hence the timeout.
    const afterReset = () => setTimeout(sync)
    form.addEventListener('change', sync)
    form.addEventListener('reset', afterReset)
    form.addEventListener(draftRestoredEvent, sync)
    // A colour chosen before the form came to life (app/islands/client.tsx) shows at once.
    sync()
    return () => {
      form.removeEventListener('change', sync)
      form.removeEventListener('reset', afterReset)
      form.removeEventListener(draftRestoredEvent, sync)
    }
  }, [])

  function clear() {
    ref.current?.querySelectorAll('input').forEach((input) => (input.checked = false))
    setChosen('')
    onCleared()
  }

  const chosenColour = colours.find((colour) => colour.hex === chosen)
  return (
    <fieldset ref={ref} aria-describedby="quote-color-help" className="grid gap-3">
      <legend className="text-sm font-semibold text-navy-900">{t('forms.quote.color')}</legend>
      <p id="quote-color-help" className="-mt-1 text-sm text-muted">
        {t('forms.quote.colorHelp')}
      </p>
      <div className="flex flex-wrap gap-2.5">
        {colours.map((colour) => {
          const label = t(`forms.colours.${colour.name}`)
          return (
            <label key={colour.hex} title={label} className="relative cursor-pointer">
              <input
                type="radio"
                name={name}
                value={colour.hex}
                className="peer absolute inset-0 z-10 m-0 cursor-pointer appearance-none opacity-0"
              />
              <span
                aria-hidden="true"
                style={{ backgroundColor: colour.hex }}
                className="block size-9 rounded-full border border-navy-900/20 ring-navy-900 ring-offset-2 transition-shadow peer-checked:ring-3 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-accent hover:ring-2 hover:ring-navy-900/30"
              />
              <Check
                aria-hidden="true"
                strokeWidth={3}
                className={cn(
                  'pointer-events-none absolute inset-0 m-auto hidden size-5 peer-checked:block',
                  lightSwatches.has(colour.name) ? 'text-navy-950' : 'text-white',
                )}
              />
              <span className="sr-only">{label}</span>
            </label>
          )
        })}
      </div>
      <div className="flex min-h-9 flex-wrap items-center gap-3 text-sm">
        <span className="inline-flex items-center gap-2 font-medium text-navy-900">
          {chosenColour && (
            <span
              aria-hidden="true"
              style={{ backgroundColor: chosenColour.hex }}
              className="size-4 rounded-full border border-navy-900/20"
            />
          )}
          {chosenColour
            ? t('forms.quote.colorChosen', { colour: t(`forms.colours.${chosenColour.name}`) })
            : t('forms.quote.colorNone')}
        </span>
        {chosenColour && (
          <button
            type="button"
            onClick={clear}
            className="rounded-full px-2 py-1 font-semibold text-accent underline-offset-2 hover:underline"
          >
            {t('forms.quote.clearColor')}
          </button>
        )}
      </div>
    </fieldset>
  )
}
