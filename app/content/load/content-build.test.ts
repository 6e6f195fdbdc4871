import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { figureNames, figureText } from '../figure-text'
import { checkContent } from './check'
import { data as shippedStatus } from '../data/translation-status'
import {
  buildContent,
  dataFolder,
  readContentFiles,
  staleTranslations,
  translationStatusModule,
} from './content-build'
import { formatProblem } from './problems'

const root = path.resolve(import.meta.dirname, '../../..')
const copies: string[] = []

/** A copy of the repository's content/, to break or change without touching the real one. */
function copyOfContent(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'content-'))
  copies.push(copy)
  cpSync(path.join(root, 'content'), path.join(copy, 'content'), { recursive: true })
  return copy
}

afterEach(() => {
  for (const copy of copies.splice(0)) rmSync(copy, { recursive: true, force: true })
})

describe('the content files', () => {
  it('pass every check, figures included', () => {
    const figureNames = new Set(Object.keys(figureText('en')))
    expect(
      checkContent(readContentFiles(path.join(root, 'content')), { figureNames }).problems.map(formatProblem),
    ).toEqual([])
  })

  it('record every Spanish field as translated from the English as it is', () => {
    expect(staleTranslations(root)).toEqual([])
  })

  it('list a Spanish field once its English changes', () => {
    const copy = copyOfContent()
    const file = path.join(copy, 'content/faq/faq.en.yml')
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('Who do you make products for?', 'Who do you make kit for?'),
    )
    expect(staleTranslations(copy)).toEqual([{ file: 'content/faq/faq.es.yml', field: 'entries' }])
  })

  it('write the Spanish older than its English into the data the inbox reads, and nothing while all is current', async () => {
    expect(shippedStatus).toEqual([])
    const copy = copyOfContent()
    const file = path.join(copy, 'content/terms/terms.en.yml')
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('title: Who your contract is with', 'title: Who you contract with'),
    )
    const built = await buildContent(copy)
    expect(built).toEqual({ problems: [], stale: ['content/terms/terms.es.yml › sections'] })
    const written = (await import(
      path.join(copy, dataFolder, `${translationStatusModule}.ts`)
    )) as typeof import('../data/translation-status')
    expect(written.data).toEqual([{ file: 'content/terms/terms.es.yml', field: 'sections' }])
  })

  it('stop the content step with a message naming the file, the field and the language', () => {
    const copy = copyOfContent()
    const file = path.join(copy, 'content/faq/faq.es.yml')
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^navLabel:.*\n/m, ''))
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content.ts'], {
      cwd: root,
      env: { ...process.env, CONTENT_DIR: path.join(copy, 'content') },
      encoding: 'utf8',
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('content/faq/faq.es.yml › navLabel (Spanish): missing.')
  })

  it('take a new certificate as one new pair of files, listed at its place', () => {
    const copy = copyOfContent()
    const folder = path.join(copy, 'content/certificates')
    writeFileSync(
      path.join(folder, 'sedex.en.yml'),
      [
        'order: 2',
        'name: SMETA',
        'issuer: Example Ethical Audits Ltd',
        'number: EXAMPLE-SMETA-000001',
        'validFrom: 2026-01-15',
        'validUntil: 2029-01-14',
        'title: SMETA 4-pillar ethical trade audit',
        'scope: Labour standards, health and safety, environment and business ethics at the factory in {{factoryCity}}.',
        '',
      ].join('\n'),
    )
    writeFileSync(
      path.join(folder, 'sedex.es.yml'),
      [
        'title: Auditoría de comercio ético SMETA de 4 pilares',
        'scope: Normas laborales, seguridad y salud, medio ambiente y ética empresarial en la fábrica de {{factoryCity}}.',
        '',
      ].join('\n'),
    )
    const checked = checkContent(readContentFiles(path.join(copy, 'content')), { figureNames: figureNames() })
    expect(checked.problems.map(formatProblem)).toEqual([])
    const entries = checked.data.certificates as Record<'en' | 'es', Record<string, { order: number }>>
    expect(entries.es.sedex).toMatchObject({
      order: 2,
      name: 'SMETA',
      title: expect.stringMatching(/^Auditoría/),
    })
    const order = Object.entries(entries.en)
      .sort(([idA, a], [idB, b]) => a.order - b.order || idA.localeCompare(idB))
      .map(([id]) => id)
    expect(order.slice(0, 3)).toEqual(['iso-9001', 'oeko-tex', 'sedex'])
  })

  it('refuse a business figure whose range runs backwards, or a figure named that does not exist', () => {
    const copy = copyOfContent()
    const figures = path.join(copy, 'content/figures/figures.yml')
    writeFileSync(
      figures,
      readFileSync(figures, 'utf8').replace('leadTimeDays:\n    from: 30', 'leadTimeDays:\n    from: 50'),
    )
    expect(checkContent(readContentFiles(path.join(copy, 'content'))).problems.map(formatProblem)).toEqual([
      'content/figures/figures.yml › facts › leadTimeDays: the first number ("From") should not be larger than "To".',
    ])
    const tour = path.join(copy, 'content/factory-tour/factory-tour.es.yml')
    writeFileSync(tour, readFileSync(tour, 'utf8').replace('{{capacityTile}}', '{{capacitytile}}'))
    expect(
      checkContent(readContentFiles(path.join(copy, 'content')), { figureNames: figureNames() })
        .problems.map(formatProblem)
        .filter((line) => line.includes('factory-tour')),
    ).toEqual([
      'content/factory-tour/factory-tour.es.yml › facts › 1 › value (Spanish): names the figure {{capacitytile}}, which does not exist; did you mean {{capacityTile}}?',
    ])
  })
})
