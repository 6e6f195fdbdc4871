import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { locales } from '../../app/lib/locale'
import { readOrder } from '../../app/lib/order/order'
import type { Lead } from '../store/leads'
import { receivedFiles } from './artwork-files'
import { renderMail } from './render'
import { ackSubject, BuyerAcknowledgement, greetingName } from './templates/buyer-acknowledgement'
import { NewsletterConfirmation, NewsletterWelcome } from './templates/newsletter'
import { SalesNotification, salesSubject } from './templates/sales-notification'
import { digestSubject } from './templates/weekly-digest'
import { replyDue } from '../working-time'
import { mail as enMail } from '../../app/i18n/en-mail'
import { mail as esMail } from '../../app/i18n/es-mail'

const statusToken = 'q1W2e3R4t5Y6u7I8o9P0a1S2d3F4g5H6'

const lead = (form: 'contact' | 'quote', locale: 'en' | 'es'): Lead & { form: 'contact' | 'quote' } => ({
  id: 1,
  reference: 'SS-4F7K2QXM',
  form,
  createdAt: '2026-07-01T13:05:00.000Z',
  spam: false,
  locale,
  status: 'new',
  assigneeId: null,
  readAt: null,
  statusChangedAt: null,
  statusToken,
  topic: null,
  payload:
    form === 'contact'
      ? {
          name: 'Jane Smith',
          email: 'jane@club.example',
          productType: 'custom',
          quantity: '5000+',
          message: 'Hi',
        }
      : {
          CustomerName: 'Ana',
          Email: 'ana@club.example',
          Phone: '1',
          ProductType: 'cap',
          Color: '#001f5b',
          Size: 'XL',
        },
})

const mails = locales.flatMap(
  (locale) =>
    [
      [
        `acknowledgement of an enquiry (${locale})`,
        createElement(BuyerAcknowledgement, {
          lead: lead('contact', locale),
          locale,
          siteUrl: 'https://shop.example',
        }),
      ],
      [
        `acknowledgement of a quotation (${locale})`,
        createElement(BuyerAcknowledgement, {
          lead: lead('quote', locale),
          locale,
          siteUrl: 'https://shop.example',
        }),
      ],
      [
        `confirmation (${locale})`,
        createElement(NewsletterConfirmation, { locale, confirmUrl: 'https://shop.example/c' }),
      ],
      [
        `welcome (${locale})`,
        createElement(NewsletterWelcome, {
          locale,
          quoteUrl: 'https://shop.example/q',
          unsubscribeUrl: 'https://shop.example/u',
        }),
      ],
      [
        `sales notification of a ${locale} lead`,
        createElement(SalesNotification, { lead: lead('quote', locale), siteUrl: 'https://shop.example' }),
      ],
    ] as const,
)

