/**
 * Values the server writes into a page the build rendered: an element holding the value the build
 * knew, which the server replaces once, at start, with the value it runs with (the privacy notice's
 * retention periods). The page the build wrote is right as it is, for a host that only serves files.
 * Each group names its values; a value is set in as text, escaped.
 */

/** The attribute of an element whose text is a value the server may set anew. */
export const filledSlot = (group: string, name: string) => ({ 'data-value': `${group}.${name}` }) as const

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  )

/**
 * `html` with the values of `group` set into their elements. Names are the code's own (letters and
 * digits), so they are written into the pattern as they are; the text of such an element is what
 * React wrote, which never holds `<`.
 */
export function fillValues(html: string, group: string, values: Record<string, string>): string {
  let filled = html
  for (const [name, value] of Object.entries(values)) {
    const text = escapeHtml(value)
    const element = new RegExp(`(<span data-value="${group}\\.${name}">)[^<]*(</span>)`, 'g')
    filled = filled.replace(element, (_, open: string, close: string) => `${open}${text}${close}`)
  }
  return filled
}
