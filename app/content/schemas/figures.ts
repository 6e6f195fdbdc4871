import { z } from 'zod'
import { noWords, type EntryOf } from './fields'

/**
 * The business figures the pages quote, written once for both languages: each language formats
 * them its own way (app/content/figures.ts, app/content/figure-text.ts). Copy names a figure as
 * `{{name}}`; each field's hint gives the name text uses for it.
 */

/** Where the hint says how words name the figure. */
const named = (hint: string, ...names: string[]) =>
  names.length === 0 ? hint : `${hint} Written in text as ${names.map((name) => `{{${name}}}`).join(', ')}.`

const whole = (title: string, description?: string) =>
  z
    .int()
    .min(0)
    .max(100_000_000)
    .meta({ title, ...(description ? { description } : {}) })

const percent = (title: string, description: string) =>
  z.number().min(0).max(100).meta({ title, description })

/** Two whole numbers, the first no larger than the second: "30-45" days, "500-1,000" pieces. */
const range = (title: string, description: string) =>
  z
    .object({ from: whole('From'), to: whole('To') })
    .refine(({ from, to }) => from <= to, 'the first number ("From") should not be larger than "To"')
    .meta({ title, description })

/** A number a page may show as "more than": "more than 15 years", "15+". */
const count = (title: string, description: string) =>
  z
    .object({
      value: whole('Number'),
      plus: z.boolean().meta({
        title: 'Say “more than”',
        description: 'On: the page says “more than 15” (or “15+” in a figure box). Off: just “15”.',
      }),
    })
    .meta({ title, description })

/** The export regions a sentence names; each language words them in app/content/figure-text.ts. */
const regions = ['usa', 'uk', 'europe', 'australia', 'middleEast'] as const
/** The ways an order travels; each language words them in app/content/figure-text.ts. */
const shippingModes = ['sea', 'air', 'courier'] as const
/** The units measurements are quoted in; each language writes its own sign for some (gsm, g/m²). */
const units = ['gsm', 'oz', 'mm', 'cm', 'inch', 'celsius', 'percent', 'dpi'] as const
export type Unit = (typeof units)[number]

const unit = z.enum(units).meta({
  title: 'Unit',
  description: 'gsm: grams per square metre; dpi: dots per inch.',
  optionList: 'units',
})

/** A measurement with its unit: one value ("To" alone) or a range from "From". */
const measure = (title: string, ...names: string[]) =>
  z
    .object({
      from: z.number().positive().max(100_000).optional().meta({
        title: 'From',
        description: 'Empty for a single value: then only “To” is shown.',
      }),
      to: z
        .number()
        .positive()
        .max(100_000)
        .meta({ title: 'To', description: 'The value, or the top of the range.' }),
      unit,
      atLeast: z
        .boolean()
        .optional()
        .meta({ title: 'Say “more than”', description: 'On: the page says “more than 5,000 mm”.' }),
      imperial: z
        .object({
          from: z.number().positive().max(100_000).optional().meta({ title: 'From' }),
          to: z.number().positive().max(100_000).meta({ title: 'To' }),
          unit,
        })
        .optional()
        .meta({
          title: 'In inches for English readers',
          description:
            'What English pages quote instead, where buyers measure in inches; Spanish keeps the metric.',
        }),
    })
    .refine(
      ({ from, to }) => from === undefined || from <= to,
      'the first number ("From") should not be larger than "To"',
    )
    .meta({ title, description: named('', ...names).trim() })

const ages = (size: string) => range(`Size ${size}`, `Children’s ages size ${size} is cut for.`)
const printWidth = (title: string) =>
  whole(title, 'The width in centimetres a design is printed at there, for judging an image’s resolution.')

/** What every page quotes as a figure tile: the home page's "why us", the press kit's fact sheet. */
const stats = z
  .object({
    yearsExperience: count('Years of manufacturing', named('', 'years').trim()),
    countriesServed: count('Countries served', named('', 'countries', 'countriesTile').trim()),
    productsDelivered: count(
      'Products delivered',
      'Shown as “1M+”, “more than a million products”. Written in text as {{products}}.',
    ),
    clients: count('Clients', named('', 'clients').trim()),
    qualityRate: percent(
      'Quality pass rate (%)',
      named('Shown in a figure box on the home page.', 'qualityRate'),
    ),
    turnaroundDays: range(
      'Sample time across the whole range (days)',
      named(
        'Garments take the sample time below; gloves, balls and bats up to two weeks. Not the time an order takes.',
        'turnaround',
      ),
    ),
    costSavings: percent('Average cost savings (%)', 'Shown in a figure box on the home page.'),
    patents: count('Patents and registered designs', 'Shown in a figure box on the home page.'),
    clientRetention: percent(
      'Client retention (%)',
      named('Shown in a figure box on the home page.', 'retention'),
    ),
  })
  .meta({
    title: 'Figures on the home page',
    description:
      'The figure boxes under “Why choose us”, in this order; their labels are in the home page’s words.',
  })

