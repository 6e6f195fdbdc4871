import { facts } from '~/content/figures'
import {
  artworkLimits,
  effectivePpi,
  judgeArtwork,
  resolutionOf,
  type ArtworkProblem,
  type JudgedArtwork,
} from './artwork'
import type { Placement } from './catalogue'

/**
 * The files a buyer chooses for a quotation, checked in the browser before anything is sent, with
 * the rules the collector applies again on arrival (./artwork.ts). A file that breaks a rule is
 * refused with its reason and never kept, so what is sent is only what passed.
 */

/** A file that passed, with what its first bytes say it is. */
export interface ChosenArtwork {
  file: File
  artwork: JudgedArtwork
}

/** Why a file was not kept: the shared rules' problems, and the limits on what one request carries. */
export type RefusalReason =
  ArtworkProblem | 'TOO_MANY_FILES' | 'FILE_TOO_LARGE' | 'TOTAL_TOO_LARGE' | 'ALREADY_CHOSEN'

export interface Refusal {
  name: string
  size: number
  reason: RefusalReason
}

/** The same file chosen twice (from the button, then dropped): same name, size and date. */
const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified

/** Judges a file by its first `headBytes`, as the collector does with the start of the part it streams. */
export async function judgeFile(file: File) {
  const head = new Uint8Array(await file.slice(0, artworkLimits.headBytes).arrayBuffer())
  return judgeArtwork(file.name, file.type, head)
}

/**
 * Adds `added` to the files already `kept`, in order: each is checked against the limits (count,
 * size of one file, size of all) with the files kept before it, then by its content. Returns the
 * new list and the files refused, each with its reason.
 */
export async function addArtwork(
  kept: readonly ChosenArtwork[],
  added: readonly File[],
): Promise<{ kept: ChosenArtwork[]; refused: Refusal[] }> {
  const next = [...kept]
  const refused: Refusal[] = []
  for (const file of added) {
    const refuse = (reason: RefusalReason) => refused.push({ name: file.name, size: file.size, reason })
    const total = next.reduce((sum, chosen) => sum + chosen.file.size, 0)
    if (next.some((chosen) => sameFile(chosen.file, file))) refuse('ALREADY_CHOSEN')
    else if (next.length >= artworkLimits.files) refuse('TOO_MANY_FILES')
    else if (file.size > artworkLimits.fileBytes) refuse('FILE_TOO_LARGE')
    else if (total + file.size > artworkLimits.totalBytes) refuse('TOTAL_TOO_LARGE')
    else {
      const judged = await judgeFile(file)
      if ('problem' in judged) refuse(judged.problem)
      else next.push({ file, artwork: judged.artwork })
    }
  }
  return { kept: next, refused }
}

/**
 * How a raster image prints at a placement: its effective resolution, the verdict, and how many
 * pixels wide it would need to be good. Undefined for a vector, or an image whose size its header
 * did not give within the bytes read (a JPEG with a very long preamble); the collector checks those.
 */
export function printQuality(artwork: JudgedArtwork, placement: Placement) {
  if (artwork.kind !== 'raster' || !artwork.width) return undefined
  const ppi = effectivePpi(artwork.width, placement)
  const widthCm = facts.printWidthCm[placement]
  return {
    ppi,
    verdict: resolutionOf(ppi),
    widthCm,
    /** The width in pixels that prints at the good resolution at this placement. */
    goodWidth: Math.ceil((widthCm / 2.54) * facts.artworkPpi.good),
  }
}
