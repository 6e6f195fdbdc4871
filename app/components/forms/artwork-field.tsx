import { CircleAlert, CircleCheck, FileText, Info, TriangleAlert, Upload } from 'lucide-react'
import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '~/content/figures'
import { cn } from '~/lib/cn'
import { formatBytes } from '~/lib/format'
import { acceptedFiles, artworkField, artworkLimits } from '~/lib/order/artwork'
import { addArtwork, printQuality, type ChosenArtwork, type Refusal } from '~/lib/order/artwork-choice'
import type { Placement } from '~/lib/order/catalogue'
import { useLocale } from '~/lib/use-locale'
import { useObjectUrl } from './use-object-url'
import { artworkChangedEvent } from './use-form-reading'
import { useOrder } from './use-order'

const id = 'quote-artwork'

/** The input's files made to match the list, so a post without the script sends the same files. */
function syncInput(input: HTMLInputElement | null, kept: readonly ChosenArtwork[]) {
  if (!input) return
  // Every current browser builds a FileList this way; a test DOM without it keeps the list only.
  if (typeof DataTransfer === 'function') {
    const transfer = new DataTransfer()
    for (const chosen of kept) transfer.items.add(chosen.file)
    input.files = transfer.files
  }
  input.dispatchEvent(new Event(artworkChangedEvent, { bubbles: true }))
}

/**
 * The quotation's artwork: a real file input under `Artwork` (one part per file, posted with the
 * form even without JavaScript), laid over a drop zone so a file dropped anywhere on it lands in the
 * input. With the script, each file is checked before it is kept, by the collector's rules
 * (lib/order/artwork-choice.ts), and listed with what it is and how it will print at line 1's
 * placement; a refused file is listed with its reason and left out of the input. When the collector
 * refused the post (`returned`), the field says its files must be chosen again: no page can put
 * files back into a file input.
 */
