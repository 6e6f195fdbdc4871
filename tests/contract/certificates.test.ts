import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { certificateWarnings } from '../../server/health'
import {
  certificates,
  expiredCertificates,
  expiryWarning,
  shownCertificates,
  validCertificates,
  type Certificate,
} from '~/content/certificates'
import { certification, standards } from '~/content/figures'

const sample = (id: string, validFrom: string, validUntil: string): Certificate => ({
  id,
  name: id.toUpperCase(),
  issuer: 'Example body',
  number: `EXAMPLE-${id}`,
  validFrom,
  validUntil,
})

const list = [
  sample('lapsed', '2023-01-01', '2025-12-31'),
  sample('last-day', '2024-01-01', '2026-03-15'),
  sample('current', '2025-01-01', '2027-01-01'),
  sample('not-yet', '2026-04-01', '2029-01-01'),
]

describe('certificates in force', () => {
  it('keeps a certificate through the whole of its last day, in UTC, and drops it the next', () => {
    const lastDayLate = new Date('2026-03-15T23:59:59Z')
    expect(validCertificates(list, lastDayLate).map((entry) => entry.id)).toEqual(['last-day', 'current'])
    expect(expiredCertificates(list, lastDayLate).map((entry) => entry.id)).toEqual(['lapsed'])

    const nextDay = new Date('2026-03-16T00:00:00Z')
    expect(validCertificates(list, nextDay).map((entry) => entry.id)).toEqual(['current'])
    expect(expiredCertificates(list, nextDay).map((entry) => entry.id)).toEqual(['lapsed', 'last-day'])
  })

  it('shows a certificate from its first day, and warns of none that is yet to start', () => {
    const firstDay = new Date('2026-04-01T00:00:00Z')
    expect(validCertificates(list, firstDay).map((entry) => entry.id)).toEqual(['current', 'not-yet'])
    expect(expiredCertificates(list, new Date('2026-03-31T12:00:00Z')).map((entry) => entry.id)).toEqual([
      'lapsed',
      'last-day',
    ])
    expect(validCertificates(list, new Date('2026-03-31T12:00:00Z')).map((entry) => entry.id)).toEqual([
      'current',
    ])
  })

  it('names the certificate, its number and its last day in the health check’s warning', () => {
    expect(certificateWarnings(list, new Date('2026-06-01T09:00:00Z'))).toEqual([
      {
        code: 'certificate-expired',
        certificate: 'LAPSED',
        number: 'EXAMPLE-lapsed',
        validUntil: '2025-12-31',
        message: expiryWarning(list[0]!),
      },
      {
        code: 'certificate-expired',
        certificate: 'LAST-DAY',
        number: 'EXAMPLE-last-day',
        validUntil: '2026-03-15',
        message: expiryWarning(list[1]!),
      },
    ])
    expect(expiryWarning(list[0]!)).toBe(
      'The LAPSED certificate EXAMPLE-lapsed expired after 2025-12-31. Renew it in content/certificates/lapsed.en.yml (Certificates in the CMS), or delete that file and its Spanish one, then build the site again: a build leaves an expired certificate off every page.',
    )
    expect(certificateWarnings(list, new Date('2024-06-01T09:00:00Z'))).toEqual([])
  })
})

describe('the company’s certificates', () => {
  it('quote in copy only the names of those in force, the headline one first', () => {
    expect(standards).toEqual(shownCertificates.map((entry) => entry.name))
    expect(standards).not.toContain('ISO 14001:2015')
    expect(certification).toBe(standards[0])
  })

  it('have unique anchors, real dates and a copy on disk for every PDF they name', () => {
    expect(new Set(certificates.map((entry) => entry.id)).size).toBe(certificates.length)
    for (const entry of certificates as readonly Certificate[]) {
      for (const day of [entry.validFrom, entry.validUntil]) {
        expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10), entry.id).toBe(day)
      }
      expect(entry.validFrom < entry.validUntil, entry.id).toBe(true)
      if (entry.pdf) expect(existsSync(path.join('public', entry.pdf)), entry.pdf).toBe(true)
      if (entry.check) expect(new URL(entry.check.url).protocol).toBe('https:')
    }
  })
})
