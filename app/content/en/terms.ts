import type { TermsWords } from '../types/terms'

export const terms = {
  page: {
    title: 'Terms of Business',
    heading: 'Terms of business',
    description:
      'How a quotation becomes an order: validity, deposit and payment, proof and sample approval, duties, faulty items and returns.',
  },
  header: {
    eyebrow: 'How we work together',
    lead: 'The terms on which {{legalName}} quotes, makes and delivers your order, in plain words. Your order confirmation repeats them with the figures of your order.',
  },
  contents: 'On this page',
  keyFigures: {
    title: 'At a glance',
    items: {
      quoteValid: { label: 'Quotation valid for', value: '{{quoteValidDays}} days' },
      deposit: { label: 'Deposit on confirmation', value: '{{deposit}}' },
      sample: { label: 'Pre-production sample', value: '{{sampleTime}} days' },
      production: { label: 'Production after approval', value: '{{leadTime}} days' },
      faults: { label: 'Report a fault within', value: '{{faultReportDays}} days of delivery' },
    },
  },
  sections: {
    orders: {
      title: 'How a quotation becomes an order',
      paragraphs: [
        'Every order starts with a written quotation, itemised by product, decoration and quantity, which we send within {{replyHours}} hours of a complete enquiry.',
        'The quotation becomes an order when you accept it in writing and we send you our order confirmation with a pro-forma invoice. Your production slot is booked once the deposit arrives.',
        'Quantities, sizes, colours, decoration and delivery are as the order confirmation states them. A change after confirmation is quoted separately and may move the delivery date.',
      ],
    },
    quotations: {
      title: 'Quotation validity',
      paragraphs: [
        'Prices and dates in a quotation hold for {{quoteValidDays}} days from the day we send it. After that we confirm them again, because fabric prices and production slots change.',
        'Each quotation states its currency (GBP, EUR or USD), what it includes and the delivery agreed, to your port or to your door. Prices exclude VAT, import duties and taxes unless the quotation says otherwise.',
      ],
    },
    payment: {
      title: 'Deposit and payment',
      paragraphs: [
        'A deposit of {{deposit}} of the order value is paid on confirmation: it books your production slot and buys your fabric. The balance is paid before the goods leave the factory.',
        'You can pay by bank transfer to our UK business account, by international SWIFT transfer or by card. We confirm our bank details by phone and never change them by e-mail: if a message asks you to pay into a different account, call us first.',
      ],
    },
    approval: {
      title: 'Proof and sample approval before production',
      paragraphs: [
        'Before anything is made we send you a proof of your design, showing placements, colours and sizes, for your written approval.',
        'A pre-production sample follows in {{sampleTime}} days. Bulk production starts only once you have approved the sample in writing and the deposit has arrived, and takes {{leadTime}} days from then.',
        'The approved sample is the standard your order is made and inspected to.',
      ],
    },
    samples: {
      title: 'Samples and their cost',
      paragraphs: [
        'Samples are charged as the quotation states, courier included. The sample charge is credited against the production order of the same design placed within {{sampleCreditDays}} days of approving the sample.',
        'A repeat order of an approved design needs no new sample: we keep your patterns, artwork and colour standards on file.',
      ],
    },
    delivery: {
      title: 'Delivery, import duties and taxes',
      paragraphs: [
        'We ship by {{shippingModes}}. Delivery dates are estimates given with the quotation and confirmed with the order.',
        'The buyer pays import duties, taxes and customs clearance in the destination country. We provide the commercial invoice, packing list and certificate of origin your customs broker needs.',
      ],
    },
    faults: {
      title: 'Items faulty through our manufacturing',
      paragraphs: [
        'Every order is inspected against the approved sample before it ships. If items still arrive faulty through our manufacturing, we remake them free of charge and send them with your next shipment or by courier.',
        'Report the fault within {{faultReportDays}} days of delivery, with photos, the carton numbers and the number of pieces affected, and keep the items until we have agreed the remake.',
        'Wear, washing against the care label, and differences within what the approved sample shows are not manufacturing faults.',
      ],
    },
    returns: {
      title: 'Custom items are not returnable',
      paragraphs: [
        'Every piece is made to your design, branding and sizes, so custom orders cannot be returned for a change of mind. That is why production waits for your approval of the sample.',
      ],
    },
    contract: {
      title: 'Who your contract is with',
      paragraphs: [
        'Your contract is with {{legalName}}, whose registration details are on our company information page. These terms apply to business buyers. Where your order confirmation differs from this page, the order confirmation applies.',
      ],
    },
  },
} satisfies TermsWords