export function ArtworkField({ error, returned }: { error?: string; returned?: boolean }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const zone = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const kept = useRef<ChosenArtwork[]>([])
  const queue = useRef(Promise.resolve())
  const [files, setFiles] = useState<ChosenArtwork[]>([])
  const [refused, setRefused] = useState<Refusal[]>([])
  const [said, say] = useState('')
  const [dragging, setDragging] = useState(false)
  /** The place in the list of the file just removed, for focus to land near. */
  const removedAt = useRef<number>(undefined)
  const placement = useOrder((order) => order.lines.find((line) => line.line === 1)?.placement ?? 'front')

  const limits = {
    files: artworkLimits.files,
    fileSize: formatBytes(artworkLimits.fileBytes, locale),
    totalSize: formatBytes(artworkLimits.totalBytes, locale),
    pixels: formatNumber(artworkLimits.pixels, locale),
  }

  function keep(next: ChosenArtwork[]) {
    kept.current = next
    setFiles(next)
    syncInput(input.current, next)
  }

  /** Checks the files just chosen or dropped and adds those that pass, one choice at a time. */
  function take(chosen: File[]) {
    queue.current = queue.current.then(async () => {
      // The input holds only the latest choice; the files already kept are not judged again.
      const fresh = chosen.filter((file) => !kept.current.some((known) => known.file === file))
      const result = await addArtwork(kept.current, fresh)
      const added = result.kept.length - kept.current.length
      keep(result.kept)
      setRefused(result.refused)
      say(
        [
          added > 0 ? t('forms.quote.artwork.added', { count: added }) : '',
          ...result.refused.map(
            (refusal) => `${t('forms.quote.artwork.notAdded', { name: refusal.name })} ${reasonOf(refusal)}`,
          ),
        ]
          .filter(Boolean)
          .join(' '),
      )
    })
  }

  function reasonOf(refusal: Refusal) {
    return t(`forms.quote.artwork.refused.${refusal.reason}`, {
      ...limits,
      size: formatBytes(refusal.size, locale),
    })
  }

  /** Takes a file off the list, after any choice still being checked, so neither undoes the other. */
  function remove(index: number) {
    queue.current = queue.current.then(() => {
      const gone = kept.current[index]
      if (!gone) return
      removedAt.current = index
      keep(kept.current.filter((_, at) => at !== index))
      setRefused([])
      say(t('forms.quote.artwork.removed', { name: gone.file.name }))
    })
  }

  // Focus stays in the list after a removal: on the file that took the removed one's place, the
  // one before it, or the file button when the list is empty.
  useEffect(() => {
    if (removedAt.current === undefined) return
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('[data-remove]')
    const next = buttons?.[Math.min(removedAt.current, buttons.length - 1)]
    ;(next ?? input.current)?.focus()
    removedAt.current = undefined
  }, [files])

  useEffect(() => {
    const element = input.current
    const form = element?.form
    if (!element || !form) return
    // Files chosen before the form came to life are checked as soon as it has.
    if (element.files?.length) take([...element.files])
    const clear = () =>
      setTimeout(() => {
        kept.current = []
        setFiles([])
        setRefused([])
      })
    form.addEventListener('reset', clear)
    return () => form.removeEventListener('reset', clear)
    // Once, on mount: what the input held then is checked once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const onChange = (event: ChangeEvent<HTMLInputElement>) => take([...(event.currentTarget.files ?? [])])
  const total = files.reduce((sum, chosen) => sum + chosen.file.size, 0)
  const described = [`${id}-formats`, `${id}-draft`, returned && `${id}-again`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ')

  // Its parts are laid out by the form's grid (`md:contents`), so the list of files can run under
  // the preview beside the drop zone as well as under the zone.
  return (
    <div className="grid gap-3 md:contents">
      {/* Without the script the preview is not shown, and the field takes the whole width. */}
      <div className="grid content-start gap-3 noscript:col-span-full">
        <label id={`${id}-label`} htmlFor={id} className="text-sm font-semibold text-navy-900">
          {t('forms.quote.artwork.label')}
        </label>
        <div
          ref={zone}
          className={cn(
            'relative grid justify-items-center gap-2 rounded-card border-2 border-dashed px-4 py-6 text-center transition-colors',
            'has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-accent',
            dragging
              ? 'border-accent bg-accent-soft'
              : 'border-navy-300 bg-white hover:border-navy-700 hover:bg-navy-50',
            error && 'border-danger',
          )}
        >
          <Upload aria-hidden="true" className="size-7 text-navy-700" />
          <p className="font-semibold text-navy-900">{t('forms.quote.artwork.drop')}</p>
          <span
            id={`${id}-choose`}
            aria-hidden="true"
            className="rounded-full bg-navy-900 px-4 py-2 text-sm font-semibold text-white noscript:hidden"
          >
            {files.length > 0 ? t('forms.quote.artwork.chooseMore') : t('forms.quote.artwork.choose')}
          </span>
          <input
            ref={input}
            id={id}
            type="file"
            name={artworkField}
            multiple
            accept={acceptedFiles}
            // Named by its label and by the words on the button it looks like, so a visitor who
            // says "Choose files" to their speech software reaches it.
            aria-labelledby={`${id}-label ${id}-choose`}
            aria-describedby={described}
            aria-invalid={error ? true : undefined}
            onChange={onChange}
            onDragEnter={() => setDragging(true)}
            onDragLeave={() => setDragging(false)}
            onDrop={() => setDragging(false)}
            className="absolute inset-0 z-10 size-full cursor-pointer opacity-0 noscript:static noscript:h-auto noscript:cursor-auto noscript:text-sm noscript:opacity-100"
          />
          <p id={`${id}-formats`} className="max-w-md text-sm text-muted">
            {t('forms.quote.artwork.formats', limits)} {t('forms.quote.artwork.vectorTip')}
          </p>
        </div>
        <p id={`${id}-draft`} className="flex gap-2 text-sm text-muted noscript:hidden">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-navy-700" />
          {t('forms.quote.artwork.draftNote')}
        </p>
        {returned && (
          <p id={`${id}-again`} className="flex gap-2 text-sm font-medium text-navy-900">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-navy-700" />
            {t('forms.quote.artwork.chooseAgain')}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className="text-sm font-medium text-danger">
            {error}
          </p>
        )}
      </div>
      {files.length > 0 && (
        <div className="grid gap-2 md:col-span-full">
          <p id={`${id}-chosen`} className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <span className="font-semibold text-navy-900">{t('forms.quote.artwork.chosen')}</span>
            <span className="text-muted">
              {t('forms.quote.artwork.count', {
                count: files.length,
                max: artworkLimits.files,
                size: formatBytes(total, locale),
                maxSize: limits.totalSize,
              })}
            </span>
          </p>
          <ul ref={list} aria-labelledby={`${id}-chosen`} className="grid gap-2">
            {files.map((chosen, index) => (
              <ChosenFile
                key={`${chosen.file.name}-${chosen.file.size}-${chosen.file.lastModified}`}
                chosen={chosen}
                placement={placement}
                onRemove={() => remove(index)}
              />
            ))}
          </ul>
        </div>
      )}
      {refused.length > 0 && (
        <ul className="grid gap-2 rounded-lg border border-danger/30 bg-danger/5 p-3 text-sm md:col-span-full">
          {refused.map((refusal, index) => (
            <li key={`${refusal.name}-${index}`} className="flex gap-2">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
              <span>
                <strong className="font-semibold break-all text-danger">
                  {t('forms.quote.artwork.notAdded', { name: refusal.name })}
                </strong>{' '}
                <span className="text-ink">{reasonOf(refusal)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p id={`${id}-status`} role="status" className="sr-only">
        {said}
      </p>
    </div>
  )
}

/** Between the facts of a file: its type, kind, size and pixels. */
const separator = ' · '

const verdictStyle = {
  good: { Icon: CircleCheck, className: 'text-success', badge: 'bg-success/10 text-success' },
  usable: { Icon: Info, className: 'text-ink', badge: 'bg-gold/25 text-navy-900' },
  low: { Icon: TriangleAlert, className: 'text-danger', badge: 'bg-danger/10 text-danger' },
} as const

/** One kept file: a thumbnail, what it is, how it prints at the placement, and its Remove button. */
function ChosenFile({
  chosen,
  placement,
  onRemove,
}: {
  chosen: ChosenArtwork
  placement: Placement
  onRemove: () => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { file, artwork } = chosen
  const drawable = artwork.type === 'png' || artwork.type === 'jpeg' || artwork.type === 'svg'
  const url = useObjectUrl(drawable ? file : undefined, artwork.type === 'svg')
  const quality = printQuality(artwork, placement)
  const facts = [
    t(`forms.quote.artwork.types.${artwork.type}`),
    t(`forms.quote.artwork.kinds.${artwork.kind}`),
    formatBytes(file.size, locale),
    artwork.width && artwork.height
      ? t('forms.quote.artwork.pixels', {
          width: formatNumber(artwork.width, locale),
          height: formatNumber(artwork.height, locale),
        })
      : '',
  ].filter(Boolean)

  return (
    <li className="grid grid-cols-[2.75rem_minmax(0,1fr)] items-start gap-x-3 gap-y-1.5 rounded-lg border border-line bg-white p-3 sm:grid-cols-[3.5rem_minmax(0,1fr)_auto]">
      <span className="grid size-11 place-items-center overflow-hidden rounded-md border border-line bg-surface sm:row-span-2 sm:size-14">
        {url ? (
          <img src={url} alt="" className="size-full object-contain" />
        ) : (
          <FileText aria-hidden="true" className="size-7 text-navy-700" />
        )}
      </span>
      <div className="grid gap-0.5 self-center">
        <p className="font-semibold [overflow-wrap:anywhere] text-navy-900">{file.name}</p>
        <p className="text-sm text-muted">
          {facts.map((fact, index) => (
            <span key={fact}>
              {index > 0 && separator}
              <span className="whitespace-nowrap">{fact}</span>
            </span>
          ))}
        </p>
      </div>
      <button
        type="button"
        data-remove
        onClick={onRemove}
        className="order-last col-span-full justify-self-end rounded-full px-3 py-1.5 text-sm font-semibold text-accent sm:order-none sm:col-span-1 underline-offset-2 hover:bg-accent-soft hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        {t('forms.quote.artwork.remove')}
        <span className="sr-only"> {file.name}</span>
      </button>
      {/* On a phone the file's name has the row to itself, and Remove comes last. */}
      <div className="col-span-full sm:col-span-2 sm:col-start-2">
        {artwork.kind === 'vector' ? (
          <p className="flex gap-1.5 text-sm text-success">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('forms.quote.artwork.vector')}
          </p>
        ) : quality ? (
          <Quality {...quality} placement={placement} />
        ) : (
          <p className="text-sm text-muted">{t('forms.quote.artwork.sizeUnknown')}</p>
        )}
      </div>
    </li>
  )
}

/** How a raster image prints at the placement: the verdict, its resolution, and the fix if it needs one. */
function Quality({
  ppi,
  verdict,
  widthCm,
  goodWidth,
  placement,
}: NonNullable<ReturnType<typeof printQuality>> & { placement: Placement }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { Icon, className, badge } = verdictStyle[verdict]
  return (
    <p className={cn('text-sm', className)}>
      <span
        className={cn('mr-1.5 inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold', badge)}
      >
        <Icon aria-hidden="true" className="size-3.5" />
        {t(`forms.quote.artwork.verdicts.${verdict}`)}
      </span>
      {t(`forms.quote.artwork.quality.${verdict}`, {
        ppi: formatNumber(ppi, locale),
        width: formatNumber(widthCm, locale),
        goodWidth: formatNumber(goodWidth, locale),
        placement: t(`forms.quote.artwork.placements.${placement}`),
      })}
    </p>
  )
}
