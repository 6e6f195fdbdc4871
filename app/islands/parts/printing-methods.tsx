import { PrintingMethods } from '~/components/sections/printing-methods'
import { island } from '../island'

export default island('printing-methods', PrintingMethods, 'interaction')
