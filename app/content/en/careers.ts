import type { CareersContent, ContentBuilder } from '../types/info-pages'

export const careers: ContentBuilder<CareersContent> = (f) => ({
  header: {
    eyebrow: `Careers at ${f.brand}`,
    lead: `Make the kit that teams, schools and brands in ${f.countries} countries wear. We are a close team across our ${f.ukCity} head office and our own factory in ${f.factoryCity}, and we hire for skill and care.`,
  },
  reasons: {
    eyebrow: 'Why work with us',
    title: 'A manufacturer that invests in its people',
    intro:
      'Whether you sew, cut, inspect, design or manage accounts, your work ends up on a pitch, a track or a school playground.',
    items: [
      {
        icon: 'factory',
        title: 'Our own factory, not a middleman',
        text: `Cutting, sewing, printing, embroidery and packing all happen under one roof in ${f.factoryCity}, so you see a product through from pattern to carton.`,
      },
      {
        icon: 'map-pin',
        title: 'Two sites, one team',
        text: `Account managers in ${f.ukCity} and production staff in ${f.factoryCity} work on the same orders every day, with regular visits between the two.`,
      },
      {
        icon: 'hard-hat',
        title: 'Safe, fair workplace',
        text: `Fair wages, set hours, paid overtime and a safe, well-lit floor, audited against ${f.standards}.`,
      },
      {
        icon: 'graduation-cap',
        title: 'Training and progression',
        text: 'Structured training on machines, quality control and pattern making, and a clear path from operator to line supervisor and beyond.',
      },
      {
        icon: 'globe',
        title: 'Work for international brands',
        text: `Your work reaches local clubs and retail brands in ${f.regions}: we have delivered ${f.products} to ${f.clients} clients so far.`,
      },
      {
        icon: 'hand-heart',
        title: 'People who stay',
        text: `Many of our machinists and line supervisors have been with us almost since we opened in ${f.foundedYear}. We promote from within first.`,
      },
    ],
  },
  openings: {
    eyebrow: 'Open positions',
    title: 'Current vacancies',
    status: 'No openings right now',
    text: 'We have no vacancies at the moment, but we are always glad to hear from skilled machinists, pattern cutters, quality inspectors, merchandisers and account managers.',
    apply: 'Send us your CV',
    note: 'Tell us the role and the location you are interested in. We keep your CV on file for twelve months and contact you when a matching position opens.',
  },
  teams: {
    title: 'Teams we hire for',
    items: [
      `Sewing and stitching (${f.factoryCity})`,
      `Cutting and pattern making (${f.factoryCity})`,
      `Printing and embroidery (${f.factoryCity})`,
      `Quality control (${f.factoryCity})`,
      `Merchandising and account management (${f.ukCity})`,
      `Design and sampling (${f.ukCity} and ${f.factoryCity})`,
    ],
  },
  cta: {
    title: 'See where you would work',
    text: 'Walk through our production floor in the virtual factory tour, or read how we work with our buyers.',
    primary: 'Take the factory tour',
    secondary: 'About the company',
  },
})
