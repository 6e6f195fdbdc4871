import type { ReactNode } from 'react'
import type { Locale } from '../../app/lib/locale'
import type { Upload } from '../store/uploads'
import { FieldTable, Link, Paragraph, Subheading } from './parts'
import { mailText, wordsFor } from './words'

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

const typeName = (file: Upload) => file.type.toUpperCase()

/** Every file with its download link, type, size and, for an image, its pixels. */
export function SalesFiles({ files, locale }: { files: LinkedFile[]; locale: Locale }) {
  if (files.length === 0) return null
  const words = wordsFor(locale).mail.files
  const t = mailText(locale)
  const total = files.reduce((sum, file) => sum + file.bytes, 0)
  const rows = files.map((file, index): [string, ReactNode] => {
    const details = [typeName(file), words[file.kind]]
    if (file.width && file.height) details.push(t('files.pixels', { width: file.width, height: file.height }))
    details.push(fileSize(file.bytes, locale))
    return [
      t('files.fileLabel', { number: index + 1 }),
      <>
        <Link href={file.url}>{file.name}</Link>
        <br />
        {details.join(' · ')}
      </>,
    ]
  })
  return (
    <>
      <Subheading>{t('files.heading', { count: files.length, size: fileSize(total, locale) })}</Subheading>
      <FieldTable rows={rows} />
      <Paragraph small>{words.salesHelp}</Paragraph>
    </>
  )
}

/** A name an automatic reply may repeat: one that looks like a link or an address is not. */
const repeatable = (name: string) => !/[@<>]|:\/\/|www\.|\.(com|net|org|ru|xyz|top|info|biz)\b/i.test(name)

/** What the buyer's acknowledgement says of the files: how many, and their names, nothing more. */
export function ReceivedFiles({ files, locale }: { files: Upload[]; locale: Locale }) {
  if (files.length === 0) return null
  const t = mailText(locale)
  const rows = files.map((file, index): [string, string] => [
    t('files.fileLabel', { number: index + 1 }),
    repeatable(file.name) ? file.name : t('files.unnamed', { type: typeName(file) }),
  ])
  return (
    <>
      <Paragraph>{t('files.received', { count: files.length })}</Paragraph>
      <FieldTable rows={rows} />
    </>
  )
}
