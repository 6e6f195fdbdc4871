import { NewsletterForm } from '~/components/forms/newsletter-form'
import { island } from '../island'

export default island('newsletter-form', NewsletterForm, 'draft:newsletter')
