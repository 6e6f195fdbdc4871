/** A piece of copy: plain words, or the name of a standard with its certificate's id. */
export type CopyPiece = { text: string } | { text: string; certificate: string }

const isNamePart = (character: string | undefined) =>
  character !== undefined && /[\p{L}\p{N}]/u.test(character)

/**
 * Copy cut where it names a standard, so each name can link to its certificate. Names are found
 * as whole words ("WRAP", not the "WRAP" in "WRAPPED"), the longest first where two start at the
 * same place; a plain scan with `indexOf`, linear in the copy for a fixed list of names.
 */
export function splitOnStandards(
  text: string,
  standards: ReadonlyArray<{ id: string; name: string }>,
): CopyPiece[] {
  const pieces: CopyPiece[] = []
  let rest = 0
  let searchFrom = 0
  while (searchFrom < text.length) {
    let found: { at: number; id: string; name: string } | undefined
    for (const { id, name } of standards) {
      let at = text.indexOf(name, searchFrom)
      while (at !== -1 && (isNamePart(text[at - 1]) || isNamePart(text[at + name.length]))) {
        at = text.indexOf(name, at + 1)
      }
      if (at === -1) continue
      if (!found || at < found.at || (at === found.at && name.length > found.name.length)) {
        found = { at, id, name }
      }
    }
    if (!found) break
    if (found.at > rest) pieces.push({ text: text.slice(rest, found.at) })
    pieces.push({ text: found.name, certificate: found.id })
    rest = found.at + found.name.length
    searchFrom = rest
  }
  if (rest < text.length || pieces.length === 0) pieces.push({ text: text.slice(rest) })
  return pieces
}
