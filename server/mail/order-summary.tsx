import { Fragment } from 'react'
import { optionNames } from '../../app/lib/order/option-names'
import type { Locale } from '../../app/lib/locale'
import type { Order } from '../../app/lib/order/order'
import { orderSummary } from '../../app/lib/order/summary'
import { wordsIn } from '../words'
import { Paragraph, Subheading } from './parts'

/**
 * A quotation's order as the sales team prices it: the same words as the `Summary` a form service
 * would mail, in the reader's language, each part a paragraph and each line of it a line.
 */
export function OrderSummary({ order, locale }: { order: Order | undefined; locale: Locale }) {
  if (!order) return null
  const { t, translate } = wordsIn(locale)
  const text = orderSummary(order, translate, locale, { names: optionNames(locale) })
  return (
    <>
      <Subheading>{t('mail:sales.orderHeading')}</Subheading>
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
