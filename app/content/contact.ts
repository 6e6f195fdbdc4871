import { data } from './data/contact'
import { pageContent } from './page-content'
import type { ContactContent } from './types'

/** The contact section, at the end of the home page and on the contact page. */
export const contactContent = pageContent<ContactContent>({ id: 'contact', words: data })
