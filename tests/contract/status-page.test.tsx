// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { contentFor } from '~/content/page-content'
import { statusContent } from '~/content/status'
import { i18nFor } from '~/i18n/config'
import { statusWords } from '../../server/test/status-words'
import { locales, localizePath, type Locale } from '~/lib/locale'
import { PagePathContext } from '~/lib/page-path'
import { RequestStatus } from '~/components/sections/request-status'
import { shownStatuses, statusKinds, statusPath, type StatusKind, type StatusView } from '~/lib/status-page'
import { statusView } from '../../server/status/page'
import type { Lead } from '../../server/store/leads'
import { leadStatuses, type LeadStatus } from '../../server/store/schema'

const token = 'q1W2e3R4t5Y6u7I8o9P0a1S2d3F4g5H6'

/** The page's body as the route renders it for one lead, in a language. */
function render(locale: Locale, view: StatusView) {
  return renderToStaticMarkup(
    <PagePathContext.Provider value={localizePath(statusPath(token), locale)}>
      <I18nextProvider i18n={i18nFor(locale)}>
        <RequestStatus words={contentFor(statusContent, locale)} view={view} />
      </I18nextProvider>
    </PagePathContext.Provider>,
  )
}

function lead(form: StatusKind, status: LeadStatus): Lead & { form: StatusKind } {
  return {
    id: 1,
    reference: 'SS-4F7K2QXM',
    form,
    createdAt: '2026-11-24T14:05:00.000Z',
    spam: status === 'spam',
    locale: 'en',
    status,
    assigneeId: null,
    readAt: null,
    statusChangedAt: null,
    statusToken: token,
    topic: null,
    payload:
      form === 'contact'
        ? {
            name: 'Jane Quillfeather',
            email: 'jane@club.example',
            productType: 'custom',
            quantity: '5000+',
            message: 'MESSAGE-XYZZY',
          }
        : {
            CustomerName: 'Ana Quillfeather',
            Email: 'ana@club.example',
            ProductType: 'cap',
            Notes: 'NOTES-XYZZY',
          },
  }
}

/** What a reader sees of a page: its text, without any part left hidden. */
function visibleText(html: string) {
  const document = new DOMParser().parseFromString(html, 'text/html')
  for (const hidden of document.querySelectorAll('[hidden]')) hidden.remove()
  // Runs of markup whitespace read as one space; a non-breaking space is kept, as the reader sees it.
  return (document.body.textContent ?? '').replace(/[ \t\n\r]+/g, ' ')
}

describe('the status page in each language', () => {
  for (const locale of locales) {
    const words = statusWords(locale)
    const messageFor = (status: (typeof shownStatuses)[number], kind: StatusKind) =>
      status === 'contacted' ? words.messages.contacted[kind] : words.messages[status]

    describe(locale, () => {
      it.each(statusKinds.flatMap((kind) => leadStatuses.map((status) => [kind, status] as const)))(
        'tells a %s that is %s where it stands, in words and steps',
        (kind, status) => {
          const shown = status === 'spam' ? 'new' : status
          const text = visibleText(render(locale, statusView(lead(kind, status), locale, 0)))
          const message = messageFor(shown, kind)
          expect(text).toContain(message.title)
          expect(text).toContain(message.text)
          expect(text).toContain(words.heading[kind])
          for (const other of shownStatuses.filter((each) => each !== shown)) {
            for (const otherKind of statusKinds)
              expect(text).not.toContain(messageFor(other, otherKind).title)
          }
          if (shown === 'lost') {
            expect(text).toContain(words.contactUs)
            expect(text).not.toContain(words.steps.inTouch)
          } else {
            for (const step of Object.values(words.steps)) expect(text).toContain(step)
          }
          expect(text).toContain('SS-4F7K2QXM')
          expect(text).toContain(locale === 'en' ? '24 November 2026' : '24 de noviembre de 2026')
        },
      )

      it('says the reply time, and leaves no placeholder', () => {
        const html = render(locale, statusView(lead('quote', 'new'), locale, 2))
        expect(visibleText(html)).toContain(
          locale === 'en' ? 'within 24\u00a0hours' : 'en menos de 24\u00a0horas',
        )
        expect(html).not.toMatch(/\{\{|\}\}/)
      })

      it('marks the step the request has reached for screen readers', () => {
        const document = new DOMParser().parseFromString(
          render(locale, statusView(lead('quote', 'quoted'), locale, 0)),
          'text/html',
        )
        expect(document.querySelectorAll('[aria-current="step"]')).toHaveLength(1)
        const current = document.querySelector('[aria-current="step"]')
        expect(current?.textContent).toContain(words.steps.quoteSent)
        expect(current?.textContent).toContain(words.stepStates.current)
      })

      it('lists what was sent as choices, never what was typed', () => {
        const text = visibleText(render(locale, statusView(lead('contact', 'new'), locale, 0)))
        expect(text).toContain(words.rows.productInterest)
        expect(text).toContain(words.rows.quantity)
        expect(text).not.toContain(words.rows.pieces)
        for (const typed of ['Quillfeather', 'jane@club.example', 'XYZZY']) expect(text).not.toContain(typed)
        const quote = visibleText(render(locale, statusView(lead('quote', 'new'), locale, 3)))
        expect(quote).toContain(words.rows.productTypes)
        expect(quote).toContain(words.rows.files)
        expect(quote).not.toContain(words.rows.productInterest)
        for (const typed of ['Quillfeather', 'ana@club.example', 'XYZZY']) expect(quote).not.toContain(typed)
      })
    })
  }
})
