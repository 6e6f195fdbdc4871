import { contact as en } from './en/contact'
import { contact as es } from './es/contact'
import { pageContent } from './page-content'
import type { ContactContent } from './types'

/** The contact section, at the end of the home page and on the contact page. */
export const contactContent = pageContent<ContactContent>({ id: 'contact', words: { en, es } })
