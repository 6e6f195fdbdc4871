import { Info } from 'lucide-react'

/** The note on a page that is not complete yet, saying that more content will come. */
export function PlaceholderNote({ text }: { text: string }) {
  return (
    <p
      role="note"
      className="mt-10 flex items-start gap-3 rounded-card border border-dashed border-navy-900/25 bg-navy-50 px-5 py-4 text-navy-900"
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-700" />
      <span>{text}</span>
    </p>
  )
}
