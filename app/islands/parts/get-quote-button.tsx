import { GetQuoteButton } from '~/components/layout/get-quote-button'
import { island } from '../island'

export default island('get-quote-button', GetQuoteButton, 'interaction')
