import { privacy as en } from './en/privacy'
import { privacy as es } from './es/privacy'
import { pageContent } from './page-content'
import type { PrivacyContent } from './types/privacy'

/** The privacy notice: what the site collects, why, for how long, and the visitor's rights. */
export const privacyContent = pageContent<PrivacyContent>({ id: 'privacy', words: { en, es } })
