import {
  Archive,
  BadgeCheck,
  Check,
  Inbox,
  LockKeyhole,
  Mail,
  MailCheck,
  MessagesSquare,
  Phone,
  RotateCcw,
  type LucideIcon,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '~/components/ui/button'
import { site } from '~/content/site'
import type { StatusContent } from '~/content/types'
import { cn } from '~/lib/cn'
import { pagePaths } from '~/lib/paths'
import {
  statusSteps,
  statusValues,
  stepOf,
  type ShownStatus,
  type StatusKind,
  type StatusView,
} from '~/lib/status-page'

const icons: Record<ShownStatus, LucideIcon> = {
  new: Inbox,
  contacted: MessagesSquare,
  quoted: MailCheck,
  won: BadgeCheck,
  lost: Archive,
}

const sentRows = [...statusValues.contact, ...statusValues.quote]

/** Where a step stands beside the step the request has reached. */
const stepState = (index: number, current: number) =>
  index < current ? 'done' : index === current ? 'current' : 'upcoming'

/**
 * One lead's status page, rendered for the request that asks for it (app/lib/status-page.ts): the
 * words of its status and kind of request, and the rows it has values for. The page's own words are
 * the editor's (`words`); what it says of a status and its labels are interface strings. It needs
 * no script.
 */
export function RequestStatus({ words, view }: { words: StatusContent; view: StatusView }) {
  const { t } = useTranslation()
  const { values } = view
  return (
    <>
      <section className="relative overflow-hidden bg-navy-900 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_85%_20%,rgb(194_65_12/0.35),transparent_45%)]"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16">
          <p className="text-sm font-bold tracking-[0.16em] text-gold uppercase">{words.eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold sm:text-5xl">{words.heading[view.kind]}</h1>
          <dl className="mt-8 flex flex-wrap gap-x-12 gap-y-5">
            <div>
              <dt className="text-sm text-white/75">{t('status.reference')}</dt>
              <dd className="mt-1 text-2xl font-extrabold tracking-wider text-gold sm:text-3xl">
                {values.reference}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-white/75">{t('status.received')}</dt>
              <dd className="mt-1 text-lg font-semibold sm:mt-2 sm:text-xl">{values.received}</dd>
            </div>
          </dl>
        </div>
      </section>
      <section aria-labelledby="status-progress" className="bg-surface">
        <div className="mx-auto grid max-w-7xl items-start gap-6 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-5 lg:gap-8">
          <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8 lg:col-span-3">
            <h2 id="status-progress" className="text-sm font-bold tracking-[0.16em] text-accent uppercase">
              {words.progressHeading}
            </h2>
            <StatusPanel status={view.status} kind={view.kind} />
          </div>
          <div className="grid content-start gap-6 lg:col-span-2">
            <SentSummary words={words.sent} values={values} />
            {view.orderAgain && <OrderAgain path={view.orderAgain} />}
            <Help words={words.help} reference={values.reference} />
          </div>
        </div>
      </section>
    </>
  )
}

/** One status: what it means in words, and how far along the request is (or that it is closed). */
function StatusPanel({ status, kind }: { status: ShownStatus; kind: StatusKind }) {
  const { t } = useTranslation()
  const Icon = icons[status]
  const step = stepOf[status]
  // In touch means a quotation in the making, or an enquiry answered: each has its own message.
  const message = status === 'contacted' ? (`contacted.${kind}` as const) : status
  return (
    <div>
      <div className="mt-6 flex flex-col gap-5 sm:flex-row sm:items-start">
        <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-navy-900 text-gold shadow-card">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <div>
          <h3 className="text-2xl font-extrabold text-navy-900 sm:text-3xl">
            {t(`status.messages.${message}.title`)}
          </h3>
          <p className="mt-2 max-w-2xl leading-relaxed text-muted sm:text-lg">
            {t(`status.messages.${message}.text`)}
          </p>
          {step === undefined && (
            <ButtonLink to={pagePaths.contact} className="mt-6">
              {t('status.contactUs')}
            </ButtonLink>
          )}
        </div>
      </div>
      {step !== undefined && <Progress current={step} />}
    </div>
  )
}

/** Received → in touch → quote sent → order confirmed: down the page on a phone, across on a wider screen. */
function Progress({ current }: { current: number }) {
  const { t } = useTranslation()
  return (
    <ol aria-label={t('status.progressLabel')} className="mt-8 grid border-t border-line pt-8 sm:grid-cols-4">
      {statusSteps.map((step, index) => {
        const state = stepState(index, current)
        const reached = index <= current
        return (
          <li
            key={step}
            aria-current={state === 'current' ? 'step' : undefined}
            className="relative flex items-center gap-4 pb-6 last:pb-0 sm:flex-col sm:gap-3 sm:pb-0 sm:text-center"
          >
            {index < statusSteps.length - 1 && (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-10 bottom-0 left-5 w-0.5 -translate-x-1/2 sm:top-5 sm:right-[-50%] sm:bottom-auto sm:left-1/2 sm:h-0.5 sm:w-auto sm:translate-x-0',
                  index < current ? 'bg-accent' : 'bg-line',
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                reached ? 'bg-accent text-white' : 'border-2 border-line bg-white text-muted',
                state === 'current' && 'ring-4 ring-accent/20',
              )}
            >
              {reached ? <Check className="size-5" strokeWidth={3} /> : index + 1}
            </span>
            <span
              className={cn(
                'text-[0.9375rem] leading-snug',
                reached ? 'font-bold text-navy-900' : 'font-medium text-muted',
              )}
            >
              {t(`status.steps.${step}`)}
              <span className="sr-only">, {t(`status.stepStates.${state}`)}</span>
            </span>
          </li>
        )
      })}
    </ol>
  )
}

/** A card beside the timeline: its heading, a line under it, and what it holds. */
function SideCard({
  id,
  heading,
  note,
  children,
}: {
  id: string
  heading: string
  note: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-white p-6 shadow-card sm:p-7">
      <h2 id={id} className="text-lg font-bold text-navy-900">
        {heading}
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-muted">{note}</p>
      {children}
    </section>
  )
}

/** What the buyer sent, as counts and choices: a row for each the lead has a value for, if any. */
function SentSummary({ words, values }: { words: StatusContent['sent']; values: StatusView['values'] }) {
  const { t } = useTranslation()
  const rows = sentRows.filter((name) => values[name])
  if (rows.length === 0) return null
  return (
    <SideCard id="status-sent" heading={words.heading} note={words.note}>
      <dl className="mt-4">
        {rows.map((name) => (
          <div
            key={name}
            className="flex items-baseline justify-between gap-4 border-t border-line py-3 last:pb-0"
          >
            <dt className="text-sm text-muted">{t(`status.rows.${name}`)}</dt>
            <dd className="text-right text-sm font-semibold text-navy-900">{values[name]}</dd>
          </div>
        ))}
      </dl>
    </SideCard>
  )
}

/** A quotation's offer to open the order form again with its lines, as a new request. */
function OrderAgain({ path }: { path: string }) {
  const { t } = useTranslation()
  return (
    <SideCard
      id="status-order-again"
      heading={t('status.orderAgain.heading')}
      note={t('status.orderAgain.text')}
    >
      <ButtonLink to={path} className="mt-4">
        <RotateCcw aria-hidden="true" className="size-4" />
        {t('status.orderAgain.action')}
      </ButtonLink>
    </SideCard>
  )
}

function Help({ words, reference }: { words: StatusContent['help']; reference: string }) {
  const link =
    'inline-flex min-h-8 items-center gap-2 font-semibold text-navy-900 underline-offset-4 hover:text-accent hover:underline'
  return (
    <SideCard id="status-help" heading={words.heading} note={words.text}>
      <ul className="mt-3 grid gap-1 text-sm">
        <li>
          <a href={`mailto:${site.email.info}?subject=${reference}`} className={link}>
            <Mail aria-hidden="true" className="size-4 text-accent" />
            {site.email.info}
          </a>
        </li>
        <li>
          <a href={`tel:${site.phone.dial}`} className={link}>
            <Phone aria-hidden="true" className="size-4 text-accent" />
            {site.phone.display}
          </a>
        </li>
      </ul>
      <p className="mt-4 flex gap-2 border-t border-line pt-4 text-xs leading-relaxed text-muted">
        <LockKeyhole aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        {words.privacy}
      </p>
    </SideCard>
  )
}
