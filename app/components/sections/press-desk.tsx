import { CircleCheck, Mail, Newspaper } from 'lucide-react'
import { buttonClass } from '~/components/ui/button'
import type { PressContent } from '~/content/types/info-pages'

/** The press office's address and the press kit, side by side under the page header. */
export function PressDesk({
  email,
  contact,
  kit,
}: {
  email: string
  contact: PressContent['contact']
  kit: PressContent['kit']
}) {
  return (
    <div className="bg-surface">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2">
        <article
          aria-labelledby="press-contact-heading"
          className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
        >
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-soft text-accent">
            <Mail aria-hidden="true" className="size-6" />
          </span>
          <h2 id="press-contact-heading" className="mt-5 text-2xl font-extrabold text-navy-900">
            {contact.title}
          </h2>
          <p className="mt-3 leading-relaxed text-muted">{contact.text}</p>
          <p className="mt-4 text-lg font-bold break-all text-navy-900">{email}</p>
          <div className="mt-auto pt-6">
            <a href={`mailto:${email}`} className={buttonClass({ variant: 'secondary' })}>
              <Mail aria-hidden="true" className="size-4" />
              {contact.emailLabel}
            </a>
          </div>
        </article>
        <article
          aria-labelledby="press-kit-heading"
          className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
        >
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-navy-900 text-gold">
            <Newspaper aria-hidden="true" className="size-6" />
          </span>
          <h2 id="press-kit-heading" className="mt-5 text-2xl font-extrabold text-navy-900">
            {kit.title}
          </h2>
          <p className="mt-3 leading-relaxed text-muted">{kit.text}</p>
          <ul className="mt-4 grid gap-2">
            {kit.contents.map((item) => (
              <li key={item} className="flex items-start gap-2.5 text-navy-900">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                {item}
              </li>
            ))}
          </ul>
          <div className="mt-auto pt-6">
            {/* The kit is sent on request: a button that promised a download would lead nowhere. */}
            <a href={`mailto:${email}?subject=${encodeURIComponent(kit.title)}`} className={buttonClass({})}>
              <Mail aria-hidden="true" className="size-4" />
              {kit.button}
            </a>
          </div>
        </article>
      </div>
    </div>
  )
}
