import { FileDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatBytes } from '~/lib/format'
import { lineSheetFileName, lineSheetPath, type LineSheetSubject } from '~/lib/line-sheets'
import { useLocale } from '~/lib/use-locale'

/**
 * A line sheet's download in the page's language: a plain link, so it works before any script,
 * naming the file's size where the build knows it.
 */
export function LineSheetLink({
  subject,
  bytes,
  className,
}: {
  subject: LineSheetSubject
  bytes: number | null
  className: string
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const label = subject === 'all' ? 'downloadAll' : 'download'
  return (
    <a
      href={lineSheetPath(subject, locale)}
      download={lineSheetFileName(subject, locale)}
      type="application/pdf"
      className={className}
    >
      <FileDown aria-hidden="true" className="size-4 shrink-0" />
      {bytes === null
        ? t(`lineSheet.${label}Unsized`)
        : t(`lineSheet.${label}`, { size: formatBytes(bytes, locale) })}
    </a>
  )
}
