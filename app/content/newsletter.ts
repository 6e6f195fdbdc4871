import { data } from './data/newsletter'
import { pageContent } from './page-content'
import type { Entry as NewsletterContent } from './schemas/newsletter'

/** The pages the newsletter's e-mailed links open: one group of words per page. */
export const newsletterContent = pageContent<NewsletterContent>({ id: 'newsletter', words: data })
