import { statSync } from 'node:fs'
import path from 'node:path'
import type { Locale } from './locale'
import { lineSheetPath, type LineSheetSubject } from './line-sheets'

/**
 * The build makes the line sheets before it renders the pages, as it does the press kit
 * (press-kit.server.ts), into a folder it names to the render in this variable: a hand-off between
 * the build's own steps, never set by a person.
 */
export const lineSheetsDirVariable = 'BUILD_LINE_SHEETS_DIR'

/** A built line sheet's size in bytes, or undefined outside a build (a development server). */
export function lineSheetBytes(subject: LineSheetSubject, locale: Locale): number | undefined {
  const dir = process.env[lineSheetsDirVariable]
  if (!dir) return undefined
  try {
    return statSync(path.join(dir, path.basename(lineSheetPath(subject, locale)))).size
  } catch {
    return undefined
  }
}
