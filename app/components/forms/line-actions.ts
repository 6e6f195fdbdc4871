import { maxLines, sizes } from '~/lib/order/catalogue'
import { lineFieldName, quantityName, type LinePart } from '~/lib/order/lines'

/**
 * What the quotation form's script does to its product lines, on the form's own controls: the
 * lines stay plain fields (and `<details>`) that post without it. A line's controls exist only
 * while the builder shows it (use-line-count.ts): a line it does not show reads as empty.
 */

const parts: LinePart[] = [
  'Style',
  'ProductType',
  'Color',
  'Pantone',
  'Fabric',
  'Decoration',
  'Placement',
  'Sample',
]
const namesOf = (line: number) => [
  ...parts.map((part) => lineFieldName(line, part)),
  ...sizes.map((size) => quantityName(line, size)),
]

/** The element that holds line `line`: a fieldset for the first, a `<details>` for the others. */
export const lineElementId = (line: number) => `quote-line-${line}`

const detailsOf = (form: HTMLFormElement, line: number) =>
  form.querySelector<HTMLDetailsElement>(`details#${lineElementId(line)}`)

function valueOf(form: HTMLFormElement, name: string) {
  const control = form.elements.namedItem(name)
  return control instanceof RadioNodeList ||
    control instanceof HTMLInputElement ||
    control instanceof HTMLSelectElement
    ? control.value
    : ''
}

function setValue(form: HTMLFormElement, name: string, value: string) {
  const control = form.elements.namedItem(name)
  if (control instanceof RadioNodeList) {
    // A radio group's value can only check a radio; nothing checked is written by hand.
    control.forEach((radio) => {
      if (radio instanceof HTMLInputElement) radio.checked = radio.value === value
    })
  } else if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) {
    control.value = value
  }
}

/**
 * Takes line `line` out of the order: the lines after it move up one (so "Line 3" becomes "Line
 * 2", open or closed as it was) and the last one is emptied, for the builder to stop showing it.
 * Tells the form's listeners (totals, draft, palette) with an `input` and a `change` event, as
 * typing would.
 */
export function removeLine(form: HTMLFormElement, line: number) {
  for (let next = line + 1; next <= maxLines; next++) {
    const from = namesOf(next)
    namesOf(next - 1).forEach((name, index) => setValue(form, name, valueOf(form, from[index]!)))
    const moved = detailsOf(form, next - 1)
    if (moved) moved.open = detailsOf(form, next)?.open ?? false
  }
  for (const name of namesOf(maxLines)) setValue(form, name, '')
  form.dispatchEvent(new Event('input', { bubbles: true }))
  form.dispatchEvent(new Event('change', { bubbles: true }))
}

/**
 * Fills parts of line `line` (a style's quote link fills its code, product type and fabric) and
 * opens it; tells the form's listeners as typing would.
 */
export function fillLine(form: HTMLFormElement, line: number, values: Partial<Record<LinePart, string>>) {
  for (const [part, value] of Object.entries(values))
    if (value) setValue(form, lineFieldName(line, part as LinePart), value)
  openLines(form, [line])
  form.dispatchEvent(new Event('input', { bubbles: true }))
  form.dispatchEvent(new Event('change', { bubbles: true }))
}

/** Opens the lines given: those a draft put back, or those the collector found a problem in. */
export function openLines(form: HTMLFormElement, filled: readonly number[]) {
  for (const line of filled) {
    const details = detailsOf(form, line)
    if (details) details.open = true
  }
}
