import type { CertificateId, CertificateWords } from '../certificates'
import type { IconEntry, InfoCard, SectionIntro } from './info-pages'
import type { PageWords } from './page-words'

export type { CertificateWords }

/** The Quality and certificates page's words. Each certificate's facts come from certificates.ts. */
export interface QualityContent {
  page: PageWords
  header: { eyebrow: string; lead: string }
  list: SectionIntro & {
    /** Each certificate's standard by its full title, and what it covers, in this language. */
    entries: Record<CertificateId, CertificateWords>
  }
  check: SectionIntro & { steps: InfoCard[] }
  cta: { title: string; text: string; primary: string; secondary: string }
}

export const checkSteps = [
  { id: 'copyNumber', icon: 'clipboard-copy' },
  { id: 'askIssuer', icon: 'search-check' },
  { id: 'checkScope', icon: 'list-checks' },
] as const satisfies readonly IconEntry[]
