import { Fragment } from 'react'
import { optionNames } from '../../app/lib/order/option-names'
import type { Locale } from '../../app/lib/locale'
import type { Order } from '../../app/lib/order/order'
import { orderSummary } from '../../app/lib/order/summary'
import { translatorFor } from '../forms/messages'
import { Paragraph, Subheading } from './parts'
import { wordsFor } from './words'

/**
 * A quotation's order as the sales team prices it: the same words as the `Summary` a form service
 * would mail, in the reader's language, each part a paragraph and each line of it a line.
 */
export function OrderSummary({ order, locale }: { order: Order | undefined; locale: Locale }) {
  if (!order) return null
  const text = orderSummary(order, translatorFor(locale), locale, { names: optionNames(locale) })
  return (
    <>
      <Subheading>{wordsFor(locale).mail.sales.orderHeading}</Subheading>
      {text.split('\n\n').map((block, index) => (
        <Paragraph key={index}>
          {block.split('\n').map((line, at) => (
            <Fragment key={at}>
              {at > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </Paragraph>
      ))}
    </>
  )
}
