import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { honeypotField } from '~/lib/forms/common'

/** A field people never see or reach; bots that fill every input mark themselves as spam with it. */
export function Honeypot() {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{t('forms.honeypot')}</label>
      <input id={id} type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
