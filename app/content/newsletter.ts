import { newsletter as en } from './en/newsletter'
import { newsletter as es } from './es/newsletter'
import { pageContent } from './page-content'
import type { NewsletterContent } from './types'

export const newsletterContent = pageContent<NewsletterContent>({ id: 'newsletter', words: { en, es } })
