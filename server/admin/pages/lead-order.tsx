import type { ReactNode } from 'react'
import { facts, formatNumber } from '../../../app/content/figures'
import { optionNames } from '../../../app/lib/order/option-names'
import { sizes } from '../../../app/lib/order/catalogue'
import { asksForSample, swatchOf, type Order, type OrderLine } from '../../../app/lib/order/order'
import { sampleRequest } from '../../../app/lib/order/summary'
import { formatDay, planOrder } from '../../../app/lib/order/planner'
import { duplicateNumbers, sizeMismatches } from '../../../app/lib/order/roster'
import {
  colourName,
  countText,
  decorationName,
  lineSampleText,
  minimumNote,
  planSentences,
  productName,
  rangeText,
} from '../../../app/lib/order/wording'
import { wordsIn } from '../../words'
import { ukDay } from '../../working-time'

/** Staff read the order in English, in the words the quotation form and its summary use. */
const locale = 'en'
const { translate: t, fieldLabel } = wordsIn(locale)
const names = optionNames(locale)
const count = (value: number) => formatNumber(value, locale)
const part = (name: string) => t(`forms.quote.builder.parts.${name}`)

/** A label and its value, for a description list; nothing when there is no value. */
export type Row = [label: string, value: ReactNode]

export function Details({ rows, className }: { rows: Row[]; className?: string }) {
  const shown = rows.filter(([, value]) => Boolean(value))
  if (shown.length === 0) return null
  return (
    <dl className={['details', className].filter(Boolean).join(' ')}>
      {shown.map(([label, value], index) => (
        <div key={index}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** A palette colour as a swatch and its name; a code outside the palette as sent. */
export function Colour({ hex }: { hex: string }) {
  const swatch = swatchOf(hex)
  if (!swatch) return <>{hex}</>
  return (
    <span className="colour">
      <span className={`swatch c-${swatch.hex.slice(1).toLowerCase()}`} aria-hidden="true" />
      {colourName(hex, t)} <span className="muted">({swatch.hex})</span>
    </span>
  )
}

const lineName = (line: OrderLine) => `Line ${line.line}: ${productName(line, t) ?? 'product not chosen'}`

function LineDetails({ line }: { line: OrderLine }) {
  const minimum = minimumNote(line, t, locale)
  return (
    <article className="order-line" aria-labelledby={`line-${line.line}`}>
      <h3 id={`line-${line.line}`}>{lineName(line)}</h3>
      <Details
        rows={[
          [part('style'), line.style && <strong className="style-code">{line.style}</strong>],
          [part('color'), line.color && <Colour hex={line.color} />],
          [part('pantone'), line.pantone],
          [part('fabric'), line.fabric && names.fabrics[line.fabric]],
          [part('decoration'), line.decoration && decorationName(line.decoration, t, names)],
          [part('placement'), line.placement && t(`forms.quote.builder.placements.${line.placement}`)],
          ['Pieces', line.total > 0 ? countText(t, 'pieces', line.total, locale) : 'No sizes given'],
          [part('sample'), line.sample && lineSampleText(line.sample, t, locale)],
        ]}
      />
      {minimum?.below && <p className="hint warning-text">{minimum.text}</p>}
    </article>
  )
}

/** A table that may be wider than a phone: it scrolls in its own box, which a keyboard can reach. */
export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-box" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  )
}

/** Every line's pieces per size, with the totals of each line and each size. */
function SizeMatrix({ order }: { order: Order }) {
  const used = sizes.filter((size) => order.lines.some((line) => line.quantities[size]))
  if (used.length === 0) return null
  const sizeTotal = (size: (typeof sizes)[number]) =>
    order.lines.reduce((sum, line) => sum + (line.quantities[size] ?? 0), 0)
  return (
    <TableBox label="Pieces per size">
      <table className="data matrix">
        <caption>Pieces per size</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            {used.map((size) => (
              <th scope="col" key={size}>
                {size}
              </th>
            ))}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.line}>
              <th scope="row">{lineName(line)}</th>
              {used.map((size) => (
                <td key={size}>{line.quantities[size] ? count(line.quantities[size]) : ''}</td>
              ))}
              <td className="total">{count(line.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {used.map((size) => (
              <td key={size}>{count(sizeTotal(size))}</td>
            ))}
            <td className="total">{count(order.total)}</td>
          </tr>
        </tfoot>
      </table>
    </TableBox>
  )
}

function Roster({ order }: { order: Order }) {
  const { rows, unreadable, tooLong } = order.roster
  if (rows.length === 0 && unreadable.length === 0) return null
  const duplicates = new Set(duplicateNumbers(rows).map((number) => String(Number(number))))
  const lineOne = order.lines.find((line) => line.line === 1)
  const mismatches = lineOne && lineOne.total > 0 ? sizeMismatches(rows, lineOne.quantities) : []
  return (
    <section>
      <h3 id="roster-heading">
        {fieldLabel('quote', 'roster')}{' '}
        <span className="muted">({countText(t, 'rosterCheck.players', rows.length, locale)})</span>
      </h3>
      {rows.length > 0 && (
        <TableBox label="Roster">
          <table className="data roster">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Name</th>
                <th scope="col">Number</th>
                <th scope="col">Size</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index}>
                  <td className="muted">{index + 1}</td>
                  <td>{row.name}</td>
                  <td>
                    {row.number}
                    {row.number && duplicates.has(String(Number(row.number))) && (
                      <span className="badge overdue">Duplicate</span>
                    )}
                  </td>
                  <td>{row.size}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
      {mismatches.length > 0 && (
        <div className="hint warning-text">
          <p>The roster&apos;s sizes do not add up to line 1:</p>
          <ul>
            {mismatches.map(({ size, players, ordered }) => (
              <li key={size}>
                Size {size}: {players} in the roster, {ordered} on line 1
              </li>
            ))}
          </ul>
        </div>
      )}
      {unreadable.length > 0 && (
        <p className="hint warning-text">
          Rows that could not be read: {unreadable.join(', ')}. Each needs a size, and a name or a number.
        </p>
      )}
      {tooLong && (
        <p className="hint warning-text">The roster was longer than we keep; the rest was dropped.</p>
      )}
    </section>
  )
}

/**
 * A sample or size set asked for before the order, in the words of the sales mail's part on it:
 * what of which line, where it goes, and its charge.
 */
function SampleRequest({ order }: { order: Order }) {
  if (!asksForSample(order)) return null
  // Its first line is the mail's heading for the part; the panel has its own.
  const [, ...parts] = sampleRequest(order, t, locale)
  return (
    <section className="sample-request" aria-labelledby="sample-heading">
      <h3 id="sample-heading">Sample requested before the order</h3>
      <ul>
        {parts.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </section>
  )
}

function Terms({ order, now }: { order: Order; now: Date }) {
  const label = (key: string) => fieldLabel('quote', key)
  const plan =
    order.inHandsDate &&
    planOrder({
      inHands: order.inHandsDate,
      today: ukDay(now),
      sample: order.sample !== 'no',
      shipping: order.shipping,
    })
  const sentences = plan ? planSentences(plan, t, locale) : undefined
  const price = order.targetPrice
  const rows: Row[] = [
    [label('inHandsDate'), order.inHandsDate && formatDay(order.inHandsDate, locale)],
    [
      'Plan, counted from today',
      sentences && (
        <>
          <span className={`plan ${plan && plan.verdict}`}>{sentences.verdict}</span> {sentences.deadline}
          <span className="hint">{sentences.stages}</span>
        </>
      ),
    ],
    [
      label('shipping'),
      order.shipping &&
        t(`forms.quote.shippingOptions.${order.shipping}`, {
          days: rangeText(facts.shippingDays[order.shipping], locale),
        }),
    ],
    [label('sample'), order.sample && t(`forms.quote.summaryText.${order.sample}`)],
    [
      label('targetPrice'),
      price &&
        (price.currency
          ? new Intl.NumberFormat('en-GB', { style: 'currency', currency: price.currency }).format(
              price.amount,
            )
          : `${new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2 }).format(price.amount)} (no currency given)`),
    ],
    [label('destination'), order.destination],
  ]
  if (rows.every(([, value]) => !value)) return null
  return (
    <section>
      <h3 id="terms-heading">Dates, delivery and price</h3>
      <Details rows={rows} />
    </section>
  )
}

/** A quotation's structured order: its lines, their sizes, the roster, the dates and terms. */
export function OrderDetails({ order, now }: { order: Order; now: Date }) {
  return (
    <>
      {order.lines.length === 0 ? (
        <p className="muted">No product lines were filled in.</p>
      ) : (
        <>
          <div className="order-lines">
            {order.lines.map((line) => (
              <LineDetails key={line.line} line={line} />
            ))}
          </div>
          <SizeMatrix order={order} />
          <p className="order-total">
            Order total: <strong>{countText(t, 'pieces', order.total, locale)}</strong>
          </p>
        </>
      )}
      <SampleRequest order={order} />
      <Roster order={order} />
      <Terms order={order} now={now} />
    </>
  )
}
