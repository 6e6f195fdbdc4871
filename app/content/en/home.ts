import type { HomeWords } from '../types/home'

export const home = {
  page: {
    title: 'Custom Sportswear & Clothing Manufacturer',
    description:
      'OEM and private-label manufacturer of sportswear, fitness wear, teamwear and sports goods. UK head office, own factory in Sialkot. Quotes within {{replyHours}} hours.',
  },
  hero: {
    eyebrow: 'OEM & private-label manufacturer · UK & Sialkot',
    title: 'Custom sportswear and sports goods, made to your brand',
    lead: 'Teamwear, fitness wear, casual clothing and fight gear cut, sewn and decorated in our own Sialkot factory, managed from our UK head office. One partner from first sketch to delivered carton.',
    getQuote: 'Get a Quote',
    browseProducts: 'Explore products',
    chips: {
      certification: '{{certification}} certified',
      years: 'Manufacturing for {{years}} years',
      countries: 'Exporting to {{countries}} countries',
    },
    chipsLabel: 'Why buyers trust us',
  },
  about: {
    eyebrow: 'About us',
    title: 'A UK company with its own factory floor',
    paragraphs: [
      'We design, manufacture and export custom clothing, sportswear and sports goods for brands, clubs, schools, retailers and wholesalers. Our account managers work from the UK head office; our cutters, machinists, printers and inspectors work in our own factory in Sialkot, Pakistan, one of the world’s great centres of sports manufacturing.',
      'Because we own production, you deal with the people who make your order. That means honest lead times, samples in {{sampleTime}} days and a monthly capacity of {{capacity}} units for programmes that grow season after season.',
    ],
    highlights: {
      headOffice: {
        title: 'UK head office',
        text: 'Your account manager, contracts and invoicing in London, under UK law.',
      },
      ownFactory: {
        title: 'Our own Sialkot factory',
        text: 'Pattern room, cutting, stitching, sublimation, embroidery and packing under one roof.',
      },
      privateLabel: {
        title: 'OEM and private label',
        text: 'Your designs, your labels, your swing tags and packaging. We stay invisible to your customers.',
      },
      standards: {
        title: 'Audited standards',
        text: 'Production to {{standards}} requirements, with inspection at every stage.',
      },
    },
    standardsLabel: 'Standards we work to',
  },
  products: {
    eyebrow: 'What we make',
    title: 'Product categories',
    intro:
      'Over twenty categories, all made to order in your colours and with your branding. Start with our three core ranges.',
    cards: {
      soccer: {
        title: 'Sportswear',
        text: 'Sublimated football kits, basketball and cricket uniforms, training wear and matching accessories for clubs and leagues.',
      },
      'gym-training': {
        title: 'Fitness & Gym Wear',
        text: 'Performance tees, leggings, sports bras, joggers and compression wear in four-way stretch fabrics.',
      },
      boxing: {
        title: 'Sports Goods',
        text: 'Boxing gloves, pads, MMA gear, martial-arts uniforms and kit bags, built to take punishment.',
      },
    },
    viewProducts: 'View Products',
    allCategoriesTitle: 'All product categories',
  },
  services: {
    eyebrow: 'How we work',
    title: 'From brief to delivery in four steps',
    intro:
      'A clear process with one contact throughout. Bulk production usually takes {{leadTime}} days after sample approval.',
    steps: {
      consultation: {
        title: 'Consultation',
        text: 'Tell us the product, quantities, target price and deadline. We advise on fabrics, trims and decoration, and reply within {{replyHours}} hours.',
      },
      designAndSample: {
        title: 'Design & Sample',
        text: 'Our designers turn your artwork into tech packs, and we sew a physical sample in {{sampleTime}} days for you to approve.',
      },
      production: {
        title: 'Production',
        text: 'Bulk cutting, stitching and decoration in our own factory, with inline checks and a final inspection before packing.',
      },
      delivery: {
        title: 'Delivery',
        text: 'Packed to your labelling rules and shipped by sea, air or courier to your warehouse, with tracking from our door to yours.',
      },
    },
    guidesTitle: 'Read more about each stage',
  },
  whyUs: {
    eyebrow: 'Why choose us',
    title: 'Figures that buyers can plan around',
    intro: 'Owning the factory lets us measure what matters: quality, speed and cost, order after order.',
    stats: {
      yearsExperience: 'Years of manufacturing',
      countriesServed: 'Countries we export to',
      productsDelivered: 'Products delivered',
      clients: 'Clients served',
      qualityRate: 'Quality pass rate',
      turnaroundDays: 'Days average sample turnaround',
      costSavings: 'Average cost savings',
      patents: 'Patents and registered designs',
      clientRetention: 'Client retention',
    },
    testimonialsTitle: 'What our clients say',
    testimonials: {
      club: {
        name: 'Daniel Whitcombe',
        company: 'Kit manager, Harbourside Athletic FC',
        text: 'Three seasons of sublimated match kits for all our age groups and not one reprint. The samples matched the final run exactly, and every box arrived labelled by team.',
      },
      school: {
        name: 'Sarah Okafor',
        company: 'Business manager, Millbrook Academy',
        text: 'They made our new PE kits and knitted jumpers in time for September, sized by year group. Parents noticed the quality straight away.',
      },
      brand: {
        name: 'Marco Lindqvist',
        company: 'Founder, Northpeak Active',
        text: 'We launched our leggings and sports bras under our own label with them. Clear costings, honest lead times and a fit that our customers reorder.',
      },
    },
  },
} satisfies HomeWords
