import { readFileSync } from 'node:fs'
import { isIP } from 'node:net'
import path from 'node:path'
import * as z from 'zod'
import { gitProviders } from '../app/cms/extensions'
import { certificates, type Certificate } from '../app/content/certificates'
import { exampleIdentityFacts, isExampleAddress } from '../app/content/identity'
import { site, type Site } from '../app/content/site'
import { readRetention, retentionSchema, type RetentionPeriods } from '../app/lib/retention'

const repoPath = 'must be the repository as owner/name (group/subgroup/name on GitLab)'
const folderNames = 'must be folder names, each ending in "/" (uploads/)'

function whole(min = 0, max = Number.MAX_SAFE_INTEGER) {
  const error =
    max < Number.MAX_SAFE_INTEGER
      ? `must be a whole number from ${min} to ${max}`
      : `must be a whole number of at least ${min}`
  return z.coerce.number<string>({ error }).int({ error }).min(min, { error }).max(max, { error })
}
const emailSchema = z.email({
  pattern: z.regexes.html5Email,
  error: 'must be e-mail addresses, separated by commas',
})
/** "Name <address>" or a bare address. */
const mailbox = z.string().refine((value) => {
  const address = /<([^<>]+)>\s*$/.exec(value)?.[1] ?? value
  return emailSchema.safeParse(address.trim()).success
}, 'must be an e-mail address, or "Name <address>"')
/** A comma-separated setting as its items, blanks dropped. */
const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
)
const addressList = commaList.pipe(z.array(emailSchema).min(1, 'must list at least one address'))
const webUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
/** A web origin as browsers send it in `Origin`: scheme, host and port, nothing after them. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value)
    return /^https?:$/.test(url.protocol) && !url.username && `${url.origin}/` === url.href
  } catch {
    return false
  }
}
const originList = commaList.pipe(
  z.array(
    z
      .string()
      .refine(isOrigin, 'must be origins such as https://www.example.com, separated by commas')
      .transform((value) => new URL(value).origin),
  ),
)
const isLoopback = (hostname: string) => ['localhost', '127.0.0.1', '[::1]'].includes(hostname)

/** The git providers the CMS can save through (named once, as the editor's browser code needs them too). */
export const cmsProviders = gitProviders

/** A network as proxy-addr reads it: an address, an address with a prefix length, or a named range. */
function isNetwork(value: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true
  const [address = '', prefix, ...rest] = value.split('/')
  const version = isIP(address)
  if (!version || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128)
}
const trustProxyError =
  'must be the number of proxies in front of the server (1), or their addresses or networks, comma-separated (10.0.0.0/8,127.0.0.1)'
const hopCount = /^\d{1,2}$/
const listed = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
/**
 * Which proxies in front may say who the client is: none (0, the default), the nearest `n` hops, or
 * the proxies at these addresses. Never "everything": that lets any client name its own address.
 */
const trustProxy = z
  .string()
  .refine(
    (value) => hopCount.test(value) || (listed(value).length > 0 && listed(value).every(isNetwork)),
    trustProxyError,
  )
  .transform((value) => (hopCount.test(value) ? Number(value) : listed(value)))

/** A form's endpoint: a path of the site's own collector, or a hosted form service. */
const formEndpoint = z.union([z.string().regex(/^\/(?!\/)/), webUrl], {
  error: 'must be a path on this site (/api/forms/…) or an http:// or https:// URL',
})

/**
 * How many automatic replies may go. Each kind has its own budget at every level, so a flood of
 * enquiries cannot hold back the confirmation a subscriber asked for, nor signups the
 * acknowledgements.
 */
export interface ReplyCaps {
  /** Of each kind in each clock hour (UTC), all addresses together; 0 turns acknowledgements off. */
  hourly: { ack: number; confirm: number }
  /** Of each kind in each clock hour, to the posts of one network (networkOf: a /24 or a /48). */
  networkHourly: number
  /** Of each kind in each day (UTC), to one address (compared without case). */
  addressDaily: number
}

/** Where the store lives: SQLite in `dataDir`, or the PostgreSQL database `databaseUrl` names. */
export interface StoreConfig {
  dataDir: string
  databaseUrl?: string
  /** Connections each instance may hold open on PostgreSQL. */
  poolSize?: number
}

/**
 * Five connections each: a collector's queries are short, and PostgreSQL's default limit of 100
 * then holds a dozen instances with the administrators' reserve and a migration to spare.
 */
export const defaultPoolSize = 5

