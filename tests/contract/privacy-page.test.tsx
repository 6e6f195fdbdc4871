import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18nFor } from '~/i18n/config'
import { localizePath, type Locale } from '~/lib/locale'
import { pagePaths } from '~/lib/paths'
import { PagePathContext } from '~/lib/page-path'
import { retentionText } from '~/lib/retention'
import { buildApp } from '../../server/app'
import { readEnv } from '../../server/env'
import { directoryStorage } from '../../server/files/directory'
import { insertLeads } from '../../server/store/leads'
import { openStore } from '../../server/store/open'
import { monthsBefore, sweepRetention } from '../../server/store/retention'
import { fakeClientDir } from '../../server/test/fake-client'
import { sampleEnquiry } from '../../server/test/samples'
import { testEnv } from '../../server/test/env'
import PrivacyPage from '~/routes/privacy'

/** The notice as the build renders it, with the build's environment. */
function rendered(locale: Locale) {
  return renderToStaticMarkup(
    <PagePathContext.Provider value={localizePath(pagePaths.privacy, locale)}>
      <I18nextProvider i18n={i18nFor(locale)}>
        <PrivacyPage />
      </I18nextProvider>
    </PagePathContext.Provider>,
  )
}

/** The notice's words as a reader gets them: tags gone, spaces as they print. */
const text = (html: string) =>
  html
    .replace(/<[^<>]*>/g, ' ')
    .replace(/[ \t\n\r]+/g, ' ')
    .replace(/&#x27;/g, "'")

const settings = {
  LEAD_RETENTION_MONTHS: '18',
  WON_LEAD_RETENTION_MONTHS: '84',
  UPLOAD_RETENTION_MONTHS: '6',
  SPAM_RETENTION_DAYS: '14',
}

afterEach(() => vi.unstubAllEnvs())

describe('the privacy notice', () => {
  it('quotes the periods of the defaults when nothing is set, as whole sentences', () => {
    const english = text(rendered('en'))
    expect(english).toContain(
      'Files are deleted 1\u00a0year after the request is closed, as an order or not.',
    )
    expect(english).toContain(
      '2\u00a0years after the last activity on your enquiry, or 6\u00a0years if it becomes an order.',
    )
    expect(english).toContain('Messages that our spam trap catches are kept for 30\u00a0days')
    expect(english).toContain(
      'The link to the page that shows your request works for 1\u00a0year after you send it.',
    )
    const spanish = text(rendered('es'))
    expect(spanish).toContain(
      '2\u00a0años desde la última actuación sobre su consulta, o 6\u00a0años si se convierte en un pedido.',
    )
    expect(spanish).toContain(
      'Los archivos se suprimen 1\u00a0año después del cierre de la solicitud, haya pedido o no.',
    )
    expect(spanish).toContain('se conservan 30\u00a0días por si hubiera que recuperar')
  })

  it('reads the same settings as the sweep: the periods it quotes are the ones the sweep deletes by', async () => {
    for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value)
    const { retention } = readEnv(settings)
    for (const locale of ['en', 'es'] as const) {
      const quoted = retentionText(retention, locale)
      const page = rendered(locale)
      for (const [token, period] of Object.entries(quoted))
        expect(page).toContain(`<span data-value="retention.${token}">${period}</span>`)
    }
    expect(text(rendered('en'))).toContain(
      '18\u00a0months after the last activity on your enquiry, or 7\u00a0years',
    )

    // The sweep, given the same settings, keeps a lead within the 18 months and deletes one past them.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'privacy-'))
    const store = await openStore({ dataDir })
    const now = new Date('2026-11-24T12:00:00.000Z')
    const lead = (months: number) =>
      insertLeads(
        store.db,
        [{ form: 'contact', payload: sampleEnquiry, spam: false, locale: 'en' }],
        { webhook: false, replyCaps: readEnv(settings).mail.replyCaps },
        new Date(monthsBefore(now, months)),
      )
    await lead(19)
    const [kept] = await lead(17)
    await sweepRetention(
      store.db,
      directoryStorage(path.join(dataDir, 'uploads')),
      retention,
      Buffer.alloc(32),
      now,
    )
    expect(await store.db.selectFrom('leads').select('id').execute()).toEqual([{ id: kept!.id }])
    await store.close()
  })

  it('is served with the periods the server started with, written over those of the build', async () => {
    const clientDir = fakeClientDir()
    for (const locale of ['en', 'es'] as const)
      writeFileSync(
        path.join(clientDir, localizePath(pagePaths.privacy, locale), 'index.html'),
        `<!doctype html><main>${rendered(locale)}</main>`,
      )
    const app = await buildApp(testEnv({ CLIENT_DIR: clientDir, ...settings }))
    try {
      const english = await app.inject({ url: '/privacy' })
      expect(text(english.body)).toContain(
        '18\u00a0months after the last activity on your enquiry, or 7\u00a0years if it becomes an order.',
      )
      expect(text(english.body)).toContain('Files are deleted 6\u00a0months after the request is closed')
      expect(text(english.body)).toContain('kept for 14\u00a0days')
      expect(english.body).not.toContain('2\u00a0years')
      const spanish = await app.inject({ url: '/es/privacy', headers: { 'accept-encoding': 'br' } })
      expect(spanish.headers['content-encoding']).toBe('br')
      const { brotliDecompressSync } = await import('node:zlib')
      const body = brotliDecompressSync(spanish.rawPayload).toString('utf8')
      expect(text(body)).toContain('18\u00a0meses desde la última actuación sobre su consulta, o 7\u00a0años')
      expect(text(body)).toContain('se conservan 14\u00a0días')
    } finally {
      await app.close()
    }
  })
})
