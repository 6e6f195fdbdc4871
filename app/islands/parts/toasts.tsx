import { ToastOutlet } from '~/components/ui/toast-outlet'
import { island } from '../island'

export default island('toasts', ToastOutlet, 'with-others')
