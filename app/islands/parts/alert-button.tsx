import { AlertButton } from '~/components/ui/alert-button'
import { island } from '../island'

export default island('alert-button', AlertButton, 'interaction')
