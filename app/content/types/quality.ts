import type { CertificateId } from '../certificates'
import type { SectionIntro } from './info-pages'

/** The Quality and certificates page's words. Each certificate's facts come from certificates.ts. */
export interface QualityContent {
  header: { eyebrow: string; lead: string }
  list: SectionIntro & {
    /** What each certificate covers, in this language. */
    scopes: Record<CertificateId, string>
  }
  check: SectionIntro & { steps: Array<{ title: string; text: string }> }
  cta: { title: string; text: string; primary: string; secondary: string }
}
