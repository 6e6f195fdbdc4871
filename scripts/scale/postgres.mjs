// A private PostgreSQL cluster for the bench, made without Docker: Debian's server binaries run
// initdb in a temporary folder and serve it on a free port on 127.0.0.1. The site gets a role that
// owns its database and is not a superuser, as it would in production.
import { execFileSync } from 'node:child_process'
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '../bench-collector.mjs'

const debianRoot = '/usr/lib/postgresql'
const asRoot = process.getuid?.() === 0

/** Debian keeps the server's programs off PATH, one folder per major version: the newest wins. */
function serverBin() {
  const versions = existsSync(debianRoot)
    ? readdirSync(debianRoot).filter((version) => existsSync(path.join(debianRoot, version, 'bin/pg_ctl')))
    : []
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0]
  if (newest) return path.join(debianRoot, newest, 'bin')
  try {
    return path.dirname(execFileSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).trim())
  } catch {
    return undefined
  }
}

function findOrInstall() {
  const found = serverBin()
  if (found) return found
  if (!asRoot)
    throw new Error('PostgreSQL is not installed: `sudo apt-get install -y postgresql`, or set DATABASE_URL')
  console.log('PostgreSQL is not installed: apt-get install -y postgresql...')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const install = 'apt-get install -y postgresql || (apt-get update && apt-get install -y postgresql)'
  execFileSync('sh', ['-c', install], { stdio: 'inherit', env })
  const installed = serverBin()
  if (!installed) throw new Error(`apt-get installed postgresql, but no pg_ctl is under ${debianRoot}`)
  return installed
}

/**
 * Starts the cluster and resolves with its `databaseUrl` and a `stop` that shuts it down and removes
 * its folder. PostgreSQL refuses to run as root, so as root every command runs as the `postgres`
 * user, which owns the folder.
 */
export async function startCluster() {
  const bin = findOrInstall()
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-scale-pg-'))
  const data = path.join(dir, 'data')
  const run = (program, args) => {
    const command = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]]
      : [path.join(bin, program), args]
    return execFileSync(command[0], command[1], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  }
  if (asRoot) {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }))
    chownSync(dir, id('-u'), id('-g'))
  }
  let started = false
  const stop = () => {
    // Immediate: the cluster is thrown away, so nothing needs writing out.
    if (started) {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } catch (error) {
        console.error(`pg_ctl stop failed: ${error.stderr || error.message}`)
      }
    }
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    // Local connections trust: the socket lives in this 0700 folder, which only its owner enters.
    run('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--locale=C',
      '--auth-local=trust',
      '--auth-host=scram-sha-256',
      '--no-sync',
    ])
    const port = await freePort()
    appendFileSync(
      path.join(data, 'postgresql.conf'),
      `listen_addresses = '127.0.0.1'\nport = ${port}\nunix_socket_directories = '${dir}'\n`,
    )
    run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start'])
    started = true
    const password = randomBytes(18).toString('base64url')
    const psql = (statement) =>
      run('psql', [
        '-h',
        dir,
        '-p',
        String(port),
        '-U',
        'postgres',
        '-d',
        'postgres',
        '-v',
        'ON_ERROR_STOP=1',
        '-qc',
        statement,
      ])
    psql(`CREATE ROLE site LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD '${password}'`)
    psql('CREATE DATABASE site OWNER site')
    return { databaseUrl: `postgres://site:${password}@127.0.0.1:${port}/site`, stop }
  } catch (error) {
    stop()
    throw error
  }
}
