import type { ProductPageWords } from '../types/product-page'

export const productPage = {
  breadcrumb: 'Breadcrumb',
  customDesign: 'Start a Custom Design',
  itemsTitle: 'What we make',
  buyersTitle: 'Who orders it',
  features: { eyebrow: 'Why ours', title: 'Key Features' },
  process: {
    eyebrow: 'Manufacturing process',
    title: 'How your order is made',
    intro:
      'Every order follows the same four stages in our own factory. Samples take {{sampleTime}} days; bulk production {{leadTime}} days after approval.',
    steps: {
      design: {
        title: 'Design & Prototyping',
        text: 'Our designers turn your artwork or reference into a tech pack and graded patterns, then sew a prototype for fit and colour approval.',
      },
      fabricSourcing: {
        title: 'Fabric Sourcing',
        text: 'We knit, dye or source the fabric to your weight and finish, and lab-check colour fastness and shrinkage before cutting.',
      },
      cutting: {
        title: 'Cutting & Production',
        text: 'Computer-planned cutting, then stitching, printing and embroidery on lines set up for your style, with inline checks.',
      },
      qualityAssurance: {
        title: 'Quality Assurance',
        text: 'Measurements, seams, prints and trims are inspected against the approved sample under {{certification}} procedures before packing.',
      },
    },
  },
  video: {
    eyebrow: 'Inside the factory',
    title: 'See where your order is made',
    intro:
      'Walk through our Sialkot production floor, from the pattern room and cutting tables to the sewing lines and final inspection.',
    points: [
      'Capacity for {{capacity}} units a month',
      'Samples in {{sampleTime}} days',
      'Working to {{standards}}',
    ],
    videoTitle: 'Video tour of the {{brand}} factory in Sialkot',
    playLabel: 'Play video',
  },
  fabrics: {
    eyebrow: 'Materials',
    title: 'Premium fabrics',
    intro: 'Six base fabrics cover most of what we make; each comes in several weights, knits and finishes.',
    items: [
      {
        title: 'Polyester',
        text: 'Quick-drying and colourfast; the base for sublimated kits and performance wear.',
      },
      {
        title: 'Spandex',
        text: 'Blended in for four-way stretch and recovery in leggings, compression and fitted tops.',
      },
      {
        title: 'Cotton',
        text: 'Soft, breathable ring-spun and combed cotton for tees, polos and casual wear.',
      },
      {
        title: 'Nylon',
        text: 'Strong and abrasion-resistant for shells, fight shorts, bags and technical layers.',
      },
      { title: 'Fleece', text: 'Brushed-back warmth for hoodies, sweatshirts, joggers and midlayers.' },
      { title: 'Mesh', text: 'Open knits for ventilation panels, training bibs, linings and jerseys.' },
    ],
    guideLink: 'Read the fabric guide',
  },
  customization: {
    eyebrow: 'Make it yours',
    title: 'Customization options',
    intro: 'Every piece is made to order, so colour, labelling and decoration are yours to choose.',
    cards: {
      colours: {
        title: 'Custom colours and dyes',
        text: 'Fabrics dyed to your Pantone references, with lab dips for approval so every batch and reorder matches.',
      },
      labels: {
        title: 'Private labelling',
        text: 'Woven neck labels, printed care labels, swing tags and branded polybags: your brand from label to carton.',
      },
      decoration: {
        title: 'Printing and embroidery',
        text: 'Sublimation, screen print, heat transfer, DTG, embroidery and patches, chosen for your design and fabric.',
      },
    },
  },
  payments: {
    title: 'Pay the way your business pays',
    text: 'Card payments and bank transfers in major currencies, with a deposit to start production and the balance before shipping.',
    secure: 'All transactions are secure and encrypted.',
  },
  closing: {
    title: 'Ready to brief us?',
    text: 'Minimum orders start at {{moqSportswear}} pieces per design for sportswear and {{moqCasual}} for casual wear. Samples in {{sampleTime}} days, bulk in {{leadTime}} days.',
    customDesign: 'Start a Custom Design',
    getQuote: 'Get a Quote',
  },
  related: { title: 'Related categories', viewAll: 'All product categories' },
} satisfies ProductPageWords
