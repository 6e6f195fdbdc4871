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
    entries: {
      'iso-9001': {
        title: 'ISO 9001:2015 Quality management systems',
        scope:
          'Quality management system for the design, manufacture and export of custom sportswear, teamwear, casual wear and sports goods, covering the UK head office and the factory in {{factoryCity}}.',
      },
      'oeko-tex': {
        title: 'OEKO-TEX STANDARD 100, product class I',
        scope:
          'Knitted and woven garments in polyester, cotton and their blends, dyed, printed and sublimated in our factory, tested for harmful substances to the limits for articles for babies and young children.',
      },
      bsci: {
        title: 'amfori BSCI social audit',
        scope:
          'Social audit of the factory in {{factoryCity}} against the amfori BSCI Code of Conduct: wages, working hours, health and safety, and no child or forced labour.',
      },
      wrap: {
        title: 'WRAP facility certification, Gold',
        scope:
          'Lawful, humane and ethical manufacturing at the factory in {{factoryCity}}, audited against the twelve WRAP Principles.',
      },
      'iso-14001': {
        title: 'ISO 14001:2015 Environmental management systems',
        scope: 'Environmental management system for the factory in {{factoryCity}}.',
      },
    },
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
