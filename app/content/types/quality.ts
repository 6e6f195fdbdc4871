import type { CertificateId } from '../certificates'
import type { InfoCard, SectionIntro } from './info-pages'
import type { PageWords } from './page-words'

export interface CertificateWords {
  title: string
  scope: string
}

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
