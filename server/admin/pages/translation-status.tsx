import type { StaleField } from '../../../app/content/load/translation-status'
import { editorEntryHref } from '../../cms/config'

/**
 * The Spanish fields older than their English, as the build that made this server found them: each
 * with a link that opens its entry in the content editor. Nothing while every translation is current.
 */
export function TranslationStatus({ stale }: { stale: readonly StaleField[] }) {
  if (stale.length === 0) return null
  return (
    <section className="notice translation-status" aria-labelledby="translation-status">
      <h2 id="translation-status">Spanish older than its English</h2>
      <p>
        The English of these fields has changed since their Spanish was written, so the Spanish pages still
        say what the English used to. Open each in the content editor and bring its Spanish up to date, or, if
        it is still right, tick it under “Spanish checked against the English”; then save. The list is as of
        the site’s last build.
      </p>
      <ul>
        {stale.map(({ file, field }) => {
          const href = editorEntryHref(file)
          return (
            <li key={`${file} ${field}`}>
              {href ? <a href={href}>{file}</a> : file} › {field}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
