import { forms } from './en-forms'

/** Short interface strings in English. Page copy an editor writes lives in `content/`. */
export const en = {
  forms,
  common: {
    loading: 'loading...',
    skipToContent: 'Skip to main content',
    close: 'Close',
    notImplementedTitle: 'Coming to this site soon',
    notImplementedDescription: 'This feature is not implemented yet.',
    newTab: '(opens in a new tab)',
  },
  topBar: {
    tagline: 'Global shipping from Sialkot · {{certification}} certified',
    label: 'Contact details',
    phoneLabel: 'Call us',
    emailLabel: 'E-mail us',
  },
  nav: {
    label: 'Main',
    home: 'Home',
    homeLink: '{{brand}}, home page',
    about: 'About',
    products: 'Products',
    services: 'Services',
    information: 'Information',
    contact: 'Contact',
    getQuote: 'Get quote',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
    allProductsNote: 'Every category is made to order, from {{moq}} pieces per design.',
  },
  language: {
    label: 'Language',
    en: 'English',
    es: 'Español',
    /** Offered in its own language, on a link marked as that language. */
    readInThisLanguage: 'Read this page in English',
  },
  productGroups: {
    apparel: 'Apparel',
    fitness: 'Fitness',
    casualAndWork: 'Casual & Work',
    accessories: 'Accessories & Gear',
  },
  pages: {
    home: {
      nav: 'Home',
      summary: 'Start here',
    },
    customDesign: {
      nav: 'Custom Design',
      summary: 'Send your design and get a quotation',
    },
    fabrics: {
      nav: 'Fabrics & Materials',
      summary: 'Fabrics, properties and care',
    },
    printing: {
      nav: 'Printing',
      summary: 'Seven decoration methods compared',
    },
    finishing: {
      nav: 'Finishing & Craftsmanship',
      summary: 'Labels, inspection and packing',
    },
    payments: {
      nav: 'Payments',
      summary: 'Cards, transfers and gateways',
    },
    delivery: {
      nav: 'Delivery',
      summary: 'Carriers, times and tracking',
    },
    factoryTour: {
      nav: 'Factory Tour',
      summary: 'See our Sialkot factory',
    },
    faq: {
      nav: 'FAQ',
      summary: 'Lead times, MOQs, shipping, returns',
    },
    contact: {
      nav: 'Contact',
      summary: 'Offices, phone and enquiry form',
    },
    careers: {
      nav: 'Careers',
      summary: 'Work with us',
    },
    press: {
      nav: 'Press',
      summary: 'Press contact and kit',
    },
    sizeCharts: {
      nav: 'Size Charts',
      summary: 'Measurements in cm and inches',
    },
    quality: {
      nav: 'Quality and certificates',
      summary: 'Certificates you can check',
    },
    privacy: {
      nav: 'Privacy notice',
      summary: 'Your data and your rights',
    },
    notFound: {
      title: 'Page Not Found',
      heading: 'Page not found',
      description: 'The page you were looking for does not exist.',
      nav: 'Not found',
      summary: 'Not found',
    },
  },
  styles: {
    eyebrow: 'Styles',
    title: 'Styles to quote by their code',
    intro:
      'Each style comes in your colours and with your decoration. Quote one as it is, or as the starting point for your own design.',
    fabrics: 'Fabrics',
    fabric: '{{name}}, {{weight}}',
    decorations: 'Decoration',
    fits: 'Fits and sizes',
    fitNames: { adult: 'Adult (unisex)', women: "Women's", youth: 'Youth (US sizes)' },
    sizeChart: 'Size chart',
    /** The link's name for screen readers: each fit has one. */
    sizeChartFor: 'Size chart: {{fit}}',
    minimumOrder: 'Minimum order',
    minimumPerDesign: '{{minimum}} pieces per design',
    quotedPerItem: 'Quoted item by item',
    leadTime: 'Lead time',
    leadTimeValue: '{{leadTime}} days after sample approval',
    quote: 'Quote this style',
    /** The link's name for screen readers: each card has one. */
    quoteStyle: 'Quote this style: {{name}} ({{code}})',
  },
  productPage: {
    notFoundTitle: 'Product Not Found',
    notFoundText: "Sorry, we couldn't find the product category you were looking for.",
    backHome: 'Back to Home',
    getQuoteFor: 'Get a Quote for {{title}}',
  },
  notFound: {
    eyebrow: 'Error 404',
    text: 'The page you were looking for has moved or never existed. Our products and services are one click away.',
    backHome: 'Back to Home',
    contactUs: 'Contact us',
  },
  certificates: {
    issuer: 'Issued by',
    number: 'Number',
    validity: 'Valid',
    validityRange: '{{from}} to {{until}}',
    scope: 'Scope',
    inForce: 'In force',
    check: 'Check with {{service}}',
    checkAdvice: 'Look the number up with the issuer: it confirms the holder, the scope and the dates.',
    pdf: 'Certificate (PDF)',
    standard: 'Standard',
    validFrom: 'Valid from',
    validUntil: 'Valid until',
    checkService: 'Check with the issuer',
  },
  /** The line sheets' words (scripts/line-sheets/) and the links that download them. */
  lineSheet: {
    title: 'Line sheet',
    allCategories: 'All categories',
    edition: 'Edition of {{date}}',
    intro:
      'Every style is made to your design, colours and branding, from the sample to the finished order. Quote a style’s code when you ask for a quotation.',
    contact: 'Sales contact',
    page: 'Page {{page}} of {{pages}}',
    download: 'Download the line sheet (PDF, {{size}})',
    downloadUnsized: 'Download the line sheet (PDF)',
    downloadAll: 'Download the full-range line sheet (PDF, {{size}})',
    downloadAllUnsized: 'Download the full-range line sheet (PDF)',
  },
  pressKit: {
    download: 'Download now (ZIP, {{size}})',
    downloadUnsized: 'Download now (ZIP)',
  },
  sections: {
    /** Names a category card's illustration. */
    artLabel: 'Illustration of {{title}}',
    /** Names each step's number for screen readers. */
    stepLabel: 'Step {{number}}',
    ratingLabel: 'Rated {{rating}} out of 5',
    fabricCount_one: '{{count}} fabric',
    fabricCount_other: '{{count}} fabrics',
    /** An office's hours on a day, `opens` and `closes` already written as the language writes a time. */
    hoursRange: '{{opens}} to {{closes}}',
  },
  footer: {
    about:
      'OEM and private-label manufacturer of sportswear, fitness wear, teamwear and sports goods for brands, clubs, schools and retailers worldwide.',
    companyHeading: 'Company',
    supportHeading: 'Support',
    productsHeading: 'Products',
    careers: 'Careers',
    press: 'Press',
    quality: 'Quality and certificates',
    contact: 'Contact Us',
    privacy: 'Privacy notice',
    returns: 'Returns & FAQ',
    shipping: 'Shipping Information',
    sportswear: 'Sportswear',
    gymTraining: 'Gym & Training',
    boxing: 'Boxing',
    customDesign: 'Custom Design',
    sizeCharts: 'Size Charts',
    newsletterHeading: 'Newsletter',
    newsletterText: 'Fabric news, new product lines and production slots, once a month.',
    followUs: 'Follow us',
    socialTitle: 'Social Media',
    socialDescription: 'feature not implemented yet',
    twitter: 'Twitter',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    securePayments: 'Secure Payments Guaranteed',
    bankTransfer: 'Bank transfer',
    paymentMethods: 'Payment methods we accept',
    copyright: '© {{year}} {{company}}. All rights reserved.',
    registration:
      '{{company}}. Registered in {{register}}, company number {{number}}. Registered office: {{office}}. VAT number {{vatNumber}}.',
    legalLinks: 'Legal',
    legal: 'Company information',
    terms: 'Terms of business',
  },
  company: {
    /** The registers a UK company can be on, as a sentence names them after "registered in". */
    registers: {
      'england-and-wales': 'England and Wales',
      scotland: 'Scotland',
      'northern-ireland': 'Northern Ireland',
    },
    /** The register, named in full where it stands alone. */
    registerEntry: '{{register}} (Companies House)',
  },
  /** The buyer's status page: what it says of each status of a request, and its labels. */
  status: {
    reference: 'Your reference',
    received: 'Received',
    /** The progress list's name for screen readers. */
    progressLabel: 'Progress of your request',
    steps: {
      received: 'Received',
      inTouch: 'In touch',
      quoteSent: 'Quote sent',
      confirmed: 'Order confirmed',
    },
    /** Read after a step's name by screen readers. */
    stepStates: { done: 'done', current: 'where your request is now', upcoming: 'still to come' },
    messages: {
      new: {
        title: 'We have your request',
        text: 'A specialist from our sales team will reply within {{replyHours}} hours, Monday to Saturday.',
      },
      /** In touch: a quotation is being prepared, an enquiry has been answered. */
      contacted: {
        quote: {
          title: 'We are preparing your quote',
          text: 'We have been in touch and are working out the price per unit, fabric, decoration and lead time of your order. If we need anything more from you, we will ask by e-mail.',
        },
        contact: {
          title: 'We have replied by e-mail',
          text: 'Our sales team has answered your enquiry by e-mail. If you cannot find our reply, please check your spam folder, or contact us quoting your reference.',
        },
      },
      quoted: {
        title: 'Your quote is in your inbox',
        text: 'We have sent you our quotation by e-mail, with the price per unit, fabric, decoration and lead time. Reply to it with any questions or changes. Once you accept it, we make a sample in {{sampleTime}} days for your approval.',
      },
      won: {
        title: 'Your order is confirmed',
        text: 'Thank you for your order. We will keep you informed by e-mail at every stage, through production to delivery.',
      },
      lost: {
        title: 'This request is closed',
        text: 'We are no longer working on this request. If you would like to take it up again, or have a new project in mind, we will be glad to hear from you.',
      },
    },
    contactUs: 'Contact Us',
    orderAgain: {
      heading: 'Order again',
      text: 'Open the order form with the lines, sizes and roster of this request, change whatever you need and send it as a new quotation request. We keep the artwork with this one.',
      action: 'Order again',
    },
    /** The labels of what the buyer sent, by the value's name. */
    rows: {
      productInterest: 'Product type',
      quantity: 'Quantity',
      productTypes: 'Products',
      styles: 'Style codes',
      productLines: 'Product lines',
      pieces: 'Pieces in all',
      players: 'Players on the roster',
      files: 'Artwork files',
      inHandsDate: 'In-hands date',
      sample: 'Sample or size set before the order',
    },
  },
  share: {
    /** The share image's headline: shorter than the home page's heading, to fit the card. */
    headline: 'Custom sportswear, made to your brand',
    years: 'years of experience',
    countries: 'countries',
  },
  chat: {
    region: 'Chat',
    open: 'Chat with us on WhatsApp (opens in a new tab)',
  },
  /** The size charts page's table, its unit switch and its tolerance line (app/components/sections/size-chart.tsx). */
  sizeCharts: {
    jumpTo: 'Charts on this page',
    units: 'Show the measurements in',
    unitNames: { cm: 'cm', inch: 'inches' },
    size: 'Size',
    caption: {
      cm: '{{chart}}: garment measurements in centimetres',
      inch: '{{chart}}: garment measurements in inches',
    },
    tolerance: 'Tolerance on every measurement: ±{{amount}}',
    toleranceUnits: { cm: '{{value}}\u00a0cm', inch: '{{value}}\u00a0in' },
    scrollHint: 'Swipe the table sideways to see every measurement.',
  },
  toast: {
    region: 'Notifications',
    announcement: 'Notification',
    dismiss: 'Dismiss notification',
  },
}

export type UiStrings = typeof en
