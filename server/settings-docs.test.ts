import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { settingNames } from './env'

const deployGuide = readFileSync(path.resolve(import.meta.dirname, '../docs/deploy.md'), 'utf8')

/** The variables the first column of the settings table in docs/deploy.md names. */
function documentedSettings(): string[] {
  const section = deployGuide.slice(deployGuide.indexOf('\n## Settings\n'))
  const table = section.slice(section.indexOf('\n| variable'))
  const rows = table.slice(1, table.indexOf('\n\n')).split('\n').slice(2)
  return rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1]!))
}

describe('the settings table in docs/deploy.md', () => {
  it('lists every variable the build and the server read', () => {
    const documented = documentedSettings()
    expect(documented).toContain('PORT')
    expect(settingNames.filter((name) => !documented.includes(name))).toEqual([])
  })

  it('lists nothing they do not read, NODE_ENV aside (read by React and the start)', () => {
    const known = new Set([...settingNames, 'NODE_ENV'])
    expect(documentedSettings().filter((name) => !known.has(name))).toEqual([])
  })
})
