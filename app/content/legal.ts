import { data } from './data/legal'
import { pageContent } from './page-content'
import type { LegalContent } from './types/legal-pages'

/** The company information page (aviso legal): who runs the site, and the terms of using it. */
export const legalContent = pageContent<LegalContent>({ id: 'legal', words: data })