/**
 * The caps on automatic replies when nothing is set: each kind per hour in all, per hour to the
 * posts of one network, per day to one address (server/store/reply-caps.ts).
 */
export const replyCapDefaults: ReplyCaps = {
  hourly: { ack: 200, confirm: 100 },
  networkHourly: 10,
  addressDaily: 3,
}

/**
 * What the build reads. The `VITE_*` settings are written into the pages, the islands and the
 * compiled server alike (as `import.meta.env`, read in app/content/site.ts), so the policy the
 * server and `_headers` send allows exactly the form endpoints the pages post to.
 */
const buildSchema = z.object({
  BUILD_DIR: z.string().min(1).default('build'),
  VITE_SITE_URL: webUrl.optional(),
  VITE_FORM_CONTACT_URL: formEndpoint.optional(),
  VITE_FORM_QUOTE_URL: formEndpoint.optional(),
  VITE_FORM_NEWSLETTER_URL: formEndpoint.optional(),
})

/** Where leads are kept: SQLite under DATA_DIR, or PostgreSQL when DATABASE_URL is set. */
const storeSchema = z.object({
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .url({
      protocol: /^postgres(ql)?$/,
      error: 'must be a postgres:// or postgresql:// URL',
    })
    .optional(),
  DATABASE_POOL_SIZE: whole(1, 100).default(defaultPoolSize),
})

const schema = storeSchema
  .extend({
    PORT: whole(0, 65_535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    NODE_ENV: z.string().optional(),
    TRUST_PROXY: trustProxy.default(0),
    CLIENT_DIR: z.string().min(1).default('build/client'),
    FORMS_RATE_LIMIT: whole().default(10),
    FORMS_ALLOWED_ORIGINS: originList.default([]),
    SITE_URL: webUrl.optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    SMTP_CA_FILE: z.string().min(1).optional(),
    SMTP_TLS_REJECT_UNAUTHORIZED: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('true'),
    MAIL_FROM: mailbox.default(`${site.brand} <${site.email.info}>`),
    SALES_EMAIL: addressList.default([site.email.info]),
    REPORTS_DIGEST_TO: addressList.optional(),
    WEBHOOK_URL: webUrl.optional(),
    WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    MAIL_RETRY_BASE_SECONDS: whole(1).default(60),
    // 0 turns acknowledgements off; a confirmation cannot be, or no one could subscribe.
    MAIL_ACK_HOURLY_CAP: whole(0, 10_000).default(replyCapDefaults.hourly.ack),
    MAIL_CONFIRM_HOURLY_CAP: whole(1, 10_000).default(replyCapDefaults.hourly.confirm),
    MAIL_REPLY_NETWORK_HOURLY_CAP: whole(1, 1_000).default(replyCapDefaults.networkHourly),
    MAIL_REPLY_ADDRESS_DAILY_CAP: whole(1, 20).default(replyCapDefaults.addressDaily),
    MAIL_LEASE_SECONDS: whole(5, 60).default(60),
    MAIL_FILE_RETENTION_DAYS: whole(1, 3650).default(30),
    UPLOADS_DIR: z.string().min(1).optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).optional(),
    S3_ENDPOINT: webUrl.optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
    S3_PREFIX: z
      .string()
      // Folder names of letters, digits and `_.-`, each ending in `/`, none empty (`//`).
      .regex(/^[\w.-][\w./-]*\/$/, folderNames)
      .refine((prefix) => !prefix.includes('//'), folderNames)
      .default('uploads/'),
    CMS_BACKEND: z.enum(cmsProviders, { error: 'must be github, gitlab or gitea' }).optional(),
    CMS_REPO: z
      .string()
      // A repository's path on its provider: an owner (a GitLab group may have subgroups), then its
      // name; no part empty.
      .regex(/^[\w.-]+\/[\w./-]{1,200}$/, repoPath)
      .refine((value) => !value.includes('//') && !value.endsWith('/'), repoPath)
      .optional(),
    CMS_BRANCH: z
      .string()
      .regex(/^[\w./-]{1,200}$/, 'must be a branch name (letters, digits, _ . / -)')
      .default('main'),
    CMS_PROVIDER_URL: webUrl.optional(),
    CMS_OAUTH_CLIENT_ID: z
      .string()
      .regex(/^[\w.-]{1,200}$/, "must be the OAuth application's client id")
      .optional(),
    CMS_OAUTH_CLIENT_SECRET: z.string().min(1).max(500).optional(),
    CMS_LOCAL_BACKEND_PORT: whole(1, 65_535).default(8081),
  })
  .extend(retentionSchema.shape)
  .refine((env) => env.NODE_ENV !== 'production' || env.SITE_URL, {
    path: ['SITE_URL'],
    message:
      'must be set when NODE_ENV=production: the public address of the site (https://www.example.com), for the links in e-mails',
  })
  .refine((env) => !(env.SMTP_CA_FILE && env.SMTP_TLS_REJECT_UNAUTHORIZED === 'false'), {
    path: ['SMTP_TLS_REJECT_UNAUTHORIZED'],
    message: 'must not be false while SMTP_CA_FILE is set (false turns off the check the file is for)',
  })
  .refine((env) => !env.WEBHOOK_URL || env.WEBHOOK_SECRET, {
    path: ['WEBHOOK_SECRET'],
    message: 'must be set when WEBHOOK_URL is, to sign what is posted there',
  })
  .refine((env) => !env.S3_BUCKET || env.S3_REGION, {
    path: ['S3_REGION'],
    message: 'must be set when S3_BUCKET is (any value an S3-compatible service accepts, such as us-east-1)',
  })
  .refine((env) => !env.CMS_BACKEND || env.CMS_REPO, {
    path: ['CMS_REPO'],
    message: 'must be set when CMS_BACKEND is: the repository the CMS saves to, as owner/name',
  })
  .refine((env) => !env.CMS_BACKEND || env.CMS_OAUTH_CLIENT_ID, {
    path: ['CMS_OAUTH_CLIENT_ID'],
    message: 'must be set when CMS_BACKEND is: the client id of the OAuth application (docs/content.md)',
  })
  .refine((env) => !env.CMS_BACKEND || env.CMS_BACKEND === 'gitea' || env.CMS_OAUTH_CLIENT_SECRET, {
    path: ['CMS_OAUTH_CLIENT_SECRET'],
    message: 'must be set when CMS_BACKEND is github or gitlab: the secret of the OAuth application',
  })
  .refine((env) => env.CMS_BACKEND !== 'gitea' || env.CMS_PROVIDER_URL, {
    path: ['CMS_PROVIDER_URL'],
    message: 'must be set when CMS_BACKEND is gitea: the address of the Gitea or Forgejo server',
  })
  .refine((env) => !env.S3_ACCESS_KEY_ID === !env.S3_SECRET_ACCESS_KEY, {
    path: ['S3_SECRET_ACCESS_KEY'],
    message: 'must be set together with S3_ACCESS_KEY_ID, or neither (the SDK then finds credentials itself)',
  })

