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
      title: 'Custom Sportswear & Clothing Manufacturer',
      description:
        'OEM and private-label manufacturer of sportswear, fitness wear, teamwear and sports goods. UK head office, own factory in Sialkot. Quotes within {{replyHours}} hours.',
      nav: 'Home',
      summary: 'Start here',
    },
    customDesign: {
      title: 'Custom Design & Quotation Request',
      heading: 'Submit your design for a quotation',
      description:
        'Send us your product type, colour and sizes and get a manufacturing quotation for your custom design within {{replyHours}} hours.',
      nav: 'Custom Design',
      summary: 'Send your design and get a quotation',
    },
    fabrics: {
      title: 'Fabric and Material Guide',
      heading: 'Fabric and Material Guide',
      description:
        'Natural, performance, blended, technical and eco-friendly fabrics for custom sportswear and clothing, with care instructions and advice on choosing.',
      nav: 'Fabrics & Materials',
      summary: 'Fabrics, properties and care',
    },
    printing: {
      title: 'Printing & Customization',
      heading: 'Printing & Customization',
      description:
        'Screen printing, DTG, heat transfer, sublimation, embroidery, puff and all-over printing for custom apparel: what each method is best for.',
      nav: 'Printing',
      summary: 'Seven decoration methods compared',
    },
    finishing: {
      title: 'Finishing & Craftsmanship',
      heading: 'Finishing & Craftsmanship',
      description:
        'Labelling, tagging, inspection and packaging: how we finish every custom garment before it ships.',
      nav: 'Finishing & Craftsmanship',
      summary: 'Labels, inspection and packing',
    },
    payments: {
      title: 'Payment Methods',
      heading: 'Payments',
      description:
        'Pay for your custom manufacturing order by card, bank transfer or payment gateway, securely and from any country.',
      nav: 'Payments',
      summary: 'Cards, transfers and gateways',
    },
    delivery: {
      title: 'Delivery & Shipping',
      heading: 'Delivery & Shipping',
      description:
        'Worldwide delivery by sea, air and courier with global carriers, estimated delivery times and a tracking number for every shipment.',
      nav: 'Delivery',
      summary: 'Carriers, times and tracking',
    },
    factoryTour: {
      title: 'Virtual Factory Tour',
      heading: 'Virtual Factory Tour',
      description:
        'Take a virtual tour of our Sialkot factory: the machinery, the people and the standards behind every order.',
      nav: 'Factory Tour',
      summary: 'See our Sialkot factory',
    },
    faq: {
      title: 'Frequently Asked Questions',
      heading: 'Frequently Asked Questions',
      description:
        'Answers for buyers on lead times, minimum order quantities, fabrics, customization, shipping, quality and returns.',
      nav: 'FAQ',
      summary: 'Lead times, MOQs, shipping, returns',
    },
    contact: {
      title: 'Contact Us',
      heading: 'Contact Us',
      description:
        'Contact our UK head office or our factory in Sialkot, Pakistan. Send an enquiry and we reply within {{replyHours}} hours.',
      nav: 'Contact',
      summary: 'Offices, phone and enquiry form',
    },
    careers: {
      title: 'Careers in Sportswear Manufacturing',
      heading: 'Careers',
      description: 'Build a career in sportswear manufacturing with our teams in the UK and in Sialkot.',
      nav: 'Careers',
      summary: 'Work with us',
    },
    press: {
      title: 'Press',
      heading: 'Press',
      description: 'Press contact, company facts and press kit for journalists and partners.',
      nav: 'Press',
      summary: 'Press contact and kit',
    },
    legal: {
      title: 'Company Information',
      heading: 'Company information',
      description:
        'Who we are: our registered name, company number, registered office, VAT number and how to reach us, with the terms of use of this website.',
    },
    terms: {
      title: 'Terms of Business',
      heading: 'Terms of business',
      description:
        'How a quotation becomes an order: validity, deposit and payment, proof and sample approval, duties, faulty items and returns.',
    },
    quality: {
      title: 'Quality and Certificates',
      heading: 'Quality and certificates',
      description:
        'ISO 9001, OEKO-TEX, amfori BSCI and WRAP: each certificate with its number, issuer and validity, and a link to check it with the issuer.',
      nav: 'Quality and certificates',
      summary: 'Certificates you can check',
    },
    privacy: {
      title: 'Privacy Notice',
      heading: 'Privacy notice',
      description:
        'What our website collects when you send an enquiry, a quotation request or sign up to our newsletter, why, for how long, and your rights.',
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
