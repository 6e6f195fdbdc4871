import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runContentStep } from '../content-step.mjs'
import { samplePhoto, samplePlaces, setFields, writeSamplePhotos } from './sample'

const root = path.resolve(import.meta.dirname, '../..')
const run = promisify(execFile)
const work = mkdtempSync(path.join(tmpdir(), 'photo-build-'))
const buildDir = 'build-photos-test'

/** Runs the real build in `dir` with `variables` added to the environment. */
const buildWith = (dir: string, variables: Record<string, string>) =>
  run('node', ['scripts/build.mjs'], {
    cwd: root,
    env: { ...process.env, BUILD_DIR: dir, PHOTO_CACHE_DIR: path.join(work, 'cache'), ...variables },
    maxBuffer: 64 * 1024 * 1024,
  })

let variables: Record<string, string> = {}
beforeAll(async () => {
  // Smaller than a camera's, which the benchmark uses: the pages' markup is the same.
  variables = await writeSamplePhotos(work, 1600)
  await buildWith(buildDir, variables)
}, 900_000)

afterAll(() => {
  rmSync(path.join(root, buildDir), { recursive: true, force: true })
  rmSync(work, { recursive: true, force: true })
  // The builds wrote the pages' data from their copies of the content; the repository's comes back.
  runContentStep()
})

const page = (route: string) => readFileSync(path.join(root, buildDir, 'client', route, 'index.html'), 'utf8')

/** The page's one `<picture>`: its sources' and its image's attributes, names in lower case. */
function pictureOf(html: string) {
  const pictures = html.match(/<picture\b[^>]*>.*?<\/picture>/gs) ?? []
  expect(pictures).toHaveLength(1)
  const attributes = (tag: string) =>
    Object.fromEntries(
      [...tag.matchAll(/\s([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!.toLowerCase(), value!]),
    )
  const sources = [...pictures[0]!.matchAll(/<source\b[^>]*>/g)].map(([tag]) => attributes(tag))
  const img = attributes(/<img\b[^>]*>/.exec(pictures[0]!)![0])
  return { sources, img }
}

const urlsOf = (srcset: string) => srcset.split(', ').map((candidate) => candidate.split(' ')[0]!)
const widthsOf = (srcset: string) =>
  srcset.split(', ').map((candidate) => Number(candidate.split(' ')[1]!.slice(0, -1)))

describe('the pages a photo is set on, as built', () => {
  it.each([
    ['/', samplePhoto.alt.en],
    ['/es', samplePhoto.alt.es],
  ])('%s shows its main photo first: AVIF, WebP and JPEG at every width, sized, eager', (route, alt) => {
    const { sources, img } = pictureOf(page(route))
    expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp'])
    for (const [srcset, extension] of [
      [sources[0]!.srcset!, 'avif'],
      [sources[1]!.srcset!, 'webp'],
      [img.srcset!, 'jpg'],
    ] as const) {
      expect(widthsOf(srcset)).toEqual([480, 720, 960, 1200])
      for (const url of urlsOf(srcset)) {
        expect(url).toMatch(new RegExp(`^/media/[a-z\\d-]+-[\\da-f]{10}-\\d+\\.${extension}$`))
        expect(existsSync(path.join(root, buildDir, 'client', url))).toBe(true)
      }
    }
    expect(sources[0]!.sizes).toBe(img.sizes)
    expect(img).toMatchObject({ alt, width: '1200', loading: 'eager', fetchpriority: 'high' })
    expect(img.decoding).toBeUndefined()
    // Cut to the place's box: the home hero's 8:7.
    expect(img.height).toBe('1050')
    expect(img.style).toMatch(/^background:center \/ cover url\(data:image\/webp;base64,[\w+/=]{20,400}\)$/)
  })

  it.each([
    [samplePlaces.category.route, samplePlaces.category.alt.en, 'eager'],
    [`/es${samplePlaces.category.route}`, samplePlaces.category.alt.es, 'eager'],
    [samplePlaces.factoryTour.route, samplePlaces.factoryTour.alt.en, 'lazy'],
    [`/es${samplePlaces.factoryTour.route}`, samplePlaces.factoryTour.alt.es, 'lazy'],
  ])('%s shows the photo set on it, with its words (%s), loaded %s', (route, alt, loading) => {
    const { img } = pictureOf(page(route))
    expect(img).toMatchObject({ alt, loading })
  })

  it('keeps the drawn art where no photo is set', () => {
    const boxing = page('/products/boxing')
    expect(boxing).not.toContain('<picture')
    expect(boxing).toMatch(/<svg[^>]*data-slug="boxing"/)
  })

  it('has static hosts cache the photos a year, as the server does', () => {
    const headers = readFileSync(path.join(root, buildDir, 'client/_headers'), 'utf8')
    expect(headers).toContain('/media/*\n  cache-control: public, max-age=31536000, immutable')
  })
})

describe('a build whose content sets a photo wrongly', () => {
  let copies = 0
  /** The build of a copy of the photo's content, changed as `change` edits it; its failure. */
  const brokenBuild = async (change: (contentDir: string) => void) => {
    const contentDir = path.join(work, `broken-${++copies}`, 'content')
    cpSync(variables.CONTENT_DIR!, contentDir, { recursive: true })
    change(contentDir)
    return buildWith('build-never', { ...variables, CONTENT_DIR: contentDir }).catch(
      (error: { code: number; stderr: string }) => error,
    )
  }

  it('stops when a photo has no words in a language, naming the data file and the field', async () => {
    const failed = await brokenBuild((contentDir) =>
      setFields(contentDir, 'home/home.es.yml', { photoAlt: undefined }),
    )
    expect(failed).toMatchObject({ code: 1 })
    expect((failed as { stderr: string }).stderr).toContain(
      'content/home/home.es.yml › photoAlt (Spanish): missing: the photo /media/factory-floor.jpg needs its alt text',
    )
  }, 300_000)

  it('stops when a photo is not in content/media, naming the data file and the field', async () => {
    const failed = await brokenBuild((contentDir) =>
      setFields(contentDir, 'home/home.en.yml', { photo: '/media/missing.jpg' }),
    )
    expect(failed).toMatchObject({ code: 1 })
    expect((failed as { stderr: string }).stderr).toContain(
      'content/home/home.en.yml › photo (English): the photo /media/missing.jpg is not in content/media',
    )
  }, 300_000)

  it("stops when a photo's file is not an image, naming the data file and the field", async () => {
    const failed = await brokenBuild((contentDir) => {
      writeFileSync(path.join(contentDir, 'media/notes.jpg'), 'a text file named as a photo')
      setFields(contentDir, 'home/home.en.yml', { photo: '/media/notes.jpg' })
    })
    expect(failed).toMatchObject({ code: 1 })
    expect((failed as { stderr: string }).stderr).toContain(
      'content/home/home.en.yml › photo (English): notes.jpg cannot be read as a photo',
    )
  }, 300_000)
})
