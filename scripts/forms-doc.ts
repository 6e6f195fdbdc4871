// `npm run docs:forms`: writes the fields of each form, from the forms' own tables, into
// docs/forms.md between its markers. scripts/forms-doc.test.ts fails while the page and the
// tables disagree.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import prettier from 'prettier'
import { contactForm } from '../app/lib/forms/contact'
import { fieldList, type FieldRule, type FormContract } from '../app/lib/forms/contract'
import { newsletterForm } from '../app/lib/forms/newsletter'
import { quoteForm } from '../app/lib/forms/quote'
import { maxLines } from '../app/lib/order/catalogue'

export const docPath = path.resolve(import.meta.dirname, '../docs/forms.md')
export const markers = [
  '<!-- form fields: written by npm run docs:forms -->',
  '<!-- end of form fields -->',
] as const

const forms: Array<{ title: string; contract: FormContract }> = [
  { title: 'Contact enquiry (`/api/forms/contact`, JSON or form-encoded)', contract: contactForm },
  { title: 'Quotation request (`/api/forms/quote`, multipart)', contract: quoteForm },
  { title: 'Newsletter (`/api/forms/newsletter`, JSON or form-encoded)', contract: newsletterForm },
]

const code = (value: string) => `\`${value}\``
const count = (value: number) => value.toLocaleString('en-GB')

/** What a field takes, in words. */
function accepts(field: FieldRule): string {
  switch (field.kind) {
    case 'choice':
      return `one of ${field.options.map(code).join(' ')}`
    case 'number':
      return `a ${field.decimals ? 'number with at most 2 decimals' : 'whole number'} from ${count(field.min)} to ${count(field.max)}`
    case 'date':
      return `a day, ${code('YYYY-MM-DD')}, from today to ${field.maxDaysAhead} days ahead`
    default:
      return 'format' in field && field.format === 'styleCode'
        ? `a catalogue style code such as ${code('SS-SOC-101')}, at most ${count(field.maxLength)} characters`
        : `${field.kind}, at most ${count(field.maxLength)} characters`
  }
}

/** What else holds for a field: sent empty, worked out by the collector. */
function notes(field: FieldRule): string {
  const said = []
  if (field.derived) said.push('worked out from the order when the post has product lines')
  if (field.fallback) said.push(`stored as ${code(field.fallback)} when empty`)
  if (field.hidden) said.push('a hidden field the server writes into the page; never stored')
  if (field.omitWhenEmpty && !field.derived) said.push('left out of the post when empty')
  return said.join('; ')
}

/** A form's rows: a product line's fields once, as `Line{n}…`, its quantities as one row. */
function rows(contract: FormContract): string[] {
  const listed: string[] = []
  const sizes: string[] = []
  for (const field of fieldList(contract)) {
    const line = /^Line(\d+)(.+)$/.exec(field.name)
    if (line && line[1] !== '1') continue
    if (line && line[2]!.startsWith('Qty')) {
      sizes.push(line[2]!.slice(3))
      if (sizes.length > 1) continue
    }
    const name = line ? `Line{n}${line[2]!.startsWith('Qty') ? 'Qty{size}' : line[2]}` : field.name
    listed.push(`| ${code(name)} | ${field.required ? 'yes' : ''} | ${accepts(field)} | ${notes(field)} |`)
  }
  return listed.map((row) =>
    row.includes('Qty{size}')
      ? row
          .replace(/\| ([^|]*) \|$/, `| {size} is one of ${sizes.map(code).join(' ')}; $1 |`)
          .replace('; |', ' |')
      : row,
  )
}

/** The generated part of docs/forms.md, markers included. */
export function formsReference(): string {
  const sections = forms.map(({ title, contract }) =>
    [
      `#### ${title}`,
      '',
      '| field | required | accepts | notes |',
      '| --- | --- | --- | --- |',
      ...rows(contract),
      '',
    ].join('\n'),
  )
  return [
    markers[0],
    '',
    `Read from \`app/lib/forms/contact.ts\`, \`quote.ts\` and \`newsletter.ts\`. Typed values are trimmed first; a field that is not required may be left out or sent empty. \`{n}\` is a product line, 1 to ${maxLines}.`,
    '',
    ...sections,
    markers[1],
  ].join('\n')
}

/** docs/forms.md with its generated part as the tables say. */
export function withReference(doc: string): string {
  const start = doc.indexOf(markers[0])
  const end = doc.indexOf(markers[1])
  if (start < 0 || end < start) throw new Error(`docs/forms.md has lost its markers: ${markers.join(' … ')}`)
  return doc.slice(0, start) + formsReference() + doc.slice(end + markers[1].length)
}

/**
 * A page's text as it reads, whatever the spacing: each table cell trimmed and each rule row one
 * dash, as the formatter may align them.
 */
export function asRead(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      line.startsWith('|')
        ? line
            .split('|')
            .map((cell) => (/^\s*:?-+:?\s*$/.test(cell) ? '-' : cell.trim()))
            .join('|')
        : line.trimEnd(),
    )
    .join('\n')
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const options = await prettier.resolveConfig(docPath)
  const doc = withReference(readFileSync(docPath, 'utf8'))
  writeFileSync(docPath, await prettier.format(doc, { ...options, filepath: docPath }))
}
