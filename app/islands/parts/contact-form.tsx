import { ContactForm } from '~/components/forms/contact-form'
import { island } from '../island'

export default island('contact-form', ContactForm, 'draft:contact')
