import { Download } from 'lucide-react'
import { Button } from './button'

/** A button that answers with the browser's alert: the spec's press-kit download notice. */
export function AlertButton({ label, message }: { label: string; message: string }) {
  return (
    <Button onClick={() => window.alert(message)}>
      <Download aria-hidden="true" className="size-4" />
      {label}
    </Button>
  )
}
