import { isExample } from './example'
import { site, type Site } from './site'

/**
 * Each fact a page names the company by, with where it is set in app/content/site.ts: what a build
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

/** The facts still holding their fictional placeholder, by name. */
export function exampleIdentityFacts(facts: Site = site): string[] {
  return Object.entries(identityFacts(facts))
    .filter(([, value]) => isExample(value))
    .map(([name]) => name)
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