/** The server's settings, read from the environment and checked once at start. */
export interface ServerEnv {
  port: number
  host: string
  /**
   * Which proxies may name the client in `X-Forwarded-For`: 0, none (the client is the socket's
   * peer); a number, that many hops nearest the server; a list, the proxies at those addresses.
   */
  trustProxy: number | string[]
  /** Cookies only over HTTPS: in production, or whenever the site's address is https. */
  secureCookies: boolean
  clientDir: string
  dataDir: string
  store: StoreConfig
  /** Form submissions per minute per address; 0 turns the limit off. */
  formsRateLimit: number
  /**
   * Origins whose pages' scripts may post to the forms and read the answers (CORS): the site's
   * own, from `siteUrl`, and those of FORMS_ALLOWED_ORIGINS.
   */
  formsAllowedOrigins: string[]
  /** Where the pages live, for the links in e-mails. */
  siteUrl: string
  mail: MailSettings
  webhook?: { url: string; secret: string }
  /** How long leads, their files and spam are kept (app/lib/retention.ts). */
  retention: RetentionPeriods
  uploads: UploadSettings
  cms: CmsSettings
}

/** Where the CMS saves: the local backend always, a git provider when one is set. */
export interface CmsSettings {
  /** The port of the local backend (decap-server) on this machine: `npm run cms` starts it there. */
  localPort: number
  git?: CmsGitSettings
}

export interface CmsGitSettings {
  provider: (typeof cmsProviders)[number]
  /** owner/name */
  repo: string
  branch: string
  /** The provider's web address: where a person signs in and the OAuth endpoints are. */
  providerUrl: string
  /** The provider's API, which the CMS calls from the browser. */
  apiUrl: string
  clientId: string
  /** Absent for Gitea, whose sign-in the CMS makes itself (PKCE, no secret). */
  clientSecret?: string
}

export interface UploadSettings {
  /** Where files are kept, or, with a bucket, where they arrive before they are uploaded. */
  dir: string
  s3?: S3Settings
}

