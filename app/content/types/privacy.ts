import type { PageWords } from './page-words'
/**
 * The privacy notice's words. A period is written as a token, never typed in the copy: a retention
 * setting (`[[lead]]`, `[[wonLead]]`, `[[upload]]`, `[[spam]]`), as the site was built or started
 * with it (app/lib/retention.ts), or a lifetime the code fixes (`[[languageCookie]]`,
 * `[[statusLink]]`).
 */

export interface PrivacyFormWords {
  id: 'contact' | 'quote' | 'newsletter'
  title: string
  collected: string
  purpose: string
  basis: string
  kept: string
}

export interface PrivacyRow {
  name: string
  kind: string
  purpose: string
  lifetime: string
}

export interface PrivacyContent {
  page: PageWords
  header: { eyebrow: string; lead: string }
  contentsLabel: string
  controller: {
    title: string
    text: string
  }
  forms: {
    title: string
    intro: string
    labels: { collected: string; purpose: string; basis: string; kept: string }
    items: PrivacyFormWords[]
    alsoSent: string
  }
  files: { title: string; paragraphs: string[] }
  security: { title: string; paragraphs: string[] }
  retention: {
    title: string
    intro: string
    headers: { what: string; period: string }
    rows: Array<{ what: string; period: string }>
    note: string
  }
  recipients: { title: string; intro: string; items: string[]; never: string }
  transfers: { title: string; paragraphs: string[] }
  rights: { title: string; intro: string; items: string[]; how: string; emailLabel: string; timing: string }
  complaints: { title: string; text: string; ico: string; aepd: string }
  device: {
    title: string
    intro: string
    headers: PrivacyRow
    rows: PrivacyRow[]
    clearing: string
    embeds: string
  }
  changes: { title: string; text: string }
}
