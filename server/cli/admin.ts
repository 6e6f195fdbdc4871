// `npm run admin -- create-user --email <address> [--password-stdin]`, `reset-password --email
// <address> [--password-stdin]`, `disable-user --email <address>`: the sales inbox's accounts.
// There is no sign-up page; whoever runs the server makes the accounts.
import path from 'node:path'
import process from 'node:process'
import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'
import { parseArgs } from 'node:util'
import { hashPassword, passwordProblem } from '../admin/passwords'
import { audit, commandLine } from '../store/audit'
import { readStoreEnv } from '../env'
import { withStore } from '../store/open'
import type { Db } from '../store/schema'
import { createUser, disableUser, findUserByEmail, setPassword } from '../store/staff'

const commands = ['create-user', 'reset-password', 'disable-user'] as const
type Command = (typeof commands)[number]

export interface AdminOptions {
  command: Command
  email: string
  passwordStdin: boolean
  dataDir: string
}

export class UsageError extends Error {}

export function readOptions(argv: string[], env = process.env): AdminOptions {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
      'data-dir': { type: 'string' },
    },
  })
  const command = positionals[0] as Command
  if (!commands.includes(command)) throw new UsageError(`The command must be one of ${commands.join(', ')}`)
  const email = values.email?.trim()
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) throw new UsageError('--email must be an e-mail address')
  return {
    command,
    email,
    passwordStdin: values['password-stdin'],
    dataDir: path.resolve(values['data-dir'] ?? env.DATA_DIR ?? 'data'),
  }
}

/** The whole of standard input, its last line ending dropped. */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '')
}

/** Asks on the terminal without echoing what is typed. */
async function ask(question: string): Promise<string> {
  let muted = false
  const output = new Writable({
    write(chunk, _encoding, callback) {
      if (!muted) process.stdout.write(chunk)
      callback()
    },
  })
  const terminal = createInterface({ input: process.stdin, output, terminal: true })
  return new Promise((resolve) => {
    terminal.question(question, (answer) => {
      terminal.close()
      process.stdout.write('\n')
      resolve(answer)
    })
    muted = true
  })
}

async function newPassword(options: AdminOptions): Promise<string> {
  if (options.passwordStdin) return readStdin()
  if (!process.stdin.isTTY)
    throw new UsageError('No terminal to ask on: give the password with --password-stdin')
  const first = await ask('New password: ')
  const again = await ask('The same password again: ')
  if (first !== again) throw new UsageError('The two passwords differ')
  return first
}

/** Runs one command; resolves with the line to print. */
export async function run(options: AdminOptions, password?: () => Promise<string>): Promise<string> {
  const read = password ?? (() => newPassword(options))
  return withStore({ ...readStoreEnv(), dataDir: options.dataDir }, async (db: Db) => {
    const existing = await findUserByEmail(db, options.email)
    if (options.command === 'disable-user') {
      if (!existing) throw new UsageError(`No account for ${options.email}`)
      await disableUser(db, existing.id)
      await audit(db, commandLine, 'account-disabled', { detail: existing.email })
      return `Disabled ${existing.email} and ended its sessions`
    }
    if (options.command === 'create-user' && existing)
      throw new UsageError(`An account for ${options.email} already exists: use reset-password`)
    if (options.command === 'reset-password' && !existing)
      throw new UsageError(`No account for ${options.email}`)
    const given = await read()
    const problem = passwordProblem(given, options.email)
    if (problem) throw new UsageError(`The password ${problem}`)
    const hash = await hashPassword(given)
    if (existing) {
      await setPassword(db, existing.id, hash)
      await audit(db, commandLine, 'password-reset', { detail: existing.email })
      return `Changed the password of ${existing.email} and ended its sessions`
    }
    await createUser(db, options.email, hash)
    await audit(db, commandLine, 'account-created', { detail: options.email })
    return `Created ${options.email}: sign in at /admin`
  })
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  run(readOptions(process.argv.slice(2))).then(
    (done) => console.log(done),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
