import type { ContactContent } from '../types'

export const contact = {
  page: {
    title: 'Contact Us',
    heading: 'Contact Us',
    description:
      'Contact our UK head office or our factory in Sialkot, Pakistan. Send an enquiry and we reply within {{replyHours}} hours.',
  },
  eyebrow: 'Contact',
  title: 'Request a quote or ask us anything',
  text: 'Use the form, call us or message us on chat. Quotations and accounts are handled by our UK head office; samples and production by our own factory in Sialkot.',
  detailsTitle: 'Contact details',
  offices: { uk: 'UK head office', factory: 'Factory, Pakistan' },
  labels: { phone: 'Phone', fax: 'Fax', email: 'E-mail', website: 'Website', hours: 'Opening hours' },
  days: { weekdays: 'Monday to Friday', saturday: 'Saturday', sunday: 'Sunday' },
  closed: 'Closed',
  timeZoneNote: 'UK time',
  callNow: 'Call Now',
  liveChat: 'Live Chat on WhatsApp',
  newTab: '(opens in a new tab)',
  officeCards: {
    eyebrow: 'Our offices',
    title: 'Two sites, one team',
    intro:
      'Commercial questions go to London; production questions can go straight to the factory floor. Either way, one account manager follows your order.',
    uk: {
      title: 'UK head office',
      text: 'Quotations, contracts, invoicing and account management for buyers in the UK, Europe, the Americas and Australia.',
    },
    factory: {
      title: 'Sialkot factory',
      text: 'Sampling, production, quality control and dispatch. Visits and audits by appointment, with a virtual tour online.',
    },
  },
} satisfies ContactContent
