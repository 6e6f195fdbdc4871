import path from 'node:path'

/** Settings read from the environment, checked once at start. */
export interface ServerConfig {
  port: number
  host: string
  clientDir: string
  dataDir: string
  /** Form submissions per minute per address; 0 turns the limit off. */
  formsRateLimit: number
}

function integer(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`)
  return value
}

export function readConfig(root = process.cwd()): ServerConfig {
  return {
    port: integer('PORT', 3000),
    host: process.env.HOST || '0.0.0.0',
    clientDir: path.resolve(root, process.env.CLIENT_DIR || 'build/client'),
    dataDir: path.resolve(root, process.env.DATA_DIR || 'data'),
    formsRateLimit: integer('FORMS_RATE_LIMIT', 10),
  }
}