const facts = z
  .object({
    leadTimeDays: range(
      'Bulk production time (days)',
      named(
        'From approval of the sample and the deposit to the order ready to ship.',
        'leadTime',
        'leadTimeFrom',
        'leadTimeTo',
      ),
    ),
    sampleDays: range(
      'Garment sample time (days)',
      named('From an approved design to the sample sent.', 'sampleTime', 'sampleTimeFrom', 'sampleTimeTo'),
    ),
    monthlyCapacity: count(
      'Pieces made a month',
      named('The factory’s capacity.', 'capacity', 'capacityTile'),
    ),
    moqSportswear: range(
      'Minimum order, sportswear (pieces per design)',
      named('The smallest order of one design.', 'moqSportswear'),
    ),
    moqCasualWear: range(
      'Minimum order, casual wear (pieces per design)',
      named('The smallest order of one design.', 'moqCasual'),
    ),
    enquiryQuantities: z
      .object({
        small: range('Small order (pieces)', named('', 'smallRun').trim()),
        medium: range('Medium order (pieces)', named('', 'mediumRun').trim()),
        large: range('Large order (pieces)', named('', 'largeRun').trim()),
        bulkFrom: whole(
          'Bulk order from (pieces)',
          named('The last choice: this many or more.', 'bulkRunFrom'),
        ),
      })
      .meta({
        title: 'Quantity choices on the forms',
        description: 'The order sizes a buyer chooses from on the contact and quote forms.',
      }),
    replyHours: whole(
      'Hours to answer an enquiry',
      named('What the site promises a buyer who writes to sales.', 'replyHours'),
    ),
    pressReplyHours: whole('Hours to answer the press', named('', 'pressReplyHours').trim()),
    privacyReplyDays: whole(
      'Days to answer a privacy request',
      named('The law allows one month.', 'privacyReplyDays'),
    ),
    exportRegions: z
      .array(z.enum(regions).meta({ title: 'Region', optionList: 'regions' }))
      .min(1)
      .max(regions.length)
      .meta({
        title: 'Regions we export to',
        description: named('In the order sentences list them.', 'regions'),
      }),
    shippingModes: z
      .array(z.enum(shippingModes).meta({ title: 'Way of shipping', optionList: 'shippingModes' }))
      .min(1)
      .max(shippingModes.length)
      .meta({
        title: 'Ways we ship',
        description: named('In the order sentences and the forms list them.', 'shippingModes'),
      }),
    quotationValidityDays: whole(
      'Days a quotation holds',
      named('From the day it is sent.', 'quoteValidDays'),
    ),
    depositPercent: percent(
      'Deposit (%)',
      named('The share of an order paid on confirmation; the rest before shipment.', 'deposit'),
    ),
    sampleCreditDays: whole(
      'Days a sample’s charge is credited',
      named(
        'A sample’s charge comes off an order of its design placed within this many days of approving it.',
        'sampleCreditDays',
      ),
    ),
    sampleCost: z
      .object({
        currency: z.enum(['GBP', 'EUR', 'USD']).meta({ title: 'Currency', optionList: 'currencies' }),
        piece: z
          .number()
          .min(0)
          .max(10_000)
          .meta({
            title: 'One piece',
            description: named('A sample of one piece in one size.', 'samplePieceCost'),
          }),
        sizeSet: z
          .number()
          .min(0)
          .max(10_000)
          .meta({
            title: 'A size set',
            description: named('One piece in each size of the order, sent together.', 'sampleSetCost'),
          }),
      })
      .meta({
        title: 'What a sample costs',
        description: 'Charged before the sample is made; courier to the buyer included.',
      }),
    sampleCredited: z.boolean().meta({
      title: 'A sample’s charge is credited against the order',
      description:
        'On: the order builder says the charge comes off an order of the same design placed within the days above. Off: it says the charge is not credited.',
    }),
    faultReportDays: whole(
      'Days to report a fault',
      named('From delivery, for a free remake of a manufacturing fault.', 'faultReportDays'),
    ),
    sampleApprovalDays: range(
      'Days a buyer takes to approve a sample',
      'Usually, once it arrives; the order planner counts it.',
    ),
    shippingDays: z
      .object({
        sea: range('Sea freight (days)', named('', 'seaDays').trim()),
        air: range('Air freight (days)', named('', 'airDays').trim()),
        courier: range('Express courier (days)', named('', 'courierDays').trim()),
      })
      .meta({
        title: 'Shipping time, door to door (days)',
        description: 'From Sialkot to any export region: the top of each range holds for the farthest port.',
      }),
    youthSizeAges: z
      .object({
        YXS: ages('YXS'),
        YS: ages('YS'),
        YM: ages('YM'),
        YL: ages('YL'),
        YXL: ages('YXL'),
      })
      .meta({
        title: 'Youth sizes by age',
        description:
          'The ages each US youth size is cut for, shown to buyers who order children’s sizes by age.',
      }),
    printWidthCm: z
      .object({
        front: printWidth('Front'),
        back: printWidth('Back'),
        sleeves: printWidth('Sleeves'),
        shorts: printWidth('Shorts'),
        custom: printWidth('Other place'),
      })
      .meta({ title: 'Print widths (cm)', description: 'The width a design is printed at on each place.' }),
    artworkPpi: z
      .object({
        good: whole('Good from (pixels per inch)'),
        usable: whole('Usable from (pixels per inch)'),
      })
      .meta({
        title: 'Artwork resolution',
        description: 'How the quote form judges an uploaded design at its print width.',
      }),
  })
  .meta({ title: 'Orders and service', description: 'What the pages, forms and e-mails promise a buyer.' })

