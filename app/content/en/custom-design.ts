import type { CustomDesignContent } from '../types/info-pages'

export const customDesign = {
  page: {
    title: 'Custom Design & Quotation Request',
    heading: 'Submit your design for a quotation',
    description:
      'Send us your product type, colour and sizes and get a manufacturing quotation for your custom design within {{replyHours}} hours.',
  },
  header: {
    eyebrow: 'Design submission',
    lead: 'Tell us what you want made, in what colour and sizes. A named account manager replies within {{replyHours}} hours with a manufacturing quotation, fabric options and the next steps to a sample.',
    toForm: 'Go to the form',
  },
  steps: {
    eyebrow: 'How it works',
    title: 'From your design to your door',
    items: [
      {
        title: 'Send your design',
        text: 'Fill in the form below: each product with its colour, fabric, decoration and quantities per size, your roster and the date you need the goods. Attach your artwork; a sketch or reference photo is enough to start.',
      },
      {
        title: 'Get your quotation',
        text: 'Within {{replyHours}} hours you receive a price per piece, fabric and decoration options, and any details we still need.',
      },
      {
        title: 'Approve a sample',
        text: 'Your sample is made in {{sampleTime}} days and sent by courier, so you can check fit, fabric and print in hand.',
      },
      {
        title: 'Bulk production',
        text: 'Production takes {{leadTime}} days after sample approval, with inline and final inspections before shipping.',
      },
    ],
  },
  include: {
    eyebrow: 'Before you start',
    title: 'What to include',
    intro: 'The more of this we have, the more exact your first quotation will be.',
    items: [
      'Artwork files: vector AI, EPS, PDF or SVG, or a high-resolution PNG at {{artworkResolution}}',
      'Pantone references for every brand colour (TPX/TCX for fabric, C for print)',
      'The quantity of each size, entered per product line in the form',
      'Your in-hand deadline, such as a season start or an event date',
      'Preferred fabric, decoration method and labelling or packaging needs, if you know them',
    ],
  },
  facts: [
    { label: 'Quotation reply', value: '{{replyHours}} h' },
    { label: 'Sample', value: '{{sampleTime}} days' },
    { label: 'Production', value: '{{leadTime}} days' },
    { label: 'Minimum pieces per design, sportswear', value: '{{moqSportswear}}' },
  ],
  form: {
    title: 'Sending artwork files',
    text: 'Attach your artwork files to the form: vector AI, EPS, PDF or SVG, or PNG and JPEG images. A file too large to attach can be e-mailed with your company name in the subject line; we add it to your request and confirm receipt.',
  },
  cta: {
    title: 'Still choosing materials and decoration?',
    text: 'Compare fabrics by weight, stretch and breathability, and see which printing method suits your artwork and quantity.',
    primary: 'Fabric and Material Guide',
    secondary: 'Printing methods',
  },
} satisfies CustomDesignContent
