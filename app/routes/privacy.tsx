import { Fragment, type ReactNode } from 'react'
import { CompanyFacts } from '~/components/sections/company-facts'
import { PageHeader } from '~/components/sections/page-header'
import { legalContent } from '~/content/legal'
import { privacyContent } from '~/content/privacy'
import { site } from '~/content/site'
import type { PrivacyContent } from '~/content/types/privacy'
import { useContent } from '~/lib/use-content'
import { languageCookieDays } from '~/lib/language-detection'
import { contentPageMeta } from '~/lib/meta'
import {
  formatPeriod,
  processRetention,
  retentionText,
  retentionTokens,
  retentionValueGroup,
  type RetentionToken,
} from '~/lib/retention'
import { statusLinkDays } from '~/lib/status-page'
import { useLocale } from '~/lib/use-locale'
import { filledSlot } from '~/lib/value-slots'

export const meta = contentPageMeta(privacyContent)

/** Where a visitor complains to each authority. */
const authorities = {
  ico: 'https://ico.org.uk/make-a-complaint/',
  aepd: 'https://www.aepd.es/',
} as const
const authorityIds = Object.keys(authorities) as Array<keyof typeof authorities>

const isRetentionToken = (name: string): name is RetentionToken =>
  (retentionTokens as readonly string[]).includes(name)

/**
 * A sentence of the notice with its periods set in: each retention setting in a filled slot the
 * server writes its own value into (app/lib/value-slots.ts), each lifetime the code fixes as it is.
 */
function WithPeriods({ text }: { text: string }) {
  const locale = useLocale()
  const settings = retentionText(processRetention(), locale)
  const fixed: Record<string, string> = {
    languageCookie: formatPeriod({ days: languageCookieDays }, locale),
    statusLink: formatPeriod({ days: statusLinkDays }, locale),
  }
  const parts = text.split(/\[\[(\w+)\]\]/)
  return (
    <>
      {parts.map((part, index) => {
        if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>
        if (isRetentionToken(part))
          return (
            <span key={index} {...filledSlot(retentionValueGroup, part)}>
              {settings[part]}
            </span>
          )
        return <Fragment key={index}>{fixed[part]}</Fragment>
      })}
    </>
  )
}

/** The notice's sections, in order: their ids make the contents list and the headings' anchors. */
const sectionIds = [
  'controller',
  'forms',
  'files',
  'security',
  'retention',
  'recipients',
  'transfers',
  'rights',
  'complaints',
  'device',
  'changes',
] as const
type SectionId = (typeof sectionIds)[number]

function NoticeSection({ id, title, children }: { id: SectionId; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 border-t border-line pt-10 first:border-t-0 first:pt-0"
    >
      <h2 id={`${id}-title`} className="text-2xl font-extrabold text-navy-900">
        {title}
      </h2>
      <div className="mt-4 grid gap-4 leading-relaxed text-ink">{children}</div>
    </section>
  )
}

/** The facts that name the controller, as the company information page words them. */
const controllerFacts = ['registeredName', 'companyNumber', 'registeredOffice', 'email', 'phone'] as const

function Controller() {
  const { identity } = useContent(legalContent)
  return <CompanyFacts labels={identity.labels} only={controllerFacts} />
}

function Forms({ words }: { words: PrivacyContent['forms'] }) {
  const rows = ['collected', 'purpose', 'basis', 'kept'] as const
  return (
    <>
      <p>{words.intro}</p>
      {words.items.map((form) => (
        <article key={form.id} className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
          <h3 className="text-lg font-bold text-navy-900">{form.title}</h3>
          <dl className="mt-3 grid gap-3">
            {rows.map((row) => (
              <div key={row} className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-6">
                <dt className="font-semibold text-navy-900">{words.labels[row]}</dt>
                <dd>
                  <WithPeriods text={form[row]} />
                </dd>
              </div>
            ))}
          </dl>
        </article>
      ))}
      <p>
        <WithPeriods text={words.alsoSent} />
      </p>
    </>
  )
}

