import type { CareersWords } from '../types/careers'

export const careers = {
  page: {
    title: 'Careers in Sportswear Manufacturing',
    heading: 'Careers',
    description: 'Build a career in sportswear manufacturing with our teams in the UK and in Sialkot.',
  },
  header: {
    eyebrow: 'Careers at {{brand}}',
    lead: 'Make the kit that teams, schools and brands in {{countries}} countries wear. We are a close team across our {{ukCity}} head office and our own factory in {{factoryCity}}, and we hire for skill and care.',
  },
  reasons: {
    eyebrow: 'Why work with us',
    title: 'A manufacturer that invests in its people',
    intro:
      'Whether you sew, cut, inspect, design or manage accounts, your work ends up on a pitch, a track or a school playground.',
    items: {
      ownFactory: {
        title: 'Our own factory, not a middleman',
        text: 'Cutting, sewing, printing, embroidery and packing all happen under one roof in {{factoryCity}}, so you see a product through from pattern to carton.',
      },
      twoSites: {
        title: 'Two sites, one team',
        text: 'Account managers in {{ukCity}} and production staff in {{factoryCity}} work on the same orders every day, with regular visits between the two.',
      },
      safeWorkplace: {
        title: 'Safe, fair workplace',
        text: 'Fair wages, set hours, paid overtime and a safe, well-lit floor, audited against {{standards}}.',
      },
      training: {
        title: 'Training and progression',
        text: 'Structured training on machines, quality control and pattern making, and a clear path from operator to line supervisor and beyond.',
      },
      internationalWork: {
        title: 'Work for international brands',
        text: 'Your work reaches local clubs and retail brands in {{regions}}: we have delivered {{products}} to {{clients}} clients so far.',
      },
      longService: {
        title: 'People who stay',
        text: 'Many of our machinists and line supervisors have been with us almost since we opened in {{foundedYear}}. We promote from within first.',
      },
    },
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
      'Sewing and stitching ({{factoryCity}})',
      'Cutting and pattern making ({{factoryCity}})',
      'Printing and embroidery ({{factoryCity}})',
      'Quality control ({{factoryCity}})',
      'Merchandising and account management ({{ukCity}})',
      'Design and sampling ({{ukCity}} and {{factoryCity}})',
    ],
  },
  cta: {
    title: 'See where you would work',
    text: 'Walk through our production floor in the virtual factory tour, or read how we work with our buyers.',
    primary: 'Take the factory tour',
    secondary: 'About the company',
  },
} satisfies CareersWords
