import { Button, type ButtonStyle } from '../ui/button'
import { useGetQuote } from './use-get-quote'

/** A "Get quote" button outside the header: to the enquiry form on this page or the home page. */
export function GetQuoteButton({ label, ...style }: { label: string } & ButtonStyle) {
  const getQuote = useGetQuote()
  return (
    <Button {...style} onClick={getQuote}>
      {label}
    </Button>
  )
}
