import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { colours, type ColourName } from '~/lib/forms/common'
import type { Translate } from '~/lib/forms/messages'
import { colourName } from '~/lib/order/wording'
import { LabelText } from './field'
import { draftRestoredEvent } from './use-form-draft'
import { useScripted } from './use-scripted'

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
 * The quotation's 28 colours as native radio buttons under one name (a product line's
 * `Line2Color`): arrow keys move between them, each has its translated name, and they post with
 * the form even before the app has loaded. `label` names the group; `shownLabel` is shown instead;
 * `value` is the colour a refused post typed back.
 */
export function ColourPalette({
  id,
  name,
  label,
  shownLabel,
  value,
  onCleared,
}: {
  id: string
  name: string
  label: string
  shownLabel?: string
  value?: string
  onCleared: () => void
}) {
  const { t } = useTranslation()
  const ref = useRef<HTMLFieldSetElement>(null)
  const [chosen, setChosen] = useState('')
  const scripted = useScripted()

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
    <fieldset ref={ref} id={id} aria-describedby={`${id}-help`} className="grid gap-2.5">
      <legend className="text-sm font-semibold text-navy-900">
        <LabelText label={label} shown={shownLabel} />
      </legend>
      <p id={`${id}-help`} className="-mt-1 text-sm text-muted">
        {t('forms.quote.colorHelp')}
      </p>
      <div className="flex flex-wrap gap-2 sm:gap-2.5">
        {colours.map((colour) => {
          const colourLabel = colourName(colour.hex, t as unknown as Translate)
          return (
            // The swatch's look, tick included, is the `swatch` rule of app.css.
            <label
              key={colour.hex}
              title={colourLabel}
              style={{ backgroundColor: colour.hex }}
              className={lightSwatches.has(colour.name) ? 'swatch swatch-light' : 'swatch'}
            >
              <input
                type="radio"
                name={name}
                value={colour.hex}
                defaultChecked={colour.hex === value}
                aria-label={colourLabel}
              />
            </label>
          )
        })}
      </div>
      {/* Only a script keeps this in step with the swatches; without one the ring shows the choice. */}
      {scripted && (
        <div className="flex min-h-8 flex-wrap items-center gap-3 text-sm">
          <span className="inline-flex items-center gap-2 font-medium text-navy-900">
            {chosenColour && (
              <span
                aria-hidden="true"
                style={{ backgroundColor: chosenColour.hex }}
                className="size-4 rounded-full border border-navy-900/20"
              />
            )}
            {chosenColour
              ? t('forms.quote.colorChosen', {
                  colour: colourName(chosenColour.hex, t as unknown as Translate),
                })
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
      )}
    </fieldset>
  )
}
