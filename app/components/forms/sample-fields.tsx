import { useTranslation } from 'react-i18next'
import { facts } from '~/content/figures'
import type { FieldRule } from '~/lib/forms/contract'

/** Sample first or not, as two native radio buttons. */
function SampleChoice({ rule, label, value }: { rule: FieldRule; label: string; value?: string }) {
  const { t } = useTranslation()
  if (rule.kind !== 'choice') return null
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-semibold text-navy-900">{label}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {rule.options.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-line bg-white px-3.5 py-2.5 text-[0.9375rem] has-checked:border-navy-700 has-checked:bg-navy-50 has-focus-visible:outline-3 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name={rule.name}
              value={option}
              defaultChecked={option === value}
              className="size-4 accent-navy-700"
            />
            {t(`forms.quote.sampleChoices.${option as 'yes' | 'no'}`)}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/**
 * A sample or a size set before the order: whether the buyer wants one, what it costs and whether
 * its charge comes off the order (the business figures), and where it goes. Which lines and sizes
 * are chosen on each line, beside what they describe.
 */
export function SampleFields({ sample }: { sample: { rule: FieldRule; label: string; value?: string } }) {
  const { t } = useTranslation()
  const words = 'forms.quote.samples'
  return (
    <div className="grid gap-4">
      <div className="grid gap-1 text-sm text-ink">
        <p>{t(`${words}.intro`)}</p>
        <p>
          {t(`${words}.cost`)} {t(`${words}.${facts.sampleCredited ? 'credited' : 'notCredited'}`)}
        </p>
        <p className="text-muted">{t(`${words}.sendTo`)}</p>
      </div>
      <SampleChoice {...sample} />
    </div>
  )
}
