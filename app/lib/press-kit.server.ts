import { statSync } from 'node:fs'

/**
 * The build makes the press kit before it renders the pages (React Router empties the build folder
 * as it starts), keeps it outside the build folder and names it to the render in this variable: a
 * hand-off between the build's own steps, never set by a person.
 */
export const pressKitFileVariable = 'BUILD_PRESS_KIT_FILE'

/** The built press kit's size in bytes, or undefined outside a build (a development server). */
export function pressKitBytes(): number | undefined {
  const file = process.env[pressKitFileVariable]
  if (!file) return undefined
  try {
    return statSync(file).size
  } catch {
    return undefined
  }
}