function Retention({ words }: { words: PrivacyContent['retention'] }) {
  return (
    <>
      <p>{words.intro}</p>
      <table className="w-full border-collapse overflow-hidden rounded-card border border-line text-left text-[0.9375rem]">
        <thead className="bg-navy-50">
          <tr>
            <th scope="col" className="w-2/5 px-4 py-3 font-semibold text-navy-900">
              {words.headers.what}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold text-navy-900">
              {words.headers.period}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {words.rows.map((row) => (
            <tr key={row.what} className="align-top">
              <th scope="row" className="px-4 py-3 font-semibold text-navy-900">
                {row.what}
              </th>
              <td className="px-4 py-3">
                <WithPeriods text={row.period} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{words.note}</p>
    </>
  )
}

function Device({ words }: { words: PrivacyContent['device'] }) {
  const fields = ['kind', 'purpose', 'lifetime'] as const
  return (
    <>
      <p>{words.intro}</p>
      <ul className="grid gap-4">
        {words.rows.map((row) => (
          <li key={row.name} className="rounded-card border border-line bg-white p-5 shadow-card">
            <p className="text-sm font-semibold text-muted">{words.headers.name}</p>
            <p className="font-mono text-[0.9375rem] font-semibold break-words text-navy-900">{row.name}</p>
            <dl className="mt-3 grid gap-2">
              {fields.map((field) => (
                <div key={field} className="grid gap-1 sm:grid-cols-[8rem_1fr] sm:gap-6">
                  <dt className="font-semibold text-navy-900">{words.headers[field]}</dt>
                  <dd>
                    <WithPeriods text={row[field]} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <p>{words.clearing}</p>
      <p>{words.embeds}</p>
    </>
  )
}

const bodyOf = (words: PrivacyContent): Record<SectionId, { title: string; body: ReactNode }> => ({
  controller: {
    title: words.controller.title,
    body: (
      <>
        <p>{words.controller.text}</p>
        <Controller />
      </>
    ),
  },
  forms: { title: words.forms.title, body: <Forms words={words.forms} /> },
  files: {
    title: words.files.title,
    body: words.files.paragraphs.map((text) => (
      <p key={text}>
        <WithPeriods text={text} />
      </p>
    )),
  },
  security: {
    title: words.security.title,
    body: words.security.paragraphs.map((text) => (
      <p key={text}>
        <WithPeriods text={text} />
      </p>
    )),
  },
  retention: { title: words.retention.title, body: <Retention words={words.retention} /> },
  recipients: {
    title: words.recipients.title,
    body: (
      <>
        <p>{words.recipients.intro}</p>
        <ul className="grid list-disc gap-2 pl-6">
          {words.recipients.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>{words.recipients.never}</p>
      </>
    ),
  },
  transfers: {
    title: words.transfers.title,
    body: words.transfers.paragraphs.map((text) => <p key={text}>{text}</p>),
  },
  rights: {
    title: words.rights.title,
    body: (
      <>
        <p>{words.rights.intro}</p>
        <ul className="grid list-disc gap-2 pl-6">
          {words.rights.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>{words.rights.how}</p>
        <p>
          <span className="font-semibold text-navy-900">{words.rights.emailLabel}: </span>
          <a
            href={`mailto:${site.email.info}`}
            className="font-semibold text-navy-900 underline underline-offset-2"
          >
            {site.email.info}
          </a>
        </p>
        <p>{words.rights.timing}</p>
      </>
    ),
  },
  complaints: {
    title: words.complaints.title,
    body: (
      <>
        <p>{words.complaints.text}</p>
        <ul className="grid list-disc gap-2 pl-6">
          {authorityIds.map((authority) => (
            <li key={authority}>
              <a
                href={authorities[authority]}
                className="font-semibold text-navy-900 underline underline-offset-2"
              >
                {words.complaints[authority]}
              </a>
            </li>
          ))}
        </ul>
      </>
    ),
  },
  device: { title: words.device.title, body: <Device words={words.device} /> },
  changes: { title: words.changes.title, body: <p>{words.changes.text}</p> },
})

/**
 * The privacy notice, written from what the software does. Its retention periods are those the
 * build was given; the server writes in those it started with (app/lib/retention.ts).
 */
export default function PrivacyPage() {
  const words = useContent(privacyContent)
  const sections = bodyOf(words)
  return (
    <>
      <PageHeader eyebrow={words.header.eyebrow} title={words.page.heading} lead={words.header.lead} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[16rem_1fr] lg:gap-14 lg:py-20">
        <nav aria-labelledby="privacy-contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2
            id="privacy-contents"
            className="text-sm font-bold tracking-[0.16em] text-accent-strong uppercase"
          >
            {words.contentsLabel}
          </h2>
          <ol className="mt-4 grid gap-2 text-[0.9375rem]">
            {sectionIds.map((id) => (
              <li key={id}>
                <a href={`#${id}`} className="text-navy-900 hover:text-accent-strong hover:underline">
                  {sections[id].title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="grid max-w-3xl gap-10">
          {sectionIds.map((id) => (
            <NoticeSection key={id} id={id} title={sections[id].title}>
              {sections[id].body}
            </NoticeSection>
          ))}
        </div>
      </div>
    </>
  )
}
