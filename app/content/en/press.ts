import type { ContentBuilder, PressContent } from '../types/info-pages'

export const press: ContentBuilder<PressContent> = (f) => ({
  header: {
    eyebrow: 'Newsroom',
    lead: `Writing about sportswear manufacturing, ethical sourcing or the ${f.factoryCity} industry? Our press office arranges interviews, factory visits, images and figures.`,
  },
  contact: {
    title: 'Press contact',
    text: `Journalists, editors and researchers: write to our press office. Press requests are answered within ${f.pressReplyHours} hours on working days.`,
    emailLabel: 'E-mail the press office',
  },
  kit: {
    title: 'Press Kit',
    text: 'Everything you need for a feature or a news story, in one download.',
    contents: [
      'Logo files in colour and mono (SVG, PNG)',
      'Factory and production photographs',
      'Company fact sheet and boilerplate',
      'Management biographies and portraits',
    ],
    button: 'Download Now',
    alert:
      'The press kit download is not implemented yet. Please e-mail the press office and we will send it to you.',
  },
  facts: {
    eyebrow: 'Fast facts',
    title: `${f.brand} at a glance`,
    intro: 'Figures you may quote, kept current by our press office.',
    items: [
      { label: 'Founded', value: f.foundedYear },
      { label: 'Head office, United Kingdom', value: f.ukCity },
      { label: 'Own factory, Pakistan', value: f.factoryCity },
      { label: 'Monthly capacity, units', value: f.tiles.capacity },
      { label: 'Certification', value: f.certification },
      { label: 'Countries served', value: f.tiles.countries },
    ],
  },
  boilerplate: {
    title: `About ${f.brand}`,
    text: `${f.legalName} is a manufacturer of custom sportswear, fitness wear, casual wear and sports goods for teams, schools, brands, retailers and wholesalers. Founded in ${f.foundedYear}, the company is run from its head office in ${f.ukCity} and makes every order in its own factory in ${f.factoryCity}, Pakistan, to ${f.standards}. It has delivered ${f.products} to ${f.clients} clients in ${f.countries} countries.`,
  },
  cta: {
    title: 'Planning a story on the factory?',
    text: `See the production floor in our virtual tour, or get in touch to arrange a visit to ${f.factoryCity}.`,
    primary: 'Take the factory tour',
    secondary: 'Contact us',
  },
})