describe('every mail', () => {
  it.each(mails)('%s has an HTML and a text part, every placeholder filled', (_, element) => {
    const { html, text } = renderMail(element)
    expect(html).toMatch(/^<!DOCTYPE html><html lang="(en|es)">/)
    expect(text.length).toBeGreaterThan(200)
    expect(`${html}${text}`).not.toMatch(/\{\{|\}\}|undefined|\[object/)
    // The hidden inbox preview is not part of the text a reader sees.
    expect(text).not.toMatch(/^\s*(Your reference is|Su referencia es)/)
  })

  it('names a colour by its name, whatever the case of its code', () => {
    expect(renderMail(mails[9]![1]).text).toMatch(/Navy \(#001F5B\)/)
  })

  it('says when the reply is due, in UK time (summer time here)', () => {
    expect(renderMail(mails[4]![1]).text).toContain('by Thursday, 2 July 2026 at 14:05')
  })
})

describe('the weekly digest’s subject', () => {
  const week = {
    week: '2026-08-24',
    byForm: [],
    medianHours: undefined,
    p90Hours: undefined,
    topSources: [],
    overdue: [],
    overdueCount: 0,
  }

  it('says one lead or many, and the share answered in time or that no reply was due', () => {
    expect(digestSubject({ ...week, leads: 1, promise: { due: 0, kept: 0, share: undefined } })).toBe(
      'Week of 24 Aug 2026: 1 lead, no replies due',
    )
    expect(digestSubject({ ...week, leads: 3, promise: { due: 2, kept: 1, share: 0.5 } })).toBe(
      'Week of 24 Aug 2026: 3 leads, 50% answered in time',
    )
  })
})

describe('the page a lead was sent from, in the sales notification', () => {
  const sentFrom = (page: string) =>
    renderMail(
      createElement(SalesNotification, {
        lead: { ...lead('contact', 'en'), page },
        siteUrl: 'https://shop.example',
      }),
    )

  it('is a link when it is a page of the site', () => {
    const { html } = sentFrom('https://shop.example/es/contact')
    expect(html).toContain('href="https://shop.example/es/contact"')
  })

  it('is plain text when whoever posted wrote another site into Referer', () => {
    for (const page of [
      'https://login-example.co/verify',
      'https://shop.example.evil.example/contact',
      'http://shop.example/contact',
      'https://shop.example:8443/contact',
    ]) {
      const { html, text } = sentFrom(page)
      expect(html, page).not.toContain(`href="${page}"`)
      expect(text, page).toMatch(new RegExp(`Sent from\\s+${page.replaceAll('.', '\\.')}`))
    }
  })
})

describe('the link to the buyer’s status page', () => {
  const follow = { en: enMail.ack.follow, es: esMail.ack.follow }

  it.each(
    locales.flatMap((locale) => (['contact', 'quote'] as const).map((form) => [form, locale] as const)),
  )('is in the acknowledgement of a %s, in %s, in both parts', (form, locale) => {
    const { html, text } = renderMail(
      createElement(BuyerAcknowledgement, {
        lead: lead(form, locale),
        locale,
        siteUrl: 'https://shop.example',
      }),
    )
    const url = `https://shop.example${locale === 'es' ? '/es' : ''}/status/${statusToken}`
    expect(html).toContain(`href="${url}"`)
    expect(text).toMatch(new RegExp(`${follow[locale]}\\s+${url.replaceAll('.', '\\.')}`))
  })

  it('is left out for a lead that has no token', () => {
    const { html } = renderMail(
      createElement(BuyerAcknowledgement, {
        lead: { ...lead('contact', 'en'), statusToken: null },
        locale: 'en',
        siteUrl: 'https://shop.example',
      }),
    )
    expect(html).not.toContain('/status/')
    expect(html).not.toContain(enMail.ack.follow)
  })
})

describe('the reply promised to a lead', () => {
  it('is due 24 hours later, Sundays not counted', () => {
    // Thursday 14:05 BST, Saturday 20:00 GMT, Sunday 10:00 GMT.
    expect(replyDue('2026-07-02T13:05:00.000Z')).toBe('2026-07-03T13:05:00.000Z')
    expect(replyDue('2026-11-28T20:00:00.000Z')).toBe('2026-11-30T20:00:00.000Z')
    expect(replyDue('2026-11-29T10:00:00.000Z')).toBe('2026-12-01T00:00:00.000Z')
  })
})

describe('the greeting', () => {
  it('uses a plain personal name, in any alphabet, with its apostrophes, hyphens and initials', () => {
    expect(greetingName('  Ana   García ')).toBe('Ana García')
    for (const name of [
      "Seán O'Brien",
      'Jean-Luc Picard',
      'J. R. Smith',
      'Zoë D’Arcy',
      'Łukasz Żółw',
      '佐藤 花子',
    ])
      expect(greetingName(name), name).toBe(name)
  })

  it('leaves out anything else: digits, links, addresses, host names, other signs', () => {
    for (const lure of [
      'Your account is on hold call 0800 555 0199',
      'Visit www.cheap.example',
      'http://x.example',
      'me@x.example',
      'paypa1-support.co.uk',
      'paypal-support.co.uk',
      'Refund: reply now!',
      'Agent 007',
      '+44 20 7946 0000',
      '---',
      'x'.repeat(61),
    ])
      expect(greetingName(lure), lure).toBeUndefined()
  })

  it.each(locales)('greets without a name when the name is not plain (%s)', (locale) => {
    const lured = {
      ...lead('contact', locale),
      payload: { ...lead('contact', locale).payload, name: 'Call 0800 555 0199' },
    }
    const { text } = renderMail(
      createElement(BuyerAcknowledgement, { lead: lured, locale, siteUrl: 'https://shop.example' }),
    )
    expect(text).toMatch(new RegExp(`^${locale === 'en' ? 'Hello,' : 'Buenos días:'}$`, 'm'))
    expect(text).not.toContain('0800')
    const named = renderMail(
      createElement(BuyerAcknowledgement, {
        lead: lead('contact', locale),
        locale,
        siteUrl: 'https://shop.example',
      }),
    )
    expect(named.text).toMatch(
      new RegExp(`^${locale === 'en' ? 'Hello Jane Smith,' : 'Hola, Jane Smith:'}$`, 'm'),
    )
  })
})

describe('artwork files in the mails', () => {
  const files = [
    {
      id: 7,
      leadId: 1,
      name: 'Escudo ñandú.png',
      storedName: '0f.png',
      mediaType: 'image/png',
      type: 'png' as const,
      kind: 'raster' as const,
      width: 4000,
      height: 3000,
      bytes: 2_400_000,
      sha256: 'ab',
      createdAt: '2026-07-01T13:05:00.000Z',
    },
    {
      id: 8,
      leadId: 1,
      name: 'www.cheap-pills.example.pdf',
      storedName: '1e.pdf',
      mediaType: 'application/pdf',
      type: 'pdf' as const,
      kind: 'vector' as const,
      bytes: 640_000,
      sha256: 'cd',
      createdAt: '2026-07-01T13:05:00.000Z',
    },
  ]

  it('lists each file for sales with its link, type, pixels and size', () => {
    const linked = files.map((file) => ({ ...file, url: `https://shop.example/api/files/${file.id}.x` }))
    const { text } = renderMail(
      createElement(SalesNotification, {
        lead: lead('quote', 'es'),
        siteUrl: 'https://shop.example',
        files: linked,
      }),
    )
    expect(text).toContain('Artwork: 2\u00a0files, 2.9\u00a0MB in all')
    expect(text).toMatch(
      /Escudo ñandú\.png \[https:\/\/shop\.example\/api\/files\/7\.x\]\s+PNG · raster image · 4000 × 3000\u00a0px · 2\.3\u00a0MB/,
    )
    expect(text).toMatch(/PDF · vector · 625\u00a0KB/)
  })

  it.each(locales)('tells the buyer how many arrived and of which types, never a name, in %s', (locale) => {
    const { html, text } = renderMail(
      createElement(BuyerAcknowledgement, {
        lead: lead('quote', locale),
        locale,
        siteUrl: 'https://shop.example',
        files,
      }),
    )
    expect(`${html}${text}`).not.toMatch(/\{\{|\}\}|undefined|\[object/)
    expect(text).toContain(
      locale === 'en'
        ? 'We have received 2\u00a0files with your request: 1 PNG and 1 PDF.'
        : 'Hemos recibido 2\u00a0archivos con su solicitud: 1 PNG y 1 PDF.',
    )
    for (const typed of ['Escudo', 'ñandú', 'cheap-pills', '.png', '.pdf'])
      expect(`${html}${text}`).not.toContain(typed)
  })

  it('says it in whole sentences, singular and plural, one type or several, in both languages', () => {
    const ofTypes = (...types: Array<'png' | 'pdf' | 'svg' | 'jpeg'>) => types.map((type) => ({ type }))
    const sentences = (...types: Array<'png' | 'pdf' | 'svg' | 'jpeg'>) =>
      locales.map((locale) => receivedFiles(ofTypes(...types), locale))
    expect(sentences('pdf')).toEqual([
      'We have received one PDF file with your request.',
      'Hemos recibido un archivo PDF con su solicitud.',
    ])
    expect(sentences('png', 'png', 'png')).toEqual([
      'We have received 3 PNG files with your request.',
      'Hemos recibido 3\u00a0archivos PNG con su solicitud.',
    ])
    expect(sentences('pdf', 'png', 'png')).toEqual([
      'We have received 3\u00a0files with your request: 2 PNG and 1 PDF.',
      'Hemos recibido 3\u00a0archivos con su solicitud: 2 PNG y 1 PDF.',
    ])
    expect(sentences('svg', 'jpeg', 'png', 'jpeg', 'png')).toEqual([
      'We have received 5\u00a0files with your request: 2 JPEG, 2 PNG and 1 SVG.',
      'Hemos recibido 5\u00a0archivos con su solicitud: 2 JPEG, 2 PNG y 1 SVG.',
    ])
  })
})

describe('a quotation with an order', () => {
  const order = readOrder(
    (name) =>
      ({
        Line1ProductType: 'jersey',
        Line1Color: '#001F5B',
        Line1QtyM: '12',
        Line1QtyL: '8',
        Line2ProductType: 'shorts',
        Line2QtyM: '20',
        Roster: 'Muñoz, 7, M\nVisit cheap-pills.example, 9, L',
        Destination: 'Valencia',
      })[name] ?? '',
  )
  const withOrder = { ...lead('quote', 'es'), order }

  it('gives sales the whole order in English, line by line', () => {
    const { text } = renderMail(
      createElement(SalesNotification, { lead: withOrder, siteUrl: 'https://shop.example' }),
    )
    expect(text).toContain('The order')
    expect(text).toContain('Sizes: 12 × M · 8 × L')
    expect(text).toContain('MUÑOZ · 7 · M')
    expect(text).toMatch(/40\u00a0pieces/)
  })

  it('tells the buyer every line of the order and its counts, repeating nothing typed', () => {
    const { text } = renderMail(
      createElement(BuyerAcknowledgement, { lead: withOrder, locale: 'es', siteUrl: 'https://shop.example' }),
    )
    // Every line, not line 1's product and main size as if they were the whole order.
    expect(text).toMatch(/Línea 1\s+Camiseta de juego · Azul marino · 12 × M, 8 × L · 20\u00a0unidades\n/)
    expect(text).toMatch(/Línea 2\s+Pantalón corto · 20 × M · 20\u00a0unidades\n/)
    expect(text).not.toMatch(/Talla:|#001F5B/i)
    expect(text).toMatch(/Líneas de producto\s+2/)
    expect(text).toMatch(/Unidades en total\s+40/)
    expect(text).toMatch(/Jugadores de la lista\s+2/)
    expect(text).not.toMatch(/Muñoz|cheap-pills|Valencia/i)
  })
})

describe('the company footer of the mails to buyers', () => {
  it.each(locales)('names the company’s registration in whole, in %s', (locale) => {
    const { html, text } = renderMail(
      createElement(BuyerAcknowledgement, {
        lead: lead('contact', locale),
        locale,
        siteUrl: 'https://shop.example',
      }),
    )
    const sentence = {
      en: 'Sterling Stitch Sportswear Ltd. Registered in England and Wales, company number 00000000. Registered office: 14 Tanner Street, London SE1 3LE, United Kingdom. VAT number GB 000 0000 00.',
      es: 'Sterling Stitch Sportswear Ltd, sociedad inscrita en el Registro de Sociedades de Inglaterra y Gales con el número 00000000. Domicilio social: 14 Tanner Street, London SE1 3LE, Reino Unido. N.º de IVA: GB 000 0000 00.',
    }[locale]
    expect(text.replace(/\s+/g, ' ')).toContain(sentence)
    expect(html).toContain(sentence)
  })
})

describe('a privacy request or complaint', () => {
  const privacyLead = (locale: 'en' | 'es') => ({
    ...lead('contact', locale),
    payload: { ...lead('contact', locale).payload, topic: 'privacy' },
    topic: 'privacy' as const,
  })
  const ack = (locale: 'en' | 'es') =>
    renderMail(
      createElement(BuyerAcknowledgement, {
        lead: privacyLead(locale),
        locale,
        siteUrl: 'https://shop.example',
      }),
    )

  it('tells the buyer, in their language, the day the answer is due: 30 days after it arrived', () => {
    // Received 1 July 2026 at 14:05 UK time.
    expect(ack('en').text.replace(/\s+/g, ' ')).toContain('We will answer you by 31 July 2026 at the latest.')
    expect(ack('es').text.replace(/\s+/g, ' ')).toContain(
      'Le responderemos como tarde el 31 de julio de 2026.',
    )
    expect(ackSubject(privacyLead('en'), 'en')).toBe('We have received your privacy request (SS-4F7K2QXM)')
    expect(ackSubject(privacyLead('es'), 'es')).toBe(
      'Hemos recibido su solicitud sobre protección de datos (SS-4F7K2QXM)',
    )
    for (const locale of locales) {
      const { html, text } = ack(locale)
      expect(`${html}${text}`).not.toMatch(/\{\{|\}\}|undefined|\[object/)
      // Not the sales promise of a business enquiry.
      expect(text).not.toContain(enMail.ack.next.contact[0]!.slice(0, 30))
    }
  })

  it('is marked for sales, with the answer due a month on rather than the next working day', () => {
    // The text part wraps its lines: the sentences are read as one line.
    const text = renderMail(
      createElement(SalesNotification, { lead: privacyLead('es'), siteUrl: 'https://shop.example' }),
    ).text.replace(/\s+/g, ' ')
    expect(salesSubject(privacyLead('es'))).toMatch(/^\[ES\] Privacy request SS-4F7K2QXM · /)
    expect(text).toContain('New privacy request or complaint SS-4F7K2QXM')
    expect(text).toContain('the law gives us one month to answer')
    expect(text).toContain('by Friday, 31 July 2026 at 14:05 at the latest.')
  })
})
