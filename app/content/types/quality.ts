import type { CertificateId } from '../certificates'
import type { SectionIntro } from './info-pages'

export interface CertificateWords {
  title: string
  scope: string
}

/** The Quality and certificates page's words. Each certificate's facts come from certificates.ts. */
export interface QualityContent {
  header: { eyebrow: string; lead: string }
  list: SectionIntro & {
    /** Each certificate's standard by its full title, and what it covers, in this language. */
    entries: Record<CertificateId, CertificateWords>
  }
  check: SectionIntro & { steps: Array<{ title: string; text: string }> }
  cta: { title: string; text: string; primary: string; secondary: string }
}
