import { Button, type ButtonStyle } from '../ui/button'
import { useGetQuote } from './use-get-quote'

/** "Get quote": to the enquiry form on this page, or the home page's. */
export function GetQuoteButton({ label, ...style }: { label: string } & ButtonStyle) {
  const getQuote = useGetQuote()
  return (
    <Button {...style} onClick={getQuote}>
      {label}
    </Button>
  )
}