export interface S3Settings {
  bucket: string
  region: string
  /** An S3-compatible service's address; unset: AWS. */
  endpoint?: string
  forcePathStyle: boolean
  /** Put before every key: `uploads/`. */
  prefix: string
  /** Unset: the SDK's own chain (AWS_* variables, a role of the machine). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

export interface MailSettings {
  /** Unset: mails are written as .eml files under DATA_DIR/mail/outbox. */
  smtpUrl?: string
  /**
   * How the relay's certificate is checked on STARTTLS or smtps://: against Node's CAs (with
   * NODE_EXTRA_CA_CERTS), or, with `ca`, Node's bundled CAs and `ca`; not at all when
   * `rejectUnauthorized` is false.
   */
  tls: { ca?: string; rejectUnauthorized: boolean }
  from: string
  sales: string[]
  /** Who gets the weekly report on Monday morning; unset: nobody, and none is sent. */
  digestTo: string[]
  retryBaseSeconds: number
  /** MAIL_ACK_HOURLY_CAP, MAIL_CONFIRM_HOURLY_CAP, MAIL_REPLY_NETWORK_HOURLY_CAP, MAIL_REPLY_ADDRESS_DAILY_CAP */
  replyCaps: ReplyCaps
  /** How long a delivery may hold its job before another worker takes it again. */
  leaseSeconds: number
  /** Days an .eml file of the file mailer is kept before it is removed. */
  fileRetentionDays: number
}

/** Secrets never appear in the message: only what a value must be. */
const secret = new Set([
  'SMTP_URL',
  'WEBHOOK_SECRET',
  'DATABASE_URL',
  'S3_SECRET_ACCESS_KEY',
  'CMS_OAUTH_CLIENT_SECRET',
])

export class EnvError extends Error {}

/** Checks `source` against `schema` once, failing with one line that names the variable. */
function parse<Schema extends z.ZodType>(schema: Schema, source: NodeJS.ProcessEnv): z.output<Schema> {
  // An empty variable counts as unset, as shells and .env files often leave them.
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const parsed = schema.safeParse(given)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]!
  const name = String(issue.path[0])
  const value = secret.has(name) || given[name] === undefined ? '' : ` (got "${given[name]}")`
  throw new EnvError(`${name} ${issue.message}${value}`)
}

export interface BuildEnv {
  buildDir: string
  /** The `VITE_*` settings given, checked: `import.meta.env` in every bundle the build makes. */
  inlined: Record<string, string>
}

/**
 * The build's settings, checked once before anything is built (scripts/build.mjs). A build for a
 * real address also needs the company's real identity: the law asks the site to name the company,
 * and a fictional number published as the company's own would mislead every buyer who reads it.
 */
export function readBuildEnv(
  source: NodeJS.ProcessEnv = process.env,
  root = process.cwd(),
  facts: Site = site,
  listed: readonly Certificate[] = certificates,
): BuildEnv {
  const { BUILD_DIR, ...inlined } = parse(buildSchema, source)
  const address = inlined.VITE_SITE_URL
  const toFill = exampleIdentityFacts(facts, listed)
  if (address && !isExampleAddress(address) && toFill.length > 0)
    throw new EnvError(
      `VITE_SITE_URL is a real address (${address}), but the company’s facts are still the shipped examples. Fill in (in content/company/company.yml unless another file is named): ${toFill.join('; ')}`,
    )
  // The privacy notice the build renders quotes these: a wrong one stops the build, not the page.
  parse(retentionSchema, source)
  const given = Object.entries(inlined).filter((entry): entry is [string, string] => entry[1] !== undefined)
  return { buildDir: path.resolve(root, BUILD_DIR), inlined: Object.fromEntries(given) }
}

