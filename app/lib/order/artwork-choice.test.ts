import { describe, expect, it } from 'vitest'
import { pngLogo, svgLogo, vectorPdf } from '~/testing/artwork-files'
import { artworkLimits } from './artwork'
import { addArtwork, printQuality } from './artwork-choice'

const file = (bytes: Buffer | Blob, name: string, type = '') =>
  new File([bytes instanceof Blob ? bytes : new Uint8Array(bytes)], name, { type })
const megabytes = (count: number, name: string) =>
  // A PDF by its first bytes, padded to the size wanted.
  file(new Blob([new Uint8Array(vectorPdf()), new Uint8Array(count * 1024 * 1024)]), name, 'application/pdf')

describe('choosing artwork in the browser', () => {
  it('keeps a PNG as pixels with its size, and judges it where it prints', async () => {
    const { kept, refused } = await addArtwork([], [file(pngLogo(300), 'badge.png', 'image/png')])
    expect(refused).toEqual([])
    expect(kept[0]?.artwork).toEqual({ type: 'png', kind: 'raster', width: 300, height: 300 })
    // 300 px over the front's 25 cm is 30 ppi: too low, and 2,953 px would be good.
    expect(printQuality(kept[0]!.artwork, 'front')).toEqual({
      ppi: 30,
      verdict: 'low',
      widthCm: 25,
      goodWidth: 2953,
    })
    // The same image on an 8 cm sleeve is 95 ppi; 1,200 px there is 381.
    expect(printQuality(kept[0]!.artwork, 'sleeves')?.verdict).toBe('low')
    const wide = await addArtwork([], [file(pngLogo(1200, 40), 'wide.png', 'image/png')])
    expect(printQuality(wide.kept[0]!.artwork, 'sleeves')).toMatchObject({ ppi: 381, verdict: 'good' })
    expect(printQuality(wide.kept[0]!.artwork, 'back')).toMatchObject({ ppi: 102, verdict: 'low' })
    const usable = await addArtwork([], [file(pngLogo(1600, 40), 'usable.png', '')])
    expect(printQuality(usable.kept[0]!.artwork, 'front')).toMatchObject({ ppi: 163, verdict: 'usable' })
  })

  it('keeps vector files as vectors, with no resolution to judge', async () => {
    const { kept } = await addArtwork(
      [],
      [file(vectorPdf(), 'crest.pdf', 'application/pdf'), file(svgLogo(), 'crest.svg', 'image/svg+xml')],
    )
    expect(kept.map((chosen) => chosen.artwork)).toEqual([
      { type: 'pdf', kind: 'vector' },
      { type: 'svg', kind: 'vector' },
    ])
    expect(printQuality(kept[0]!.artwork, 'front')).toBeUndefined()
  })

  it('refuses a PNG named .pdf, and a type it does not take, and keeps neither', async () => {
    const { kept, refused } = await addArtwork(
      [],
      [file(pngLogo(20), 'logo.pdf', 'application/pdf'), file(pngLogo(20), 'logo.gif', 'image/gif')],
    )
    expect(kept).toEqual([])
    expect(refused).toEqual([
      { name: 'logo.pdf', size: expect.any(Number), reason: 'FILE_TYPE_MISMATCH' },
      { name: 'logo.gif', size: expect.any(Number), reason: 'UNSUPPORTED_FILE_TYPE' },
    ])
  })

  it('takes five files at most, and the same file once', async () => {
    const five = Array.from({ length: 5 }, (_, index) => file(pngLogo(10), `logo-${index}.png`, 'image/png'))
    const first = await addArtwork([], five)
    expect(first.kept).toHaveLength(artworkLimits.files)
    const more = await addArtwork(first.kept, [file(pngLogo(10), 'sixth.png', 'image/png'), five[0]!])
    expect(more.kept).toHaveLength(5)
    expect(more.refused.map((refusal) => refusal.reason)).toEqual(['TOO_MANY_FILES', 'ALREADY_CHOSEN'])
  })

  it('refuses a file over 20 MB, and one that takes the whole over 50 MB', async () => {
    const big = await addArtwork([], [megabytes(21, 'big.pdf')])
    expect(big.refused).toMatchObject([{ name: 'big.pdf', reason: 'FILE_TOO_LARGE' }])
    const { kept, refused } = await addArtwork(
      [],
      [megabytes(18, 'a.pdf'), megabytes(18, 'b.pdf'), megabytes(18, 'c.pdf'), file(svgLogo(), 'd.svg')],
    )
    expect(kept.map((chosen) => chosen.file.name)).toEqual(['a.pdf', 'b.pdf', 'd.svg'])
    expect(refused).toMatchObject([{ name: 'c.pdf', reason: 'TOTAL_TOO_LARGE' }])
  })
})
