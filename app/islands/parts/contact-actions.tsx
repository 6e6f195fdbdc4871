import { ContactActions } from '~/components/sections/contact-actions'
import { island } from '../island'

export default island('contact-actions', ContactActions, 'interaction')
