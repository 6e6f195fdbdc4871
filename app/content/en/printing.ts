import type { PrintingWords } from '../types/printing'

export const printing = {
  page: {
    title: 'Printing & Customization',
    heading: 'Printing & Customization',
    description:
      'Screen printing, DTG, heat transfer, sublimation, embroidery, puff and all-over printing for custom apparel: what each method is best for.',
  },
  header: {
    eyebrow: 'Decoration in-house',
    lead: 'Seven decoration methods run under one roof at our {{factoryCity}} factory, so we choose the one that suits your artwork, fabric and quantity rather than the one we happen to own. Every method is proofed on a pre-production sample before bulk.',
  },
  methods: {
    eyebrow: 'Methods',
    title: 'Seven ways to put your brand on a garment',
    intro:
      'Each method has a fabric it loves, a quantity where it becomes economical and a look it does best. Open one to see where it earns its place and where another method would serve you better.',
    labels: { bestFor: 'Best for', features: 'What you get', limitations: 'Keep in mind' },
    items: {
      screen: {
        title: 'Screen Printing',
        summary:
          'Ink pushed through a fine mesh stencil, one screen per colour. The workhorse of team kits, event tees and retail basics.',
        bestFor: 'Bulk orders of one design with up to six spot colours, on cotton, polyester and blends.',
        features: [
          'Lowest cost per piece once a run passes a few hundred units',
          'Dense, opaque colour that holds on dark garments',
          'Plastisol and water-based inks, plus discharge for a soft hand on cotton',
          'Spot colours mixed to your Pantone references',
        ],
        limitations: [
          'Each colour needs its own screen, so small runs and many colours cost more',
          'Photographic images and soft gradients need halftones',
          'Not suited to a different name on every piece',
        ],
      },
      dtg: {
        title: 'Direct-to-Garment',
        summary:
          'An industrial inkjet prints water-based ink straight into the fibres, like a photo printer for fabric.',
        bestFor: 'Detailed, full-colour artwork and photographs on cotton, in short runs and samples.',
        features: [
          'Unlimited colours and fine detail with no screen set-up',
          'Soft hand: the ink sits in the fabric rather than on it',
          'Economical from a single piece, ideal for samples and merchandise drops',
        ],
        limitations: [
          'At its best on {{wholeFibre}} cotton or high-cotton blends; weak on polyester',
          'Colours are less vivid on dark garments than screen printing',
          'Cost per piece stays flat, so large runs are cheaper by screen',
        ],
      },
      'heat-transfer': {
        title: 'Heat Transfer',
        summary:
          'Designs cut from vinyl or printed on transfer film, then fused to the garment with a heat press.',
        bestFor: 'Names and numbers, personalised pieces and small runs on almost any fabric.',
        features: [
          'Each piece can carry a different name, number or sponsor',
          'Works on polyester, nylon, softshell and stretch fabrics',
          'Specialist finishes: reflective, metallic, glitter and stretch vinyl',
        ],
        limitations: [
          'Large solid areas feel heavier and breathe less than ink',
          'Can crack or lift if washed too hot or tumble dried on high',
          'Slower than screen printing for large identical runs',
        ],
      },
      sublimation: {
        title: 'Sublimation',
        summary:
          'Dye printed on paper turns to gas under heat and bonds with polyester fibres, becoming part of the fabric.',
        bestFor:
          'Performance sportswear and jerseys on white or light polyester, including fully custom kits.',
        features: [
          'Nothing to feel on the surface: fabric stays light and breathable',
          'Will not crack, peel or fade with washing',
          'Unlimited colours, gradients and photographic detail at no extra cost',
        ],
        limitations: [
          'Polyester only, ideally {{wholeFibre}}; cotton does not take the dye',
          'Works on white or light base fabrics only',
          'Small white lines can show in creases on pieces printed after sewing',
        ],
      },
      embroidery: {
        title: 'Embroidery',
        summary:
          'Your logo digitised into a stitch file and sewn with polyester or rayon thread on multi-head machines.',
        bestFor: 'Branded uniforms, polos, caps, jackets and crests that must look premium and last.',
        features: [
          'Raised, textured finish that reads as quality',
          'Outlasts the garment itself, through industrial laundering',
          'Thread matched to your brand colours; metallic threads available',
        ],
        limitations: [
          'Very fine text and detail below about {{finestPrintDetail}} does not stitch cleanly',
          'Large designs get heavy and stiff, so chest and sleeve sizes suit it best',
          'Priced by stitch count, so dense logos cost more',
        ],
      },
      puff: {
        title: 'Puff/3D',
        summary:
          'Puff ink that rises under heat, or 3D foam under embroidery, for lettering and logos that stand off the garment.',
        bestFor: 'Statement logos and lettering on streetwear, hoodies and caps.',
        features: [
          'Tactile, raised effect that stands out on shelf and on camera',
          'Combines with flat print or embroidery in one design',
          'Strong retail appeal for fashion and merchandise lines',
        ],
        limitations: [
          'Needs bold shapes; fine lines and small text lose definition',
          'Limited colour range compared with flat inks',
          'Adds a step and cost, so best kept to one feature element',
        ],
      },
      'all-over': {
        title: 'All-Over Printing',
        summary:
          'Fabric printed edge to edge before cutting, usually by sublimation, so the design runs across seams and sleeves.',
        bestFor: 'Fashion pieces, camo and pattern designs, and fully custom kits with no blank areas.',
        features: [
          'Design covers the whole garment, seams and cuffs included',
          'Panels printed before cutting, so patterns line up at the seams',
          'No surface feel, with the same wash-fastness as sublimation',
        ],
        limitations: [
          'Polyester fabrics only, like sublimation',
          'Print-before-cut needs a little more lead time and higher minimums',
          'Artwork has to be built to our pattern templates',
        ],
      },
    },
  },
  personalization: {
    eyebrow: 'Personalization',
    title: 'Make every piece theirs',
    intro:
      'Added at the same stage as the main decoration, so personalised pieces ship with the rest of the order.',
    options: {
      names: {
        title: 'Names and numbers',
        text: 'Player names and squad numbers from your roster spreadsheet, in club fonts, by heat transfer or sublimation.',
      },
      monograms: {
        title: 'Monograms',
        text: 'Initials or short names embroidered on cuffs, chests and bags, for staff, gifts and premium lines.',
      },
      labels: {
        title: 'Custom labels',
        text: 'Woven neck labels, printed care labels, swing tags and heat-sealed tagless prints carrying your brand.',
      },
      appliques: {
        title: 'Patchwork and appliqué',
        text: 'Twill, felt or chenille shapes stitched on for varsity lettering, crests and heritage-style badges.',
      },
    },
  },
  useCases: {
    eyebrow: 'Choosing a method',
    title: 'Which method for which order',
    intro:
      'A quick guide to where each method fits. Send us your artwork and quantities and we will confirm the best option, or a combination, with your quotation.',
    scrollHint: 'Swipe the table sideways to see every column.',
    table: {
      caption: 'Recommended decoration method by use case',
      columns: ['Use case', 'Recommended method', 'Why it fits'],
      rows: [
        [
          'Bulk orders',
          'Screen printing',
          'Cost per piece falls as quantity rises, with strong, consistent colour across thousands of units.',
        ],
        [
          'Detailed images',
          'Direct-to-Garment (DTG)',
          'Photographs and gradients print in full colour with no screens, even for a few pieces.',
        ],
        [
          'Sportswear',
          'Vinyl heat transfer or sublimation',
          'Sublimation keeps performance fabric breathable; vinyl adds names and numbers to each shirt.',
        ],
        [
          'Branded uniforms',
          'Embroidery',
          'A durable, professional finish that survives years of industrial laundering.',
        ],
        [
          'Fashion and full designs',
          'Sublimation or all-over printing',
          'Edge-to-edge patterns and colour with no surface feel and no limit on colours.',
        ],
        [
          'Personalised pieces',
          'Heat transfer or vinyl',
          'Every piece can carry its own name or number without new set-up costs.',
        ],
      ],
    },
  },
  cta: {
    title: 'Have the artwork? We will pick the method.',
    text: 'Send your design, garment and quantities. Within {{replyHours}} hours you get a quotation with the recommended decoration, and a printed sample in {{sampleTime}} days.',
    primary: 'Design Now',
    secondary: 'Ask a print specialist',
  },
} satisfies PrintingWords
