import { FaqCategories } from '~/components/sections/faq-categories'
import { island } from '../island'

export default island('faq-categories', FaqCategories, 'interaction')
