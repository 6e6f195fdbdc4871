import type { ContentBuilder, FactoryTourContent } from '../types/info-pages'

const play = 'Start the tour'

export const factoryTour: ContentBuilder<FactoryTourContent> = (f) => ({
  header: {
    eyebrow: `Inside our ${f.factoryCity} factory`,
    lead: `See where your order is made before you place it: from cutting tables to final inspection, every stage runs in our own factory in ${f.factoryCity}, Pakistan, managed from our ${f.ukCity} head office.`,
  },
  video: {
    eyebrow: 'Virtual tour',
    title: 'Walk the production floor',
    intro:
      'A guided presentation of our cutting, sewing, decoration, quality control and packing departments.',
    frameTitle: `${f.brand} virtual factory tour`,
    play,
    caption: `The presentation loads from an external service when you press “${play}”.`,
  },
  facts: [
    { label: 'Units a month', value: f.tiles.capacity },
    { label: 'Days for a sample', value: f.sampleTime },
    { label: 'Days for bulk production', value: f.leadTime },
    { label: 'Quality rate', value: f.qualityRate },
  ],
  cards: {
    eyebrow: 'What you will see',
    title: 'Machinery, people and standards',
    intro: 'The three things a buyer checks on a factory audit, shown openly.',
    items: [
      {
        icon: 'cog',
        title: 'Modern machinery',
        text: `Computerised cutting, lockstitch, overlock and flatlock lines, sublimation presses and multi-head embroidery machines, with the capacity for ${f.capacity} units a month.`,
      },
      {
        icon: 'users',
        title: 'Skilled workforce',
        text: `Experienced sewing machinists, pattern cutters, printers and quality inspectors, many of them with us almost since we opened in ${f.foundedYear}, trained to work to your tech pack and approved sample.`,
      },
      {
        icon: 'shield-check',
        title: 'Ethical and safe',
        text: `Fair wages, set working hours, no child labour and a safe, well-ventilated floor, audited against ${f.standards}.`,
      },
    ],
  },
  cta: {
    title: 'Ready to put your design into production?',
    text: `Send us your design for a sample in ${f.sampleTime} days, or talk to our team about capacity for your next season.`,
    primary: 'Start a Custom Design',
    secondary: 'Contact our team',
  },
})