const measures = z
  .object({
    combedCottonJerseyWeight: measure('Combed cotton jersey', 'combedCottonJerseyWeight'),
    cottonPiqueWeight: measure('Cotton piqué', 'cottonPiqueWeight'),
    merinoWoolWeight: measure('Merino wool', 'merinoWoolWeight'),
    linenWeight: measure('Linen', 'linenWeight'),
    wickingPolyesterWeight: measure('Moisture-wicking polyester', 'wickingPolyesterWeight'),
    polyesterMeshWeight: measure('Polyester mesh', 'polyesterMeshWeight'),
    nylonSpandexWeight: measure('Nylon-spandex', 'nylonSpandexWeight'),
    ripstopNylonWeight: measure('Ripstop nylon', 'ripstopNylonWeight'),
    polyCottonWeight: measure('Poly-cotton', 'polyCottonWeight'),
    triBlendWeight: measure('Tri-blend', 'triBlendWeight'),
    cvcFleeceWeight: measure('CVC fleece', 'cvcFleeceWeight'),
    cottonSpandexWeight: measure('Cotton-spandex', 'cottonSpandexWeight'),
    softshellWeight: measure('Softshell', 'softshellWeight'),
    polarFleeceWeight: measure('Polar fleece', 'polarFleeceWeight'),
    waterproofRating: measure('Waterproof rating', 'waterproofRating'),
    neopreneThickness: measure('Neoprene thickness', 'neopreneThickness'),
    thermalRoubaixWeight: measure('Thermal roubaix', 'thermalRoubaixWeight'),
    organicCottonWeight: measure('Organic cotton', 'organicCottonWeight'),
    recycledPolyesterWeight: measure('Recycled polyester', 'recycledPolyesterWeight'),
    bambooViscoseWeight: measure('Bamboo viscose', 'bambooViscoseWeight'),
    tencelWeight: measure('Tencel', 'tencelWeight'),
    elastaneShare: measure('Elastane in compression knits', 'elastaneShare'),
    washWarm: measure('Warm wash', 'washWarm'),
    washCool: measure('Cool wash', 'washCool'),
    teamKitWeight: measure('Team kit fabric', 'teamKitWeight'),
    basketballInseam: measure('Basketball shorts inseam', 'basketballInseam'),
    gymCottonWeight: measure('Gym cotton', 'gymCottonWeight'),
    compressionWeight: measure('Compression fabric', 'compressionWeight'),
    runningKnitWeight: measure('Running knit', 'runningKnitWeight'),
    teeWeight: measure('T-shirt fabric, whole range', 'teeWeight'),
    teeLightWeight: measure('T-shirt, light', 'teeLightWeight'),
    teeMidWeight: measure('T-shirt, mid-weight', 'teeMidWeight'),
    teeHeavyWeight: measure('T-shirt, heavy', 'teeHeavyWeight'),
    fleeceLightWeight: measure('Fleece, light', 'fleeceLightWeight'),
    fleeceHeavyWeight: measure('Fleece, heavy', 'fleeceHeavyWeight'),
    workwearWeight: measure('Workwear fabric', 'workwearWeight'),
    boxingGloveWeight: measure('Boxing gloves', 'boxingGloveWeight'),
    mmaCompetitionGlove: measure('MMA competition gloves', 'mmaCompetitionGlove'),
    mmaSparringGlove: measure('MMA sparring gloves', 'mmaSparringGlove'),
    karategiLightWeight: measure('Karate uniform, light', 'karategiLightWeight'),
    karategiHeavyWeight: measure('Karate uniform, heavy', 'karategiHeavyWeight'),
    judogiWeight: measure('Judo uniform', 'judogiWeight'),
    wholeFibre: measure('Whole fibre (printing guide)', 'wholeFibre'),
    finestPrintDetail: measure('Finest print detail', 'finestPrintDetail'),
    artworkResolution: measure('Artwork resolution', 'artworkResolution'),
  })
  .meta({
    title: 'Measurements',
    description:
      'Fabric weights, sizes and print detail the guides and product pages quote, each with its unit.',
  })

export const shared = z.object({ stats, facts, measures })

export const words = noWords

export type Entry = EntryOf<typeof shared, typeof words>
