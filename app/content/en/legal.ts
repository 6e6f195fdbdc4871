import type { LegalContent } from '../types/legal-pages'

export const legal = {
  page: {
    title: 'Company Information',
    heading: 'Company information',
    description:
      'Who we are: our registered name, company number, registered office, VAT number and how to reach us, with the terms of use of this website.',
  },
  header: {
    eyebrow: 'Legal notice',
    lead: 'The company behind this website, how to reach it, and the terms on which you may use the site.',
  },
  identity: {
    eyebrow: 'Who we are',
    title: 'Company details',
    intro:
      'This website is run by {{legalName}}, a company registered in the United Kingdom, with its own factory in {{factoryCity}}.',
    labels: {
      registeredName: 'Registered name',
      tradingName: 'Trading name',
      registeredIn: 'Registered in',
      companyNumber: 'Company number',
      registeredOffice: 'Registered office',
      vatNumber: 'VAT number',
      eori: 'EORI number',
      directors: 'Directors',
      email: 'E-mail',
      phone: 'Phone',
      factory: 'Factory',
    },
  },
  prose: {
    spain: {
      title: 'For buyers in Spain',
      paragraphs: [
        "Spain's Law 34/2002 on information society services and electronic commerce (LSSI-CE) asks the owner of a website serving Spanish businesses to identify itself. The details above give our registered name, the register and our number in it, our registered office, our VAT number, and our e-mail address and phone number.",
        'We answer enquiries, quotations and orders in Spanish as well as English.',
      ],
    },
    intellectualProperty: {
      title: 'Intellectual property',
      paragraphs: [
        "The text, photographs, designs, logos and the {{brand}} name on this website belong to {{legalName}} or are used with their owners' permission. You may view, print and share pages for your own business, for example to plan an order; any other copying, republishing or use of the brand needs our written consent.",
        'Designs, logos and artwork you send us remain yours. We use them only to quote for, sample and make your order, and never to make products for anyone else.',
      ],
    },
    termsOfUse: {
      title: 'Terms of use',
      paragraphs: [
        'These terms apply to everyone who uses this website. By using it you accept them; if you do not, please do not use the site.',
        'We keep the information on the site accurate and up to date, but it describes our products and services in general. Prices, quantities, lead times and delivery dates bind us only as stated in a written quotation and order confirmation, under our terms of business.',
        'Do not use the site or its forms to send anything unlawful or harmful, or anything you have no right to send, or to try to reach parts of the site not meant for you. We may block access that puts the site or its visitors at risk.',
        'Links to other websites, such as our social media profiles and video hosts, are there for convenience: we are not responsible for their content or for how they handle your data.',
      ],
    },
  },
} satisfies LegalContent
