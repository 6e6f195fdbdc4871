import type { FastifyRequest } from 'fastify'

/** A form's fields, without files: the quotation's product lines, roster and summary fit well inside. */
export const bodyLimit = 256 * 1024
/**
 * Up to 200 fields; the largest, the quotation's summary, is at most 40,000 characters. One file
 * part gets through to be looked at: the empty one a browser posts for a file input left empty.
 */
export const multipartLimits = { fieldSize: 160 * 1024, fields: 200, files: 1, parts: 200 }

export class FormError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

export const malformed = () => new FormError(400, 'MALFORMED_BODY', 'The body could not be read')
export const tooLarge = () => new FormError(413, 'BODY_TOO_LARGE', 'The body is over its limit')

/** Reads a multipart body into plain fields; a repeated name becomes a list, which validation rejects. */
async function readParts(request: FastifyRequest): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {}
  try {
    for await (const part of request.parts({ limits: multipartLimits })) {
      if (part.type === 'file') {
        // A file input left empty (the quotation's artwork, posted without JavaScript) sends a
        // part with no file name and no bytes: nothing was sent. Files themselves are not taken.
        if (part.filename === '' && (await part.toBuffer()).length === 0) continue
        throw tooLarge()
      }
      if (part.valueTruncated || part.fieldnameTruncated) throw tooLarge()
      if (part.fieldname === '__proto__') continue
      const previous = body[part.fieldname]
      body[part.fieldname] = previous === undefined ? part.value : [previous, part.value].flat()
    }
  } catch (error) {
    // Busboy reports broken bodies with plain errors; ours and the plugin's limits carry a status.
    if ((error as { statusCode?: number }).statusCode) throw error
    throw malformed()
  }
  return body
}

/** The submitted fields, whichever of the three accepted encodings carried them. */
export async function readFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  const body = request.isMultipart() ? await readParts(request) : request.body
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw malformed()
  if (!Object.entries(body).flat(2).every(isText)) throw malformed()
  return body as Record<string, unknown>
}

/**
 * Every parser turns bytes that are not UTF-8 into U+FFFD, and JSON escapes can carry half a
 * surrogate pair; neither is something a visitor typed, so such a body is refused rather than stored.
 */
const notText = /\uFFFD|\p{Cs}/u
const isText = (value: unknown) => typeof value !== 'string' || !notText.test(value)
