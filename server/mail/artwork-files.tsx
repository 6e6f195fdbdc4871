import type { ReactNode } from 'react'
import { formatList, type Locale } from '../../app/lib/locale'
import { fileLinkLifetimeMs } from '../files/links'
import type { Upload } from '../store/schema'
import { wordsIn } from '../words'
import { FieldTable, Link, Paragraph, Subheading } from './parts'

/** A lead's file as the sales notification lists it: with the signed link that downloads it. */
export type LinkedFile = Upload & { url: string }

const megabyte = 1024 * 1024
const sizeFormats = {
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }),
  es: new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 }),
}

/** "2.4 MB", "640 KB": the unit symbols read the same in both languages; a figure keeps to its unit. */
export function fileSize(bytes: number, locale: Locale): string {
  if (bytes >= megabyte) return `${sizeFormats[locale].format(bytes / megabyte)}\u00a0MB`
  return `${sizeFormats[locale].format(Math.max(1, Math.round(bytes / 1024)))}\u00a0KB`
}

const typeName = (file: Pick<Upload, 'type'>) => file.type.toUpperCase()
const fileLinkDays = Math.round(fileLinkLifetimeMs / 86_400_000)

/** Every file with its download link, type, size and, for an image, its pixels. */
export function SalesFiles({ files, locale }: { files: LinkedFile[]; locale: Locale }) {
  if (files.length === 0) return null
  const { t } = wordsIn(locale)
  const total = files.reduce((sum, file) => sum + file.bytes, 0)
  const rows = files.map((file, index): [string, ReactNode] => {
    const details = [typeName(file), t(`mail:files.${file.kind}`)]
    if (file.width && file.height)
      details.push(t('mail:files.pixels', { width: file.width, height: file.height }))
    details.push(fileSize(file.bytes, locale))
    return [
      t('mail:files.fileLabel', { number: index + 1 }),
      <>
        <Link href={file.url}>{file.name}</Link>
        <br />
        {details.join(' · ')}
      </>,
    ]
  })
  return (
    <>
      <Subheading>
        {t('mail:files.heading', { count: files.length, size: fileSize(total, locale) })}
      </Subheading>
      <FieldTable rows={rows} />
      <Paragraph small>{t('mail:files.salesHelp', { days: fileLinkDays })}</Paragraph>
    </>
  )
}

/**
 * The one sentence the buyer's acknowledgement says of the files: how many, of which types, the
 * commonest first. Never a name: a file's name is typed freely, and an automatic reply that
 * repeats it to whatever address was typed in the form relays a stranger's text.
 */
export function receivedFiles(files: ReadonlyArray<Pick<Upload, 'type'>>, locale: Locale): string {
  const { t } = wordsIn(locale)
  const counts = new Map<string, number>()
  for (const file of files) counts.set(typeName(file), (counts.get(typeName(file)) ?? 0) + 1)
  const byType = [...counts].sort(([, a], [, b]) => b - a)
  if (byType.length === 1) return t('mail:files.receivedOfType', { count: files.length, type: byType[0]![0] })
  const types = formatList(
    byType.map(([type, count]) => `${count} ${type}`),
    locale,
  )
  return t('mail:files.receivedMixed', { total: files.length, types })
}

/** What the buyer's acknowledgement says of the files. */
export function ReceivedFiles({ files, locale }: { files: Upload[]; locale: Locale }) {
  if (files.length === 0) return null
  return <Paragraph>{receivedFiles(files, locale)}</Paragraph>
}
