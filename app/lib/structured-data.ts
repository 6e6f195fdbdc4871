import { site } from '~/content/site'
import type { Locale } from './locale'
import { localizePath } from './locale'

type Url = (path: string) => string

/** schema.org Organization: who we are, both addresses, how to reach us and when. */
export function organizationSchema(locale: Locale, url: Url, description: string) {
  const address = (office: (typeof site.offices)[keyof typeof site.offices]) => ({
    '@type': 'PostalAddress',
    streetAddress: office.street,
    addressLocality: office.locality,
    postalCode: office.postalCode,
    ...('region' in office ? { addressRegion: office.region } : {}),
    addressCountry: office.countryCode,
  })
  const sameAs = Object.values(site.social).filter(Boolean)
  const { company } = site
  // schema.org's `taxID` is a fiscal number such as a TIN; a UK company's numbers are its VAT number
  // (`vatID`) and its register entries, given as `identifier`s named by the register that issued them.
  const identifiers = [
    { propertyID: 'Companies House company number', value: company.number },
    ...(company.eori ? [{ propertyID: 'EORI', value: company.eori }] : []),
  ].map((entry) => ({ '@type': 'PropertyValue', ...entry }))
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': url('/#organization'),
    name: site.legalName,
    legalName: site.legalName,
    alternateName: site.brand,
    vatID: company.vatNumber,
    identifier: identifiers,
    url: url(localizePath('/', locale)),
    logo: url('/logo.png'),
    description,
    foundingDate: String(site.foundedYear),
    email: site.email.info,
    telephone: site.phone.dial,
    faxNumber: site.fax.dial,
    address: address(site.offices.uk),
    location: [site.offices.uk, site.offices.factory].map((office) => ({
      '@type': 'Place',
      address: address(office),
    })),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        telephone: site.phone.dial,
        email: site.email.info,
        availableLanguage: ['English', 'Spanish'],
        hoursAvailable: openingHoursSchema(),
      },
      { '@type': 'ContactPoint', contactType: 'press', email: site.email.press },
    ],
    ...(sameAs.length ? { sameAs } : {}),
  }
}

function openingHoursSchema() {
  const days = {
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    saturday: ['Saturday'],
  } as const
  return site.openingHours.map((hours) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days[hours.days],
    opens: hours.opens,
    closes: hours.closes,
  }))
}

export function websiteSchema(locale: Locale, url: Url) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': url('/#website'),
    name: site.brand,
    url: url(localizePath('/', locale)),
    inLanguage: locale,
    publisher: { '@id': url('/#organization') },
  }
}

/** schema.org BreadcrumbList from the home page to this one. */
export function breadcrumbSchema(crumbs: Array<{ name: string; path: string }>, url: Url) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: url(crumb.path),
    })),
  }
}

export function faqPageSchema(entries: Array<{ question: string; answer: string }>, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  }
}
