import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { locales, localizePath } from '../../app/lib/locale'
import { notFoundPath, productNotFoundPath, sitePaths } from '../../app/lib/paths'

/** A client build with one tiny page per known path, enough for `buildApp` to start in tests. */
export function fakeClientDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'forms-client-'))
  for (const locale of locales) {
    for (const page of [...sitePaths, notFoundPath, productNotFoundPath]) {
      const folder = path.join(dir, localizePath(page, locale))
      mkdirSync(folder, { recursive: true })
      writeFileSync(path.join(folder, 'index.html'), `<!doctype html><title>${page}</title>`)
    }
  }
  return dir
}