function storeOf(env: z.output<typeof storeSchema>, root: string): StoreConfig {
  return {
    dataDir: path.resolve(root, env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    poolSize: env.DATABASE_POOL_SIZE,
  }
}

/** The store's settings alone: what the command-line tools need. */
export function readStoreEnv(source: NodeJS.ProcessEnv = process.env, root = process.cwd()): StoreConfig {
  return storeOf(parse(storeSchema, source), root)
}

/** The PEM certificates of SMTP_CA_FILE, read once at start so a wrong path stops the server. */
function readCaFile(file: string): string {
  let pem: string
  try {
    pem = readFileSync(file, 'utf8')
  } catch (error) {
    throw new EnvError(`SMTP_CA_FILE cannot be read (${(error as NodeJS.ErrnoException).code}): ${file}`)
  }
  if (!pem.includes('-----BEGIN CERTIFICATE-----'))
    throw new EnvError(`SMTP_CA_FILE must be PEM certificates (-----BEGIN CERTIFICATE-----): ${file}`)
  return pem
}

export function readEnv(source: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerEnv {
  const env = parse(schema, source)
  const store = storeOf(env, root)
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/(?<!\/)\/+$/, '')
  return {
    port: env.PORT,
    host: env.HOST,
    trustProxy: env.TRUST_PROXY,
    // Loopback is the one exception in production: what never leaves the machine needs no TLS.
    secureCookies:
      siteUrl.startsWith('https:') ||
      (env.NODE_ENV === 'production' && !isLoopback(new URL(siteUrl).hostname)),
    clientDir: path.resolve(root, env.CLIENT_DIR),
    dataDir: store.dataDir,
    store,
    formsRateLimit: env.FORMS_RATE_LIMIT,
    formsAllowedOrigins: [...new Set([new URL(siteUrl).origin, ...env.FORMS_ALLOWED_ORIGINS])],
    siteUrl,
    mail: {
      smtpUrl: env.SMTP_URL,
      tls: {
        ca: env.SMTP_CA_FILE ? readCaFile(path.resolve(root, env.SMTP_CA_FILE)) : undefined,
        rejectUnauthorized: env.SMTP_TLS_REJECT_UNAUTHORIZED === 'true',
      },
      from: env.MAIL_FROM,
      sales: env.SALES_EMAIL,
      digestTo: env.REPORTS_DIGEST_TO ?? [],
      retryBaseSeconds: env.MAIL_RETRY_BASE_SECONDS,
      replyCaps: {
        hourly: { ack: env.MAIL_ACK_HOURLY_CAP, confirm: env.MAIL_CONFIRM_HOURLY_CAP },
        networkHourly: env.MAIL_REPLY_NETWORK_HOURLY_CAP,
        addressDaily: env.MAIL_REPLY_ADDRESS_DAILY_CAP,
      },
      leaseSeconds: env.MAIL_LEASE_SECONDS,
      fileRetentionDays: env.MAIL_FILE_RETENTION_DAYS,
    },
    webhook: env.WEBHOOK_URL ? { url: env.WEBHOOK_URL, secret: env.WEBHOOK_SECRET! } : undefined,
    // Checked above with the rest; read by the one reader the privacy notice reads too.
    retention: readRetention(source),
    uploads: {
      dir: path.resolve(root, env.UPLOADS_DIR ?? path.join(env.DATA_DIR, 'uploads')),
      s3: env.S3_BUCKET
        ? {
            bucket: env.S3_BUCKET,
            region: env.S3_REGION!,
            endpoint: env.S3_ENDPOINT,
            forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
            prefix: env.S3_PREFIX,
            credentials: env.S3_ACCESS_KEY_ID
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY! }
              : undefined,
          }
        : undefined,
    },
    cms: {
      localPort: env.CMS_LOCAL_BACKEND_PORT,
      git: env.CMS_BACKEND ? cmsGitOf({ ...env, CMS_BACKEND: env.CMS_BACKEND }) : undefined,
    },
  }
}

/** The public providers' addresses, when CMS_PROVIDER_URL names no server of the company's own. */
const publicProviders = { github: 'https://github.com', gitlab: 'https://gitlab.com' }

function cmsGitOf(
  env: z.output<typeof schema> & { CMS_BACKEND: CmsGitSettings['provider'] },
): CmsGitSettings {
  const provider = env.CMS_BACKEND
  const providerUrl = (env.CMS_PROVIDER_URL ?? publicProviders[provider as 'github']).replace(
    /(?<!\/)\/+$/,
    '',
  )
  // github.com's API has its own host; GitHub Enterprise, GitLab and Gitea serve theirs under a path.
  const apiPaths = { github: '/api/v3', gitlab: '/api/v4', gitea: '/api/v1' }
  const apiUrl =
    providerUrl === publicProviders.github ? 'https://api.github.com' : `${providerUrl}${apiPaths[provider]}`
  return {
    provider,
    repo: env.CMS_REPO!,
    branch: env.CMS_BRANCH,
    providerUrl,
    apiUrl,
    clientId: env.CMS_OAUTH_CLIENT_ID!,
    clientSecret: env.CMS_OAUTH_CLIENT_SECRET,
  }
}

/** Every variable the build and the server read: what the settings table in docs/deploy.md lists. */
export const settingNames = [...Object.keys(buildSchema.shape), ...Object.keys(schema.shape)]
