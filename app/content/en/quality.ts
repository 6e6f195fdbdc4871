import type { QualityWords } from '../types/quality'

export const quality = {
  page: {
    title: 'Quality and Certificates',
    heading: 'Quality and certificates',
    description:
      'ISO 9001, OEKO-TEX, amfori BSCI and WRAP: each certificate with its number, issuer and validity, and a link to check it with the issuer.',
  },
  header: {
    eyebrow: 'Quality and compliance',
    lead: 'Every standard we name on this site is listed here with its certificate or audit number, the body that issued it and the dates it covers. Please do not take our word for it: check each number with the issuer.',
  },
  list: {
    eyebrow: 'Certificates in force',
    title: 'Our certificates and audits',
    intro:
      'Only certificates that are valid today are shown. When one is renewed, its new number and dates replace the old ones here.',
  },
  check: {
    eyebrow: 'Verify, do not trust',
    title: 'How to check a certificate',
    intro: 'A certificate is only worth what its issuer confirms. It takes a couple of minutes.',
    steps: {
      copyNumber: {
        title: 'Copy the number',
        text: 'Take the certificate, label or audit number from the entry above, or from the copy we send you.',
      },
      askIssuer: {
        title: 'Ask the issuer',
        text: 'Open the issuer’s public check from the entry and look the number up. Compare the company name, the address of the site and the dates.',
      },
      checkScope: {
        title: 'Check the scope',
        text: 'Make sure the scope covers the products and the site making your order. If anything does not match, tell us before you order.',
      },
    },
  },
  cta: {
    title: 'Need a copy for your compliance file?',
    text: 'We send copies of certificates and, where the scheme allows, the latest audit report with its corrective actions.',
    primary: 'Contact us',
    secondary: 'Read the FAQ',
  },
} satisfies QualityWords
