import { localizePath, stripLocale } from '~/lib/locale'
import { usePagePath } from '~/lib/page-path'
import { homeSection } from '~/lib/paths'
import { useLocale } from '~/lib/use-locale'
import { buttonClass, type ButtonStyle } from '../ui/button'

/**
 * "Get quote": a link to the enquiry form of the home page, in the reader's language. On the home
 * page it only names the section, so the browser scrolls there (smoothly, see app.css).
 */
export function GetQuoteButton({ label, ...style }: { label: string } & ButtonStyle) {
  const locale = useLocale()
  const onHomePage = stripLocale(usePagePath()) === '/'
  return (
    <a
      href={onHomePage ? '#contact' : localizePath(homeSection('contact'), locale)}
      className={buttonClass(style)}
    >
      {label}
    </a>
  )
}
