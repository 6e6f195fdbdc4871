import { LoaderCircle } from 'lucide-react'
import { Button } from '../ui/button'

/** The submit button: disabled, with its pending label and a spinner, while the form is being sent. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  className,
}: {
  pending: boolean
  label: string
  pendingLabel: string
  className?: string
}) {
  return (
    <Button type="submit" size="lg" disabled={pending} aria-disabled={pending} className={className}>
      {pending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
      {pending ? pendingLabel : label}
    </Button>
  )
}
