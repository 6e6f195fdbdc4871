import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { readEnv, type ServerEnv } from '../env'
import { fakeClientDir } from './fake-client'

let clientDir: string | undefined

/**
 * The settings of a server under test: the tiny client build, an empty data folder, no rate
 * limit, behind a proxy on the same machine (loopback trusted, as `inject` comes from 127.0.0.1),
 * unless `variables` say otherwise (as the environment would; '' unsets one).
 */
export function testEnv(variables: Record<string, string> = {}): ServerEnv {
  clientDir ??= fakeClientDir()
  return readEnv({
    CLIENT_DIR: clientDir,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'site-data-')),
    FORMS_RATE_LIMIT: '0',
    SITE_URL: 'https://shop.example',
    TRUST_PROXY: 'loopback',
    ...variables,
  })
}
