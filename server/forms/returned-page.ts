import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FormId } from '../../app/lib/forms/common'
import { fieldList, isControl, keyedValues, type FieldRule } from '../../app/lib/forms/contract'
import { formContracts } from '../../app/lib/forms/forms'
import type { CodedProblem } from '../../app/lib/forms/problems'
import { locales, localizePath } from '../../app/lib/locale'
import { indexablePaths, pagePaths } from '../../app/lib/paths'
import { leadLocale } from './origin'
import { refererPath } from './request'
import { sendPage } from '../pages'
import type { RenderPage } from '../rendered-pages'

/**
 * The pages each form is placed on, language-free, its main page first: the newsletter signup is in
 * every public page's footer. A refused post is answered with one of these and no other route.
 */
const formPages: Record<FormId, readonly string[]> = {
  contact: [pagePaths.contact, pagePaths.home],
  quote: [pagePaths.customDesign],
  newsletter: indexablePaths,
}

const isFormPage = (form: FormId, pathname: string) =>
  formPages[form].some((path) => locales.some((locale) => localizePath(path, locale) === pathname))

/**
 * The page a refused post is answered with: the one that posted, when the form is placed on it, or
 * the form's main page in the visitor's language. The Referer only ever picks among those pages.
 */
export function returnedPagePath(request: FastifyRequest, form: FormId): string {
  const posted = refererPath(request)
  if (posted && isFormPage(form, posted)) return posted
  return localizePath(formPages[form][0]!, leadLocale(request))
}

/** A value longer than its field takes is not typed back whole: choices, numbers and dates are short. */
const lengthOf = (field: FieldRule) => ('maxLength' in field && field.maxLength) || 200

/**
 * What the visitor typed into the form's controls, by the fields' keys: text only, each cut to its
 * field's length. A repeated field, a file or a field the form has no control for is not typed back.
 */
export function typedBack(form: FormId, fields: Readonly<Record<string, unknown>>): Record<string, string> {
  const contract = formContracts[form]
  const byName = Object.fromEntries(
    fieldList(contract)
      .filter(isControl)
      .flatMap((field) => {
        const value = Object.hasOwn(fields, field.name) ? fields[field.name] : undefined
        return typeof value === 'string' ? [[field.name, value.slice(0, lengthOf(field))]] : []
      }),
  )
  return keyedValues(contract, byName) as Record<string, string>
}

/**
 * Answers a post without JavaScript the collector refused, or one that asked the order builder for
 * another product line, at the address it was posted to: the
 * form's page, rendered by its route for this post with the values typed back, each problem at its
 * field and the form's summary, under the collector's status. Made for one request, it is never kept
 * by a cache nor listed by a search engine; nothing the visitor sent reaches a header.
 */
export async function sendReturnedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  render: RenderPage,
  returned: {
    form: FormId
    status: number
    problems: CodedProblem[]
    fields: Readonly<Record<string, unknown>>
    /** An "Add another product" post: the line it asked for, and whether files came with it. */
    added?: { line: number; artworkSent: boolean }
  },
) {
  const { form, status, problems, fields, added } = returned
  const page = await render(returnedPagePath(request, form), {
    returned: {
      form,
      values: typedBack(form, fields),
      problems,
      ...(added && { lines: added.line, artworkSent: added.artworkSent }),
    },
  })
  return sendPage(request, reply, { ...page, status })
}
