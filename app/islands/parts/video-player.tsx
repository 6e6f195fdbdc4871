import { VideoPlayer } from '~/components/sections/video-player'
import { island } from '../island'

export default island('video-player', VideoPlayer, 'interaction')
