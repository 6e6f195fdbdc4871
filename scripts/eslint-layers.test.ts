import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') })

/** The project's lint messages for a file at `filePath` that holds only `import`s of `sources`. */
async function lint(filePath: string, ...sources: string[]): Promise<string[]> {
  const code = sources
    .map((source, index) => `import * as m${index} from '${source}'\nvoid m${index}\n`)
    .join('')
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.map((message) => message.message)
}

describe('the layers lint rule', () => {
  it.each([
    [
      'app/components/ui/chip.tsx',
      '../sections/faq-categories',
      'app/components/ui may not import app/components/sections',
    ],
    ['app/lib/links.ts', '~/routes/home', 'app/lib may not import app/routes'],
    [
      'app/content/home.ts',
      '../components/forms/contact-form',
      'app/content may not import app/components/forms',
    ],
    ['app/components/layout/menu.tsx', '../../root', 'app/components/layout may not import app/root.tsx'],
    [
      'app/components/art/sky.tsx',
      '~/islands/parts/video-player',
      'app/components/art may not import app/islands',
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
    ['server/forms/page.ts', '../../app/components/sections/faq', 'server/ may not import this part of app/'],
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
        '~/islands/parts/faq-categories',
        '~/lib/locale',
      ),
    ).toEqual([])
    expect(
      await lint('app/components/layout/footer.tsx', '../ui/button', '~/islands/parts/social-links'),
    ).toEqual([])
    expect(
      await lint('app/islands/parts/faq.tsx', '~/components/sections/faq-categories', '../island'),
    ).toEqual([])
    expect(await lint('server/mail/words.ts', '../../app/i18n/en-mail', '../../app/lib/locale')).toEqual([])
  })
})
