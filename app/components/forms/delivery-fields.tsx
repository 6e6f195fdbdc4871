import { CalendarCheck, CalendarClock, CalendarX } from 'lucide-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { facts } from '~/content/figures'
import { cn } from '~/lib/cn'
import type { Translate } from '~/lib/forms/messages'
import { currencies, shippingModes } from '~/lib/order/catalogue'
import { addDays, localToday, planOrder, type Verdict } from '~/lib/order/planner'
import { planSentences, rangeText } from '~/lib/order/wording'
import { useLocale } from '~/lib/use-locale'
import { OptionField } from './option-field'
import { RuleField } from './rule-field'
import type { QuoteFieldProps } from './use-field-words'
import { useOrder } from './use-order'
import { useScripted } from './use-scripted'

type Key = 'inHandsDate' | 'shipping' | 'targetPrice' | 'currency' | 'destination'

const verdictLook: Record<Verdict, { icon: typeof CalendarCheck; box: string; text: string }> = {
  comfortable: { icon: CalendarCheck, box: 'border-success/30 bg-success/5', text: 'text-success' },
  tight: { icon: CalendarClock, box: 'border-gold bg-gold/10', text: 'text-accent-strong' },
  'too-soon': { icon: CalendarX, box: 'border-danger/30 bg-danger/5', text: 'text-danger' },
}

/**
 * The plan that works back from the in-hands date, in plain words as the buyer picks the date,
 * the sample and the shipping. Before the script runs, and without one, it gives the figures the
 * plan is made of.
 */
function DeliveryPlan({ dateId, maxDaysAhead }: { dateId: string; maxDaysAhead: number }) {
  const { t } = useTranslation()
  const translate = t as unknown as Translate
  const locale = useLocale()
  const scripted = useScripted()
  const inHands = useOrder((order) => order.inHandsDate)
  const sample = useOrder((order) => order.sample)
  const shipping = useOrder((order) => order.shipping)

  // The date picker offers only the days the collector accepts. Set here, not in the page's HTML,
  // which was written on the day of the build.
  useEffect(() => {
    const input = document.getElementById(dateId)
    if (!(input instanceof HTMLInputElement)) return
    const today = localToday()
    input.min = today
    input.max = addDays(today, maxDaysAhead) ?? ''
  }, [dateId, maxDaysAhead])

  const plan =
    scripted && inHands
      ? planOrder({ inHands, today: localToday(), sample: sample !== 'no', shipping })
      : undefined
  const figures = t('forms.quote.planner.figures', {
    sea: rangeText(facts.shippingDays.sea, locale),
    air: rangeText(facts.shippingDays.air, locale),
  })
  const look = plan && verdictLook[plan.verdict]
  const sentences = plan && planSentences(plan, translate, locale)
  const Icon = look?.icon ?? CalendarClock
  return (
    <section
      aria-labelledby="quote-plan-title"
      className={cn(
        'flex gap-3 rounded-lg border p-4 sm:col-span-2',
        look?.box ?? 'border-line bg-surface/70',
      )}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-6 shrink-0', look?.text ?? 'text-navy-700')} />
      <div className="grid gap-1 text-sm">
        <h3 id="quote-plan-title" className="font-bold text-navy-900">
          {t('forms.quote.planner.title')}
        </h3>
        <div role="status" className="grid gap-1">
          {sentences ? (
            <>
              <p className={cn('font-semibold', look?.text)}>{sentences.verdict}</p>
              <p className="text-ink">{sentences.deadline}</p>
              {plan.verdict === 'too-soon' && (
                <p className="text-ink">{t('forms.quote.planner.tooSoonAdvice')}</p>
              )}
              <p className="text-muted">{sentences.stages}</p>
            </>
          ) : (
            <>
              {scripted && <p className="text-ink">{t('forms.quote.planner.empty')}</p>}
              <p className="text-muted">{figures}</p>
            </>
          )}
        </div>
      </div>
    </section>
  )
}

/** When and where the goods are wanted, and the price the buyer aims for. */
export function DeliveryFields({ field }: { field: (key: Key) => QuoteFieldProps }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const date = field('inHandsDate')
  const shipping = field('shipping')
  const price = field('targetPrice')
  const currency = field('currency')
  const destination = field('destination')
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <RuleField {...date} help={t('forms.quote.inHandsHelp')} />
      <OptionField
        {...shipping}
        none={t('forms.quote.shippingNone')}
        options={shippingModes.map((mode) => [
          mode,
          t(`forms.quote.shippingOptions.${mode}`, { days: rangeText(facts.shippingDays[mode], locale) }),
        ])}
      />
      <DeliveryPlan dateId={date.id} maxDaysAhead={date.rule.kind === 'date' ? date.rule.maxDaysAhead : 0} />
      <RuleField {...price} help={t('forms.quote.targetPriceHelp')} />
      <OptionField
        {...currency}
        none={t('forms.quote.currencyNone')}
        options={currencies.map((code) => [code, code])}
      />
      <RuleField {...destination} help={t('forms.quote.destinationHelp')} className="sm:col-span-2" />
    </div>
  )
}
