import type { PlaceholdersWords } from '../types/placeholders'

export const placeholders = {
  finishing: {
    page: {
      title: 'Finishing & Craftsmanship',
      heading: 'Finishing & Craftsmanship',
      description:
        'Labelling, tagging, inspection and packaging: how we finish every custom garment before it ships.',
    },
    header: {
      eyebrow: 'After the last stitch',
      lead: 'Finishing decides how your product looks on the shelf and on the pitch. In {{factoryCity}} every order is labelled, inspected and packed in-house, to {{certification}} procedures, before it leaves the factory.',
    },
    cards: {
      eyebrow: 'Our finishing line',
      title: 'Three steps between production and your warehouse',
      intro: 'Each one is specified on your order sheet and approved on the pre-production sample.',
      items: {
        labelling: {
          title: 'Labelling & tagging',
          text: 'Woven neck labels, printed heat-transfer labels, care and composition labels in the languages your markets require, swing tags and barcoded size stickers, all under your brand.',
        },
        inspection: {
          title: 'Quality inspection',
          text: 'Inline checks on the sewing floor and a final AQL inspection of measurements, seams, print and colour against the approved sample. Our quality rate stands at {{qualityRate}}.',
        },
        packing: {
          title: 'Packaging',
          text: 'Folded to your spec in individual polybags, sorted by size or by player name and number, and packed in export cartons with your shipping marks and a packing list per carton.',
        },
      },
    },
    cta: {
      title: 'Specify your labels and packaging',
      text: 'Send us your design and tell us how each piece should be labelled and packed. We include it in your sample and quotation.',
      primary: 'Start a Custom Design',
      secondary: 'Contact our team',
    },
  },
  payments: {
    page: {
      title: 'Payment Methods',
      heading: 'Payments',
      description:
        'Pay for your custom manufacturing order by card, bank transfer or payment gateway, securely and from any country.',
    },
    header: {
      eyebrow: 'Paying for your order',
      lead: 'Clear terms agreed before production starts: a deposit to book your slot and fabric, the balance before shipment, in the way that suits your finance team.',
    },
    cards: {
      eyebrow: 'How you can pay',
      title: 'Pay the way your business already does',
      intro:
        'Buyers in {{countries}} countries pay us every month. Every invoice is issued by {{legalName}}.',
      items: {
        methods: {
          title: 'Multiple payment methods',
          text: 'Major credit and debit cards, bank transfer to our UK business account, and online payment gateways for sample and small repeat orders.',
        },
        security: {
          title: 'Secure transactions',
          text: 'Card payments run through PCI DSS compliant processors on encrypted connections. We never see or store your card number, and bank details are confirmed by phone.',
        },
        international: {
          title: 'International payments',
          text: 'Invoices in GBP, EUR or USD with a pro-forma for your bank. International SWIFT transfers are welcome from any country we ship to.',
        },
      },
    },
    cta: {
      title: 'Need a pro-forma invoice?',
      text: 'Tell us your quantities and currency and we send a quotation with payment terms for your approval.',
      primary: 'Get a Quote',
      secondary: 'Read the FAQ',
    },
  },
  delivery: {
    page: {
      title: 'Delivery & Shipping',
      heading: 'Delivery & Shipping',
      description:
        'Worldwide delivery by sea, air and courier with global carriers, estimated delivery times and a tracking number for every shipment.',
    },
    header: {
      eyebrow: 'From {{factoryCity}} to your door',
      lead: 'We ship finished orders to {{regions}} and beyond, by {{shippingModes}}, with the paperwork prepared for customs.',
    },
    cards: {
      eyebrow: 'How we ship',
      title: 'Shipping you can plan a season around',
      intro:
        'Choose the mode that fits your deadline and budget. Import duties and taxes are paid by the buyer on arrival.',
      items: {
        carriers: {
          title: 'Global carriers',
          text: 'Express courier through DHL, FedEx and UPS for samples and urgent orders; air and sea freight through established forwarders for bulk, door to door or to your port.',
        },
        timing: {
          title: 'Estimated delivery times',
          text: 'Express courier usually delivers in {{courierDays}} days, air freight in {{airDays}} and sea freight in {{seaDays}}, depending on destination. We give you a date with every quotation.',
        },
        tracking: {
          title: 'Tracking after shipping',
          text: 'Once your order leaves the factory you receive the tracking or bill of lading number, the commercial invoice and the packing list by e-mail.',
        },
      },
    },
    cta: {
      title: 'Get a delivery date with your quote',
      text: 'Tell us your destination and deadline, and we plan production and shipping back from the date you need the goods.',
      primary: 'Get a Quote',
      secondary: 'Shipping questions',
    },
  },
} satisfies PlaceholdersWords
