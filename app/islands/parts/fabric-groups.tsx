import { FabricGroups } from '~/components/sections/fabric-groups'
import { island } from '../island'

export default island('fabric-groups', FabricGroups, 'interaction')
