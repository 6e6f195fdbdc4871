import type { FactoryTourWords } from '../types/factory-tour'

export const factoryTour = {
  page: {
    title: 'Virtual Factory Tour',
    heading: 'Virtual Factory Tour',
    description:
      'Take a virtual tour of our Sialkot factory: the machinery, the people and the standards behind every order.',
  },
  header: {
    eyebrow: 'Inside our {{factoryCity}} factory',
    lead: 'See where your order is made before you place it: from cutting tables to final inspection, every stage runs in our own factory in {{factoryCity}}, Pakistan, managed from our {{ukCity}} head office.',
  },
  video: {
    eyebrow: 'Virtual tour',
    title: 'Walk the production floor',
    intro:
      'A guided presentation of our cutting, sewing, decoration, quality control and packing departments.',
    frameTitle: '{{brand}} virtual factory tour',
    play: 'Start the tour',
    caption: 'The presentation loads from an external service when you press “Start the tour”.',
  },
  facts: [
    { label: 'Units a month', value: '{{capacityTile}}' },
    { label: 'Days for a sample', value: '{{sampleTime}}' },
    { label: 'Days for bulk production', value: '{{leadTime}}' },
    { label: 'Quality rate', value: '{{qualityRate}}' },
  ],
  cards: {
    eyebrow: 'What you will see',
    title: 'Machinery, people and standards',
    intro: 'The three things a buyer checks on a factory audit, shown openly.',
    items: {
      machinery: {
        title: 'Modern machinery',
        text: 'Computerised cutting, lockstitch, overlock and flatlock lines, sublimation presses and multi-head embroidery machines, with the capacity for {{capacity}} units a month.',
      },
      people: {
        title: 'Skilled workforce',
        text: 'Experienced sewing machinists, pattern cutters, printers and quality inspectors, many of them with us almost since we opened in {{foundedYear}}, trained to work to your tech pack and approved sample.',
      },
      standards: {
        title: 'Ethical and safe',
        text: 'Fair wages, set working hours, no child labour and a safe, well-ventilated floor, audited against {{standards}}.',
      },
    },
  },
  cta: {
    title: 'Ready to put your design into production?',
    text: 'Send us your design for a sample in {{sampleTime}} days, or talk to our team about capacity for your next season.',
    primary: 'Start a Custom Design',
    secondary: 'Contact our team',
  },
} satisfies FactoryTourWords
