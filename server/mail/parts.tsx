import type { CSSProperties, ReactNode } from 'react'
import { brandFont } from '../../app/lib/brand-font'
import { brandColours } from '../../app/lib/brand-tokens'
import type { Locale } from '../../app/lib/locale'

/**
 * The building blocks of every e-mail. Mail clients ignore stylesheets and much of CSS, so layout
 * is tables, styles are inline, and colours are the brand's own (app/lib/brand-tokens.ts) written out.
 */
const colour = {
  ink: brandColours.ink,
  navy: brandColours.navy900,
  accent: brandColours.accent,
  accentSoft: brandColours.accentSoft,
  surface: brandColours.surface,
  line: brandColours.line,
  muted: brandColours.muted,
  white: '#ffffff',
}
// Mail clients rarely know `system-ui`: the usual interface fonts are named instead.
const font = `'${brandFont.family}', 'Segoe UI', Roboto, Helvetica, Arial, sans-serif`
const text: CSSProperties = { fontFamily: font, color: colour.ink, fontSize: 16, lineHeight: '24px' }

/** A table that is only layout: screen readers should not announce rows and cells. */
function LayoutTable({
  children,
  style,
  width,
}: {
  children: ReactNode
  style?: CSSProperties
  width?: number | string
}) {
  return (
    <table
      role="presentation"
      width={width ?? '100%'}
      cellPadding={0}
      cellSpacing={0}
      border={0}
      style={style}
    >
      <tbody>{children}</tbody>
    </table>
  )
}

export interface LayoutProps {
  locale: Locale
  title: string
  /** The line mail clients show beside the subject in the inbox list. */
  preview: string
  brand: string
  tagline: string
  children: ReactNode
  /** Company details or other small print under the message. */
  footer: ReactNode
}

export function EmailLayout({ locale, title, preview, brand, tagline, children, footer }: LayoutProps) {
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: colour.surface }}>
        <div className="preview" style={{ display: 'none', maxHeight: 0, overflow: 'hidden', opacity: 0 }}>
          {preview}
        </div>
        <LayoutTable style={{ backgroundColor: colour.surface }}>
          <tr>
            <td align="center" style={{ padding: '24px 12px' }}>
              <LayoutTable
                width={600}
                style={{
                  maxWidth: 600,
                  width: '100%',
                  backgroundColor: colour.white,
                  borderRadius: 12,
                  overflow: 'hidden',
                }}
              >
                <tr>
                  <td style={{ backgroundColor: colour.navy, padding: '20px 32px' }}>
                    <p style={{ ...text, margin: 0, color: colour.white, fontSize: 20, fontWeight: 800 }}>
                      {brand}
                    </p>
                    <p
                      style={{
                        ...text,
                        margin: '2px 0 0',
                        color: '#c9d3e3',
                        fontSize: 13,
                        lineHeight: '18px',
                      }}
                    >
                      {tagline}
                    </p>
                  </td>
                </tr>
                <tr>
                  <td className="content" style={{ padding: '28px 32px 8px' }}>
                    {children}
                  </td>
                </tr>
                <tr>
                  <td style={{ padding: '8px 32px 28px' }}>
                    <div style={{ borderTop: `1px solid ${colour.line}`, paddingTop: 16 }}>{footer}</div>
                  </td>
                </tr>
              </LayoutTable>
            </td>
          </tr>
        </LayoutTable>
      </body>
    </html>
  )
}

export function Heading({ children }: { children: ReactNode }) {
  return (
    <h1
      style={{
        ...text,
        margin: '0 0 16px',
        fontSize: 24,
        lineHeight: '30px',
        fontWeight: 800,
        color: colour.navy,
      }}
    >
      {children}
    </h1>
  )
}

export function Subheading({ children }: { children: ReactNode }) {
  return (
    <h2 style={{ ...text, margin: '24px 0 8px', fontSize: 17, fontWeight: 700, color: colour.navy }}>
      {children}
    </h2>
  )
}

export function Paragraph({ children, small }: { children: ReactNode; small?: boolean }) {
  const size = small ? { fontSize: 13, lineHeight: '19px', color: colour.muted } : {}
  return <p style={{ ...text, margin: '0 0 16px', ...size }}>{children}</p>
}

/** A value the reader will copy or quote, set apart: the reference. */
export function Highlight({ label, value, help }: { label: string; value: string; help?: string }) {
  return (
    <LayoutTable
      style={{
        margin: '0 0 20px',
        backgroundColor: colour.accentSoft,
        borderLeft: `4px solid ${colour.accent}`,
      }}
    >
      <tr>
        <td style={{ padding: '12px 16px' }}>
          <p style={{ ...text, margin: 0, fontSize: 13, color: colour.muted }}>{label}</p>
          <p
            style={{
              ...text,
              margin: '2px 0 0',
              fontSize: 22,
              fontWeight: 800,
              letterSpacing: 1,
              color: colour.ink,
            }}
          >
            {value}
          </p>
          {help && (
            <p style={{ ...text, margin: '4px 0 0', fontSize: 13, lineHeight: '19px', color: colour.muted }}>
              {help}
            </p>
          )}
        </td>
      </tr>
    </LayoutTable>
  )
}

/** Label and value rows, such as the fields of a lead. Multi-line values keep their line breaks. */
export function FieldTable({ rows }: { rows: Array<[label: string, value: ReactNode]> }) {
  const cell: CSSProperties = {
    ...text,
    fontSize: 15,
    lineHeight: '22px',
    padding: '8px 0',
    borderBottom: `1px solid ${colour.line}`,
    verticalAlign: 'top',
  }
  return (
    <table
      className="fields"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      border={0}
      style={{ margin: '0 0 16px', borderCollapse: 'collapse' }}
    >
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th
              scope="row"
              align="left"
              style={{ ...cell, width: '36%', paddingRight: 12, color: colour.muted, fontWeight: 600 }}
            >
              {label}
            </th>
            <td style={{ ...cell, wordBreak: 'break-word' }}>
              {typeof value === 'string' ? <Lines text={value} /> : value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Text with its line breaks kept, as `<br>` (which the plain-text part keeps too). */
function Lines({ text: value }: { text: string }) {
  return value.split(/\r?\n/).map((line, index) => (
    <span key={index}>
      {index > 0 && <br />}
      {line}
    </span>
  ))
}

export function Steps({ items }: { items: string[] }) {
  return (
    <ol style={{ ...text, margin: '0 0 16px', paddingLeft: 22 }}>
      {items.map((item) => (
        <li key={item} style={{ margin: '0 0 8px' }}>
          {item}
        </li>
      ))}
    </ol>
  )
}

/** A link drawn as the site's primary button: a table cell, which every client pads and colours. */
export function Button({ href, children }: { href: string; children: ReactNode }) {
  return (
    <LayoutTable width="auto" style={{ margin: '4px 0 20px' }}>
      <tr>
        <td style={{ backgroundColor: colour.accent, borderRadius: 8 }}>
          <a
            href={href}
            style={{
              ...text,
              display: 'inline-block',
              padding: '12px 22px',
              color: colour.white,
              fontWeight: 700,
              textDecoration: 'none',
            }}
          >
            {children}
          </a>
        </td>
      </tr>
    </LayoutTable>
  )
}

export function Link({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} style={{ color: colour.accent }}>
      {children}
    </a>
  )
}
