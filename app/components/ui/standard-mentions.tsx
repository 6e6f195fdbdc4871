import { shownCertificates } from '~/content/certificates'
import { cn } from '~/lib/cn'
import { certificatePath } from '~/lib/paths'
import { splitOnStandards } from '~/lib/standard-mentions'
import { LocalizedLink } from './localized-link'

/**
 * Copy as the visitor reads it, with every standard it names linked to that certificate's entry
 * on the Quality and certificates page: the one way copy mentions a standard, so a buyer can
 * check each claim. Only certificates in force are linked; the link takes the colour of the words
 * around it (`tone`), underlined.
 */
export function StandardMentions({ text, tone = 'dark' }: { text: string; tone?: 'dark' | 'light' }) {
  return splitOnStandards(text, shownCertificates).map((piece, index) =>
    'certificate' in piece ? (
      <LocalizedLink
        // The pieces of one string never change order.
        key={index}
        to={certificatePath(piece.certificate)}
        className={cn(
          'font-semibold whitespace-nowrap underline decoration-1 underline-offset-2 hover:decoration-2',
          tone === 'light' ? 'text-inherit' : 'text-navy-900',
        )}
      >
        {piece.text}
      </LocalizedLink>
    ) : (
      piece.text
    ),
  )
}
