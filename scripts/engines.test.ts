import { readFileSync } from 'node:fs'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

interface LockedPackage {
  version?: string
  optional?: boolean
  engines?: { node?: string } | string[]
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'))

/**
 * The Node versions a locked package says it runs on, when it says so in the usual form. An
 * optional package that refuses the running Node is left out by npm, without a warning, as one
 * built for another system is: what it asks for matters only when it is required.
 */
const nodeRange = (locked: LockedPackage) =>
  !locked.optional && locked.engines && !Array.isArray(locked.engines) ? locked.engines.node : undefined

describe('the installed packages', () => {
  it('all accept the oldest Node the site runs on, so npm ci there warns of nothing', () => {
    const site = readJson('package.json') as { engines: { node: string } }
    const oldest = semver.minVersion(site.engines.node)
    expect(oldest).not.toBeNull()
    const lock = readJson('package-lock.json') as { packages: Record<string, LockedPackage> }
    const refusing = Object.entries(lock.packages).flatMap(([path, locked]) => {
      const range = path === '' ? undefined : nodeRange(locked)
      return range && !semver.satisfies(oldest!, range) ? [`${path}@${locked.version}: node ${range}`] : []
    })
    expect(refusing).toEqual([])
  })
})
