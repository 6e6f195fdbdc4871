import { SocialLinks } from '~/components/layout/social-links'
import { island } from '../island'

export default island('social-links', SocialLinks, 'interaction')
