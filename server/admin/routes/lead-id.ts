import * as z from 'zod'

/** A lead's id as it appears in a path: a positive whole number, nothing else. */
export const idText = z
  .string()
  .regex(/^[1-9]\d{0,14}$/)
  .transform(Number)
