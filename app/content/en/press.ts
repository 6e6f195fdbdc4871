import type { PressContent } from '../types/info-pages'

export const press = {
  page: {
    title: 'Press',
    heading: 'Press',
    description: 'Press contact, company facts and press kit for journalists and partners.',
  },
  header: {
    eyebrow: 'Newsroom',
    lead: 'Writing about sportswear manufacturing, ethical sourcing or the {{factoryCity}} industry? Our press office arranges interviews, factory visits, images and figures.',
  },
  contact: {
    title: 'Press contact',
    text: 'Journalists, editors and researchers: write to our press office. Press requests are answered within {{pressReplyHours}} hours on working days.',
    emailLabel: 'E-mail the press office',
  },
  kit: {
    title: 'Press Kit',
    text: 'The essentials for a feature or a news story, in one download:',
    contents: [
      'Our logo (SVG and PNG)',
      'Company fact sheet in English and Spanish (PDF)',
      'Certificates with their numbers and validity (CSV)',
    ],
    more: 'Factory photographs, portraits and interviews are arranged by the press office.',
    moreLabel: 'Ask for photographs',
  },
  sheet: {
    title: 'Company fact sheet',
    figures: 'Key figures',
    contact: 'Press contact',
    offices: 'Offices',
    certificates: 'Certificates',
    checkAt: 'Check with the issuer:',
  },
  facts: {
    eyebrow: 'Fast facts',
    title: '{{brand}} at a glance',
    intro: 'Figures you may quote, kept current by our press office.',
    items: [
      { label: 'Founded', value: '{{foundedYear}}' },
      { label: 'Head office, United Kingdom', value: '{{ukCity}}' },
      { label: 'Own factory, Pakistan', value: '{{factoryCity}}' },
      { label: 'Monthly capacity, units', value: '{{capacityTile}}' },
      { label: 'Certification', value: '{{certification}}' },
      { label: 'Countries served', value: '{{countriesTile}}' },
    ],
  },
  boilerplate: {
    title: 'About {{brand}}',
    text: '{{legalName}} is a manufacturer of custom sportswear, fitness wear, casual wear and sports goods for teams, schools, brands, retailers and wholesalers. Founded in {{foundedYear}}, the company is run from its head office in {{ukCity}} and makes every order in its own factory in {{factoryCity}}, Pakistan, to {{standards}}. It has delivered {{products}} to {{clients}} clients in {{countries}} countries.',
  },
  cta: {
    title: 'Planning a story on the factory?',
    text: 'See the production floor in our virtual tour, or get in touch to arrange a visit to {{factoryCity}}.',
    primary: 'Take the factory tour',
    secondary: 'Contact us',
  },
} satisfies PressContent
