import path from 'node:path'
import { ESLint } from 'eslint'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const eslint = new ESLint({ cwd: root })

/**
 * The project's lint messages for a file at `filePath` that holds only imports of `sources`; a
 * source written `type:<path>` is imported with `import type`.
 */
async function lint(filePath: string, ...sources: string[]): Promise<string[]> {
  const code = sources
    .map((source, index) =>
      source.startsWith('type:')
        ? `import type * as m${index} from '${source.slice(5)}'\nexport type T${index} = typeof m${index}\n`
        : `import * as m${index} from '${source}'\nvoid m${index}\n`,
    )
    .join('')
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.map((message) => message.message)
}

// Each lint follows the imports it meets across the project, and the last test reads every module:
// seconds of work each, which a busy machine may stretch well past the usual limit.
describe('the layers lint rule', { timeout: 120_000 }, () => {
  it.each([
    // The app's layers.
    ['app/lib/locale.ts', '~/content/site', 'app/lib/locale.ts may not import app/content'],
    ['app/lib/locale.ts', 'type:./paths', 'app/lib/locale.ts may not import app/lib'],
    ['app/content/home.ts', '~/lib/paths', 'app/content may not import app/lib at run time'],
    ['app/content/types/pages.ts', '../../lib/status-page', 'app/content may not import app/lib at run time'],
    ['app/i18n/en.ts', '../lib/forms/contact', 'app/i18n may not import app/lib at run time'],
    ['app/content/home.ts', '~/lib/use-locale', 'app/content may not import app/lib at run time'],
    [
      'app/content/home.ts',
      '../components/forms/contact-form',
      'app/content may not import app/components/forms',
    ],
    ['app/lib/links.ts', '~/routes/home', 'app/lib may not import app/routes'],
    ['app/lib/links.ts', '~/islands/mount', 'app/lib may not import the island runtime'],
    [
      'app/components/ui/chip.tsx',
      '../sections/faq-categories',
      'app/components/ui may not import app/components/sections',
    ],
    ['app/components/layout/menu.tsx', '../../root', 'app/components/layout may not import app/root.tsx'],
    [
      'app/components/art/sky.tsx',
      '~/islands/parts/contact-form',
      'app/components/art may not import app/islands/parts',
    ],
    [
      'app/components/sections/contact-section.tsx',
      '~/islands/parts/contact-form',
      'app/components/sections may not import app/islands/parts',
    ],
    [
      'app/components/sections/faq.tsx',
      '~/islands/island',
      'app/components/sections may not import the island runtime',
    ],
    ['app/islands/parts/page.tsx', '~/routes/faq', 'app/islands/parts may not import app/routes'],
    [
      'app/islands/mount.tsx',
      '../components/forms/quote-form',
      'the island runtime may not import app/components/forms',
    ],
    // The server's rooms.
    [
      'server/forms/page.ts',
      '../../app/components/sections/faq-categories',
      'server may not import this part of app/',
    ],
    ['server/words.ts', '../app/lib/use-locale', 'server may not import a React module of app/lib'],
    ['server/words.ts', '../app/lib/page-path', 'server may not import a React module of app/lib'],
    ['server/words.ts', './request-log', 'server/words.ts may not import the rest of server/'],
    ['server/words.ts', 'type:./store/leads', 'server/words.ts may not import the rest of server/'],
    ['server/env.ts', 'type:./store/open', 'server/env.ts may not import the rest of server/'],
    [
      'server/store/uploads.ts',
      'type:../files/storage',
      'server/store may not import a room that stands on the store',
    ],
    [
      'server/store/leads.ts',
      '../forms/plugin',
      'server/store may not import a room that stands on the store',
    ],
    [
      'server/admin/routes/lead.tsx',
      'type:../plugin',
      'server/admin/routes may not import server/admin/plugin.ts',
    ],
  ])('fails %s importing %s, naming the layer it crosses', async (file, source, crossing) => {
    const [message, ...others] = await lint(file, source)
    expect(message).toContain(crossing)
    expect(others).toEqual([])
  })

  it('lets imports flow the one way', async () => {
    expect(
      await lint(
        'app/routes/faq.tsx',
        '~/components/sections/faq-categories',
        '../components/ui/button',
        '~/islands/parts/contact-form',
        '~/lib/meta',
        '~/content/faq',
      ),
    ).toEqual([])
    expect(await lint('app/components/layout/footer.tsx', '../ui/button', '~/lib/use-content')).toEqual([])
    expect(
      await lint('app/islands/parts/faq.tsx', '~/components/sections/faq-categories', '../island'),
    ).toEqual([])
    expect(await lint('app/islands/mount.tsx', '~/i18n/config', '~/lib/page-path')).toEqual([])
    // lib stands on the words; the words on the languages, and they may name lib's keys as types.
    expect(await lint('app/lib/meta.ts', '~/content/site', '~/i18n/config', './locale')).toEqual([])
    expect(
      await lint('app/content/types/pages.ts', 'type:~/lib/status-page', '~/lib/locale', '../figures'),
    ).toEqual([])
    expect(await lint('app/i18n/en-forms.ts', 'type:../lib/forms/contact', '~/content/figure-text')).toEqual(
      [],
    )
    expect(
      await lint('server/words.ts', '../app/i18n/en-mail', '../app/lib/forms/messages', '../app/lib/locale'),
    ).toEqual([])
    // Every room reads its words from server/words.ts, the store included.
    expect(await lint('server/status/page.ts', '../words')).toEqual([])
    expect(await lint('server/admin/pages/lead.tsx', '../../words')).toEqual([])
    expect(await lint('server/store/leads.ts', '../words')).toEqual([])
    // The rooms stand on the store, the store on the settings; a test may wire rooms together.
    expect(await lint('server/files/links.ts', '../store/schema', '../store/uploads')).toEqual([])
    expect(await lint('server/store/uploads.ts', '../env', './schema')).toEqual([])
    expect(await lint('server/store/uploads.test.ts', '../files/directory')).toEqual([])
    expect(await lint('server/admin/routes/lead.tsx', '../options')).toEqual([])
  })

  it.each([
    // figure-text.ts imports figures.ts.
    ['app/content/figures.ts', './figure-text'],
    // uploads.ts imports search.ts.
    ['server/store/search.ts', './uploads'],
  ])('fails %s importing %s, which imports it back', async (file, source) => {
    expect(await lint(file, source)).toEqual([expect.stringContaining('Dependency cycle')])
  })

  it('finds no circle in the imports of app/ and server/, type imports included', () => {
    expect(importCircles()).toEqual([])
  })
})

/**
 * Every circle of imports among the modules of app/ and server/ (tests aside), `import type`
 * included, which the lint's `no-cycle` skips: each as the paths it runs through.
 */
function importCircles(): string[][] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
      },
    },
  )!
  const modules = new Set(
    config.fileNames.filter(
      (file) => /^(app|server)\//.test(path.relative(root, file)) && !/\.test\.tsx?$/.test(file),
    ),
  )
  const importsOf = (file: string) =>
    ts
      .preProcessFile(ts.sys.readFile(file)!, true, true)
      .importedFiles.map(
        ({ fileName }) => ts.resolveModuleName(fileName, file, config.options, ts.sys).resolvedModule,
      )
      .map((resolved) => resolved?.resolvedFileName)
      .filter((imported): imported is string => imported !== undefined && modules.has(imported))
  const circles: string[][] = []
  const done = new Set<string>()
  const walk = (file: string, route: string[]) => {
    if (done.has(file)) return
    const start = route.indexOf(file)
    if (start >= 0) {
      circles.push([...route.slice(start), file].map((each) => path.relative(root, each)))
      return
    }
    for (const imported of importsOf(file)) walk(imported, [...route, file])
    done.add(file)
  }
  for (const file of modules) walk(file, [])
  return circles
}
