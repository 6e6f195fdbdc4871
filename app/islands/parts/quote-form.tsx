import { QuoteForm } from '~/components/forms/quote-form'
import { island } from '../island'

export default island('quote-form', QuoteForm, 'draft:quote')
