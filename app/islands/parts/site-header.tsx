import { SiteHeader } from '~/components/layout/site-header'
import { island } from '../island'

export default island('site-header', SiteHeader, 'interaction')
