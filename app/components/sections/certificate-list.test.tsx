// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { certificates, type Certificate } from '~/content/certificates'
import { contentFor } from '~/content/page-content'
import { qualityContent } from '~/content/quality'
import { renderWithApp } from '~/testing/render-with-app'
import { StandardMentions } from '../ui/standard-mentions'
import { CertificateList } from './certificate-list'

// The shipped certificates, in their order: ISO 9001 first, OEKO-TEX second.
const [iso, oekoTex] = certificates as readonly [Certificate, Certificate]

describe('a certificate’s entry', () => {
  it('gives the facts, the issuer’s check and the copy of the certificate as whole sentences', () => {
    const withCopy = { ...iso, pdf: '/certificates/iso-9001.pdf' }
    renderWithApp(
      <CertificateList
        certificates={[withCopy, oekoTex]}
        words={contentFor(qualityContent, 'en').list.entries}
      />,
    )
    const entry = screen.getByRole('article', { name: 'ISO 9001:2015' })
    expect(entry).toHaveAttribute('id', 'iso-9001')
    expect(entry).toHaveTextContent('NumberEXAMPLE-QMS-000001')
    expect(entry).toHaveTextContent('Valid1 March 2025 to 29 February 2028')
    expect(within(entry).getByRole('link', { name: 'Check with IAF CertSearch' })).toHaveAttribute(
      'href',
      'https://www.iafcertsearch.org/',
    )
    expect(within(entry).getByRole('link', { name: 'Certificate (PDF)' })).toHaveAttribute(
      'href',
      '/certificates/iso-9001.pdf',
    )
    const other = screen.getByRole('article', { name: 'OEKO-TEX' })
    expect(within(other).queryByRole('link', { name: 'Certificate (PDF)' })).toBeNull()
  })

  it('reads its dates as Spanish writes them', () => {
    renderWithApp(
      <CertificateList certificates={[iso]} words={contentFor(qualityContent, 'es').list.entries} />,
      {
        path: '/es/quality',
      },
    )
    expect(screen.getByRole('article')).toHaveTextContent(
      'Validezdel 1 de marzo de 2025 al 29 de febrero de 2028',
    )
    expect(screen.getByRole('link', { name: 'Verificar en IAF CertSearch' })).toBeInTheDocument()
  })
})

describe('a standard named in copy', () => {
  it('links to its entry in the reader’s language, and a lapsed one not at all', () => {
    renderWithApp(<StandardMentions text="Audited against OEKO-TEX and ISO 14001:2015." />, {
      path: '/es/faq',
    })
    expect(screen.getByRole('link', { name: 'OEKO-TEX' })).toHaveAttribute('href', '/es/quality#oeko-tex')
    expect(screen.queryByRole('link', { name: 'ISO 14001:2015' })).toBeNull()
    expect(document.body).toHaveTextContent('Audited against OEKO-TEX and ISO 14001:2015.')
  })
})
