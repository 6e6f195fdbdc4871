import { compile } from 'html-to-text'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

/**
 * The plain-text part's converter, compiled once: compiling the options (selectors, formatters)
 * costs several times more than converting a mail with them.
 */
const toText = compile({
  wordwrap: 78,
  selectors: [
    { selector: '.preview', format: 'skip' },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'table.fields', format: 'dataTable', options: { uppercaseHeaderCells: false } },
    // A button's text already says where it goes; the address follows it in brackets.
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    { selector: 'img', format: 'skip' },
  ],
})

/**
 * An e-mail's two parts from one React element: the HTML, and a plain-text part made from it, for
 * clients that show text only and for spam filters that expect both.
 */
export function renderMail(element: ReactElement): { html: string; text: string } {
  const html = `<!DOCTYPE html>${renderToStaticMarkup(element)}`
  return { html, text: toText(html) }
}
