// `npm run admin -- create-user --email <address> [--password-stdin]`, `reset-password --email
// <address> [--password-stdin]`, `disable-user --email <address>`, `enable-user --email <address>`,
// `list-users`, each with `[--data-dir <folder>]`: the sales inbox's accounts. There is no sign-up
// page; whoever runs the server makes the accounts, in the store the server uses.
import path from 'node:path'
import process from 'node:process'
import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'
import { parseArgs } from 'node:util'
import { hashPassword, passwordProblem } from '../admin/passwords'
import { audit, commandLine } from '../store/audit'
import type { StoreConfig } from '../env'
import type { Db } from '../store/schema'
import { createUser, disableUser, enableUser, findUserByEmail, listUsers, setPassword } from '../store/staff'
import { runCommand, say, storeSettings, withCommandStore } from './command'

const commands = ['create-user', 'reset-password', 'disable-user', 'enable-user', 'list-users'] as const
type Command = (typeof commands)[number]

export interface AdminOptions {
  command: Command
  /** Empty for list-users. */
  email: string
  passwordStdin: boolean
  store: StoreConfig
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
  const email = values.email?.trim() ?? ''
  if (command !== 'list-users' && !/^[^\s@]+@[^\s@]+$/.test(email))
    throw new UsageError('--email must be an e-mail address')
  return {
    command,
    email,
    passwordStdin: values['password-stdin'],
    store: storeSettings(values['data-dir'], env),
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
      if (!muted) process.stderr.write(chunk)
      callback()
    },
  })
  const terminal = createInterface({ input: process.stdin, output, terminal: true })
  return new Promise((resolve) => {
    terminal.question(question, (answer) => {
      terminal.close()
      process.stderr.write('\n')
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

/** The accounts as lines of `address<TAB>enabled|disabled`: data for standard output. */
export async function userLines(db: Db): Promise<string> {
  const users = await listUsers(db)
  return users.map((user) => `${user.email}\t${user.disabled ? 'disabled' : 'enabled'}\n`).join('')
}

/** Runs one command on `db`; resolves with the message to say (list-users writes its data itself). */
export async function execute(
  db: Db,
  options: AdminOptions,
  read: () => Promise<string> = () => newPassword(options),
  out: NodeJS.WritableStream = process.stdout,
): Promise<string> {
  if (options.command === 'list-users') {
    const lines = await userLines(db)
    out.write(lines)
    return lines ? '' : 'No accounts yet: make one with create-user'
  }
  const existing = await findUserByEmail(db, options.email)
  if (options.command === 'disable-user' || options.command === 'enable-user') {
    if (!existing) throw new UsageError(`No account for ${options.email}`)
    if (options.command === 'enable-user') {
      await enableUser(db, existing.id)
      await audit(db, commandLine, 'account-enabled', { detail: existing.email })
      return `Enabled ${existing.email}: it signs in with its password again`
    }
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
    const still = existing.disabled ? '; it stays disabled until enable-user' : ''
    return `Changed the password of ${existing.email} and ended its sessions${still}`
  }
  await createUser(db, options.email, hash)
  await audit(db, commandLine, 'account-created', { detail: options.email })
  return `Created ${options.email}: sign in at /admin`
}

export async function main(
  argv: string[],
  env = process.env,
  { password, out }: { password?: () => Promise<string>; out?: NodeJS.WritableStream } = {},
) {
  const options = readOptions(argv, env)
  const done = await withCommandStore(options.store, (db) => execute(db, options, password, out))
  if (done) say(done)
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename)
  runCommand(() => main(process.argv.slice(2)))
