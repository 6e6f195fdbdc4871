import { certificates, type Certificate } from './certificates'
import { isExample } from './example'
import { site, type Site } from './site'

/**
 * Each fact a page names the company by, with where it is set in content/company/company.yml: what a build
 * for a real address lists when the fact is still the shipped example.
 */
const identityFacts = (facts: Site) => ({
  'registered name (legalName)': facts.legalName,
  'company number (company.number)': facts.company.number,
  'registered office (company.registeredOffice)': facts.company.registeredOffice,
  'VAT number (company.vatNumber)': facts.company.vatNumber,
  'EORI number (company.eori, or empty)': facts.company.eori,
  'directors (company.directors, or empty)': facts.company.directors,
  'contact e-mail (email.info)': facts.email.info,
  'phone number (phone)': facts.phone,
})

/**
 * The facts still holding their fictional placeholder, by name. The certificates count too: an
 * example number published as the company's own would send a buyer to check a certificate that
 * does not exist.
 */
export function exampleIdentityFacts(
  facts: Site = site,
  listed: readonly Certificate[] = certificates,
): string[] {
  const named = Object.entries(identityFacts(facts))
    .filter(([, value]) => isExample(value))
    .map(([name]) => name)
  const exampleCertificates = listed.some((certificate) => isExample(certificate.number))
  return exampleCertificates
    ? [...named, 'certificate numbers (number in content/certificates/<id>.en.yml, Certificates in the CMS)']
    : named
}

/**
 * Addresses that never name a real site: the domains reserved for documentation (example.com,
 * .net, .org, `.example`), for tests (`.test`, `.invalid`), and this machine.
 */
export function isExampleAddress(url: string): boolean {
  const { hostname } = new URL(url)
  return (
    /(?:^|\.)example\.(?:com|net|org)$/.test(hostname) ||
    /(?:^|\.)(?:example|test|invalid|localhost)$/.test(hostname) ||
    /^(?:127(?:\.\d{1,3}){3}|\[::1\])$/.test(hostname)
  )
}
