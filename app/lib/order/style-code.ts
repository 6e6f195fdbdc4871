/**
 * A catalogue style's code as the catalogue writes it, `SS-SOC-101`: the range, the category and
 * the style's number, in capitals, joined by hyphens. A quotation line may name one; the collector
 * takes only this shape, so a code is never free text (it reaches the buyer's status page).
 */
export const styleCodeLength = 16

/** Fixed-width groups with no nesting: the test is linear in the (already bounded) length. */
const styleCodeShape = /^[A-Z]{2,4}-[A-Z]{2,4}-\d{2,4}$/

export const isStyleCode = (value: string) => value.length <= styleCodeLength && styleCodeShape.test(value)

/** A code as a buyer may type it, in lower case or with spaces around it. */
export const styleCodeOf = (typed: string) => typed.trim().toUpperCase()
