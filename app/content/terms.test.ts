import { describe, expect, it } from 'vitest'
import { facts } from './figures'
import { contentFor } from './page-content'
import { termsContent } from './terms'

describe('the terms of business', () => {
  const { depositPercent, quotationValidityDays, sampleCreditDays, faultReportDays } = facts

  it('quote the deposit, the quotation validity, the sample credit and the fault window from figures.ts', () => {
    const { sections } = contentFor(termsContent, 'en')
    expect(sections.payment.paragraphs[0]).toBe(
      `A deposit of ${depositPercent}% of the order value is paid on confirmation: it books your production slot and buys your fabric. The balance is paid before the goods leave the factory.`,
    )
    expect(sections.quotations.paragraphs[0]).toBe(
      `Prices and dates in a quotation hold for ${quotationValidityDays}\u00a0days from the day we send it. After that we confirm them again, because fabric prices and production slots change.`,
    )
    expect(sections.samples.paragraphs[0]).toContain(
      `credited against the production order of the same design placed within ${sampleCreditDays}\u00a0days of approving the sample.`,
    )
    expect(sections.faults.paragraphs[1]).toContain(
      `Report the fault within ${faultReportDays}\u00a0days of delivery,`,
    )
  })

  it('say the same in Spanish, with the sign spaced as Spain writes a percentage', () => {
    const { sections, keyFigures } = contentFor(termsContent, 'es')
    expect(sections.payment.paragraphs[0]).toBe(
      `Al confirmar el pedido se abona un anticipo del ${depositPercent}\u00a0% de su importe, que reserva su turno de producción y cubre la compra del tejido. El resto se paga antes de que la mercancía salga de fábrica.`,
    )
    expect(sections.quotations.paragraphs[0]).toContain(
      `se mantienen durante ${quotationValidityDays}\u00a0días desde su envío.`,
    )
    expect(keyFigures.items.map((item) => item.value)).toContain(
      `${faultReportDays}\u00a0días desde la entrega`,
    )
  })
})
