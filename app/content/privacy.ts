import { data } from './data/privacy'
import { inOrder, pageContent } from './page-content'
import type { Entry as PrivacyWords } from './schemas/privacy'
import { privacyForms, type PrivacyContent } from './types/privacy'

/** The privacy notice: what the site collects, why, for how long, and the visitor's rights. */
export const privacyContent = pageContent({
  id: 'privacy',
  words: data,
  join: (words: PrivacyWords): PrivacyContent => ({
    ...words,
    forms: { ...words.forms, items: inOrder(privacyForms, words.forms.items) },
  }),
})
