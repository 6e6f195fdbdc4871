import { files } from './en-mail-files'

/**
 * The words of the e-mails the server sends, in English. Kept apart from the interface strings so
 * no page's script carries them. i18next fills the `{{…}}` placeholders on the server: figures by
 * their name in `figure-text.ts`, the rest from the lead.
 */
export const mail = {
  layout: {
    tagline: 'Custom clothing, sportswear and sports goods, made in our own factory',
    contactHeading: 'Contact us',
    phone: 'Phone',
    email: 'E-mail',
    office: 'Head office',
    factory: 'Factory',
    hours: 'Opening hours (UK time)',
    weekdays: 'Monday to Friday, {{opens}}-{{closes}}',
    saturday: 'Saturday, {{opens}}-{{closes}}',
  },
  forms: {
    contact: 'enquiry',
    quote: 'quotation request',
    newsletter: 'newsletter signup',
  },
  files,
  ack: {
    subject: {
      contact: 'We have received your enquiry ({{reference}})',
      quote: 'We have received your quotation request ({{reference}})',
    },
    preview: 'Your reference is {{reference}}. Our sales team replies within {{replyHours}} hours.',
    greeting: 'Hello {{name}},',
    greetingNoName: 'Hello,',
    received: {
      contact: 'Thank you for your enquiry. It has reached our sales team.',
      quote: 'Thank you for your quotation request. It has reached our sales team.',
    },
    referenceLabel: 'Your reference',
    referenceHelp: 'Please quote it whenever you write to us or call us.',
    follow: 'Follow your request:',
    followHelp:
      'The page shows where your request stands as our team works on it. The link is yours alone: please do not share it.',
    summaryHeading: 'What you asked about',
    orderCounts: { lines: 'Product lines', pieces: 'Pieces in all', players: 'Players on the roster' },
    nextHeading: 'What happens next',
    next: {
      contact: [
        'A member of our sales team reads your enquiry and replies within {{replyHours}} hours, Monday to Saturday.',
        'We answer your questions and, when you are ready, prepare a quotation: price per unit, fabric, decoration and lead time.',
        'Bulk production takes {{leadTimeFrom}}-{{leadTimeTo}} days once you approve the sample.',
      ],
      quote: [
        'A member of our sales team reviews your design and replies within {{replyHours}} hours, Monday to Saturday, with any questions we have.',
        'We send you the quotation: price per unit, fabric, decoration and lead time.',
        'Once you accept it, we make a sample in {{sampleTimeFrom}}-{{sampleTimeTo}} days for your approval.',
        'Bulk production takes {{leadTimeFrom}}-{{leadTimeTo}} days once you approve the sample, then we ship your order by sea, air or courier.',
      ],
    },
    replyHint:
      'To add anything, such as sizes, artwork or the delivery date you need, simply reply to this e-mail.',
    signOff: 'Kind regards,',
    team: 'The {{brand}} sales team',
    notYou:
      'You received this e-mail because someone entered this address in a form on {{site}}. If that was not you, please ignore it: we will not write again.',
    privacy: {
      subject: 'We have received your privacy request ({{reference}})',
      preview: 'Your reference is {{reference}}. We will answer you by {{date}} at the latest.',
      received:
        'Thank you for your message about your personal data. We are handling it as a privacy request or complaint.',
      due: 'We will answer you by {{date}} at the latest.',
      next: [
        'Before we answer, we may ask you to confirm that the request comes from you, so that we never give your data to anyone else.',
        'We answer in writing, by e-mail to this address, within {{privacyReplyDays}} days of receiving your request.',
        'If our answer does not satisfy you, you can complain to the data-protection authority: the ICO in the United Kingdom, or the AEPD in Spain.',
      ],
    },
  },
  confirm: {
    subject: 'Please confirm your subscription to the {{brand}} newsletter',
    preview: 'Confirm it with the button in this e-mail. We send nothing until you do.',
    heading: 'Confirm your subscription',
    text: 'Thank you for signing up to the {{brand}} newsletter: fabric news, new product lines and production slots, at most once a month.',
    action: 'Confirm my subscription',
    linkHelp:
      'The button opens a page where you confirm with one more click. The link works once and expires in {{days}} days.',
    notYou:
      'If you did not sign up, please ignore this e-mail: without your confirmation we will not subscribe you or write again.',
  },
  welcome: {
    subject: 'You are subscribed to the {{brand}} newsletter',
    preview: 'What to expect, and how to unsubscribe at any time.',
    heading: 'Welcome to our newsletter',
    text: 'Your subscription is confirmed. We will write at most once a month, with fabric news, new product lines and production slots.',
    quoteHint:
      'Planning an order already? Send us your design and get a quotation within {{replyHours}} hours.',
    quoteAction: 'Request a quotation',
    unsubscribeText: 'You can stop receiving our newsletter at any time:',
    unsubscribe: 'unsubscribe',
  },
  sales: {
    subject: {
      contact: 'Enquiry {{reference}}',
      quote: 'Quotation request {{reference}}',
    },
    preview: 'New {{form}} from {{who}}. Reply to answer the buyer directly.',
    sampleFlag: 'sample requested',
    sampleNote:
      'The buyer asks for a sample or size set before the order: what, where to and its charge are under the order below.',
    repeatFlag: 'repeat of {{reference}}',
    repeatNote:
      'This repeats request {{reference}} ("Order again" on its status page): its artwork is on file with it.',
    heading: 'New {{form}} {{reference}}',
    replyHint:
      'Reply to this e-mail to answer {{name}} directly. We promised a reply within {{replyHours}} hours: by {{due}}.',
    privacy: {
      subject: 'Privacy request {{reference}}',
      form: 'privacy request or complaint',
      replyHint:
        'This is a privacy request or complaint about personal data: the law gives us one month to answer. Reply to this e-mail to answer {{name}} directly, by {{due}} at the latest.',
    },
    fieldsHeading: 'What the buyer sent',
    orderHeading: 'The order',
    originHeading: 'When and where it came from',
    received: 'Received (UK time)',
    language: 'Language',
    page: 'Sent from',
    landing: 'First page of the visit',
    referrer: 'Came from',
    campaign: 'Campaign',
    direct: 'direct or unknown',
    languages: { en: 'English', es: 'Spanish' },
    empty: '(not given)',
  },
  /** The working time the reply promise counts, from the days the company opens (working-time.ts). */
  workingTime: {
    mondayToFriday: 'Monday to Friday, UK time, without England’s bank holidays',
    mondayToSaturday: 'Monday to Saturday, UK time, without England’s bank holidays',
  },
  /** The weekly digest for the people who run sales; `{{week}}` is its Monday, `{{share}}` a percentage. */
  digest: {
    subject_one: 'Week of {{week}}: {{count}} lead, {{promise}}',
    subject_other: 'Week of {{week}}: {{count}} leads, {{promise}}',
    promiseShare: '{{share}} answered in time',
    promiseNone: 'no replies due',
    preview: 'Leads, the {{replyHours}}-hour promise and what is overdue, for the week of {{week}}.',
    tagline: 'Weekly sales report',
    footer:
      'Sent every Monday morning to the addresses in REPORTS_DIGEST_TO. Working hours are {{workingTime}}.',
    heading: 'Week of {{week}}',
    received: 'Leads received',
    answeredInTime: 'Answered within {{replyHours}} working hours',
    kept: '{{share}} ({{kept}} of {{due}})',
    noneDue: 'No replies were due',
    medianReply: 'Median reply time',
    p90Reply: '90th percentile reply time',
    overdueNow: 'Overdue now',
    overdueHeading: 'Overdue leads',
    noneOverdue: 'None: every lead due a reply has one.',
    overdueLead: '{{form}} received {{time}}',
    more: 'And {{count}} more in the inbox.',
    sourcesHeading: 'Top sources',
    noLeads: 'No leads came in.',
    open: 'Open the reports',
  },
}

export type MailStrings = typeof mail
