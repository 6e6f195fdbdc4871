import { forms } from './en-forms'

/** Short interface strings in English. Long page copy lives in `app/content/en/`. */
export const en = {
  forms,
  common: {
    loading: 'loading...',
    skipToContent: 'Skip to main content',
    close: 'Close',
    notImplementedTitle: 'Coming to this site soon',
    notImplementedDescription: 'This feature is not implemented yet.',
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
  toast: {
    region: 'Notifications',
    announcement: 'Notification',
    dismiss: 'Dismiss notification',
  },
}

export type UiStrings = typeof en
