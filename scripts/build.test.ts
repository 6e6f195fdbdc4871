import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const run = promisify(execFile)
const hostedContact = 'https://formspree.io/f/xyz'

/** Runs the real build in `buildDir` with `variables` added to the environment. */
const buildWith = (buildDir: string, variables: Record<string, string>) =>
  run('node', ['scripts/build.mjs'], {
    cwd: root,
    env: { ...process.env, BUILD_DIR: buildDir, ...variables },
    maxBuffer: 64 * 1024 * 1024,
  })

/** Starts the compiled server of `buildDir` on a free port and resolves with its address. */
function serve(buildDir: string): Promise<{ server: ChildProcess; origin: string }> {
  const server = spawn('node', [path.join(root, buildDir, 'server-app/index.js')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      CLIENT_DIR: path.join(root, buildDir, 'client'),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hosted-data-')),
    },
  })
  return new Promise((resolve, reject) => {
    let output = ''
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk
      const origin = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1]
      if (origin) resolve({ server, origin })
    })
    server.once('exit', (code) => reject(new Error(`the server stopped (${code}): ${output}`)))
  })
}

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? ''

// One real build serves every test that reads a build's output.
const buildDir = 'build-hosted'
let server: ChildProcess | undefined
let origin = ''

beforeAll(async () => {
  await buildWith(buildDir, { VITE_FORM_CONTACT_URL: hostedContact })
  ;({ server, origin } = await serve(buildDir))
}, 600_000)

afterAll(() => {
  server?.kill()
  rmSync(path.join(root, buildDir), { recursive: true, force: true })
})

describe('a build whose contact form posts to a hosted form service', () => {
  it('renders the form posting there, and the others to the site', async () => {
    const contact = await (await fetch(`${origin}/contact`)).text()
    expect(contact).toContain(`action="${hostedContact}#contact-form-problems"`)
    const quote = await (await fetch(`${origin}/es/custom-design`)).text()
    expect(quote).toContain('action="/api/forms/quote?page=%2Fes%2Fcustom-design#quote-form-problems"')
  })

  it('sends the script that posts the form there', () => {
    const assets = path.join(root, buildDir, 'client/assets')
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'))
    expect(
      scripts.some((file) => readFileSync(path.join(assets, file), 'utf8').includes(hostedContact)),
    ).toBe(true)
  })

  it('is served with a policy that lets the form post and send there', async () => {
    const policy = String((await fetch(`${origin}/contact`)).headers.get('content-security-policy'))
    expect(directive(policy, 'form-action')).toBe("form-action 'self' https://formspree.io")
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://formspree.io")
  })

  it('gives static hosts the same policy in _headers', async () => {
    const headers = readFileSync(path.join(root, buildDir, 'client/_headers'), 'utf8')
    const rule = headers.split('\n\n').find((block) => block.startsWith('/es/contact\n')) ?? ''
    const served = (await fetch(`${origin}/es/contact`)).headers.get('content-security-policy')
    expect(rule).toContain(`content-security-policy: ${served}`)
    expect(directive(rule, 'form-action')).toBe("form-action 'self' https://formspree.io")
  })
})

/** Every pre-rendered page of the build, by its path inside the client folder. */
const builtPages = () =>
  readdirSync(path.join(root, buildDir, 'client'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ file, html: readFileSync(path.join(root, buildDir, 'client', file), 'utf8') }))

/** What a page's scripts are: the list its loader reads, the loader, and every other script. */
function scriptsOf(html: string) {
  const tags = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map(([tag, attributes, body]) => ({
    tag,
    attributes: attributes ?? '',
    body: body ?? '',
  }))
  const list = tags.find(({ attributes }) => attributes.includes('id="island-scripts"'))
  return {
    urls: JSON.parse(list?.body ?? '[]') as string[],
    loader: tags.find(({ body }) => body.includes('island-scripts') && !body.startsWith('['))?.tag,
    sources: tags.flatMap(({ attributes }) => /\bsrc="([^"]+)"/.exec(attributes)?.[1] ?? []),
    islands: [...new Set([...html.matchAll(/data-island="([^"]+)"/g)].map((match) => match[1] ?? ''))],
  }
}

describe("the island scripts of a build's pages", () => {
  const chunks = () =>
    JSON.parse(readFileSync(path.join(root, buildDir, 'islands.json'), 'utf8')) as {
      runtime: string[]
      parts: Record<string, string[]>
    }

  it('lists the runtime first, then every file of each island the page holds, each one built', () => {
    const { runtime, parts } = chunks()
    const pages = builtPages()
    expect(pages.length).toBeGreaterThan(80)
    for (const { file, html } of pages) {
      const { urls, islands } = scriptsOf(html)
      expect(islands.length, file).toBeGreaterThan(0)
      expect(urls.slice(0, runtime.length), file).toEqual(runtime)
      for (const name of islands)
        expect(urls, `${file}: ${name}`).toEqual(expect.arrayContaining(parts[name] ?? ['(no part built)']))
      expect(new Set(urls).size, file).toBe(urls.length)
      for (const url of urls) expect(existsSync(path.join(root, buildDir, 'client', url)), url).toBe(true)
    }
  })

  it('loads them after the first frame with one loader, the same on every page, and no router', () => {
    const loaders = new Set<string | undefined>()
    for (const { file, html } of builtPages()) {
      const { loader, sources } = scriptsOf(html)
      loaders.add(loader)
      // Nothing is requested before the first paint: no script by address, no preload.
      expect(sources, file).toEqual([])
      expect(html, file).not.toContain('modulepreload')
      expect(html, file).not.toContain('__reactRouter')
      expect(loader, file).toMatch(/^<script>requestAnimationFrame\(/)
    }
    expect(loaders.size).toBe(1)
    expect(readdirSync(path.join(root, buildDir, 'client'), { recursive: true }).join('\n')).not.toMatch(
      /\.data$/m,
    )
  })

  it('gives a page rendered for one request the same scripts as its pre-rendered page', async () => {
    const staticPage = readFileSync(path.join(root, buildDir, 'client/es/thank-you/index.html'), 'utf8')
    const response = await fetch(`${origin}/es/thank-you?ref=SS-ABCD2345`)
    const rendered = await response.text()
    expect(rendered).toContain('SS-ABCD2345')
    // The page's own address, put in place before any other script reads it, and allowed by its policy.
    const first = /<script>([\s\S]*?)<\/script>/.exec(rendered)?.[1] ?? ''
    expect(first).toBe(`history.replaceState(null,'',"/es/thank-you?ref=SS-ABCD2345")`)
    const hash = createHash('sha256').update(first).digest('base64')
    expect(response.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`)
    const { loader, urls } = scriptsOf(rendered)
    expect(urls).toEqual(scriptsOf(staticPage).urls)
    expect(loader).toBe(scriptsOf(staticPage).loader)
    expect(rendered).not.toContain('__reactRouter')
  })
})

describe('a build given a setting it cannot use', () => {
  it('stops before building, with one line naming the setting', async () => {
    const failed = await buildWith('build-never', { VITE_FORM_QUOTE_URL: 'ftp://forms.example' }).catch(
      (error: { code: number; stderr: string }) => error,
    )
    expect(failed).toMatchObject({
      code: 1,
      stderr:
        'Invalid setting: VITE_FORM_QUOTE_URL must be a path on this site (/api/forms/…) or an http:// or https:// URL (got "ftp://forms.example")\n',
    })
  })
})
