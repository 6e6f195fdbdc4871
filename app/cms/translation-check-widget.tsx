import type { CmsWidgetControlProps } from 'decap-cms-core'
import { Component } from 'react'

/** A part of an entry the Spanish pane can tick: its field's name and label. */
interface Part {
  value: string
  label: string
}

/** What Decap hands a widget's control, with the language of the pane it is in. */
type Props = CmsWidgetControlProps<unknown> & { locale?: string }

/** Decap keeps a list the entry was opened with as an Immutable list, and one set here as an array. */
function ticksOf(value: unknown): string[] {
  const list = (value as { toJS?: () => unknown } | undefined)?.toJS?.() ?? value
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : []
}

const partsOf = (field: Props['field']): Part[] => {
  const options = field.get('options') as { toJS?: () => unknown } | undefined
  return (options?.toJS?.() as Part[] | undefined) ?? []
}

/** What the English pane shows of the field: the editor, staff only, speaks English. */
const englishPaneNote = 'Ticked in the Spanish pane, for Spanish that needs no change.'

/**
 * The Spanish pane's "checked against the English": one box per part of the entry, ticked for a
 * part whose Spanish the editor has read beside the English and found still right. The save reads
 * the ticks (app/cms/translation-backend.ts) and no file keeps them. The English pane has the field
 * too (Decap shows a translated field in every language) and says where to tick it.
 *
 * A class, as Decap reaches a control through its ref, which a function component has not.
 */
export class TranslationCheckControl extends Component<Props> {
  isValid = () => true

  render() {
    const { value, field, onChange, forID, classNameWrapper, locale } = this.props
    if (locale !== 'es')
      return (
        <p id={forID} className={classNameWrapper}>
          {englishPaneNote}
        </p>
      )
    const ticks = ticksOf(value)
    return (
      <div id={forID} className={classNameWrapper} role="group">
        {partsOf(field).map((part) => (
          <label
            key={part.value}
            style={{ display: 'flex', gap: '.5rem', alignItems: 'center', margin: '.25rem 0' }}
          >
            <input
              type="checkbox"
              checked={ticks.includes(part.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...ticks, part.value] : ticks.filter((tick) => tick !== part.value),
                )
              }
            />
            {part.label}
          </label>
        ))}
      </div>
    )
  }
}
