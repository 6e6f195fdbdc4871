import type { FabricsWords } from '../types/fabrics'

export const fabrics = {
  page: {
    title: 'Fabric and Material Guide',
    heading: 'Fabric and Material Guide',
    description:
      'Natural, performance, blended, technical and eco-friendly fabrics for custom sportswear and clothing, with care instructions and advice on choosing.',
  },
  header: {
    eyebrow: 'Materials',
    lead: 'The right fabric decides how a garment performs, prints and lasts. We knit, source and test the materials below for teams, schools and brands in {{countries}} countries, and every one can be sampled on your design in {{sampleTime}} days.',
  },
  groups: {
    eyebrow: 'Fabric families',
    title: 'Five families, each with a job to do',
    intro:
      'Weights are given in grams per square metre (gsm): the higher the figure, the heavier and more opaque the fabric. Open a family to compare its fabrics.',
    labels: { properties: 'Properties', bestFor: 'Best for' },
    items: {
      natural: {
        title: 'Natural',
        summary: 'Plant and animal fibres: soft against the skin, breathable and easy to print.',
        fabrics: [
          {
            name: 'Combed cotton jersey',
            text: 'Ring-spun, combed cotton knitted single jersey, with short fibres removed for a smooth face that takes print cleanly.',
            properties: ['{{combedCottonJerseyWeight}}', 'Soft hand', 'Breathable', 'Pre-shrunk'],
            bestFor: 'T-shirts, retail basics, event and merchandise tees',
          },
          {
            name: 'Cotton piqué',
            text: 'A textured, waffle-like knit that hides creases and keeps air moving between skin and shirt.',
            properties: ['{{cottonPiqueWeight}}', 'Structured', 'Breathable', 'Embroiders well'],
            bestFor: 'Polo shirts, club and school polos, corporate wear',
          },
          {
            name: 'Merino wool',
            text: 'Fine wool fibres that regulate temperature, resist odour and stay warm when damp.',
            properties: ['{{merinoWoolWeight}}', 'Odour resistant', 'Thermoregulating', 'Itch-free'],
            bestFor: 'Base layers, running tops, premium knitwear and socks',
          },
          {
            name: 'Linen',
            text: 'A strong, cool fibre from flax that gets softer with every wash.',
            properties: ['{{linenWeight}}', 'Very breathable', 'Quick drying', 'Natural texture'],
            bestFor: 'Summer shirts, resort and hospitality uniforms',
          },
        ],
      },
      synthetic: {
        title: 'Synthetic & Performance',
        summary: 'Engineered fibres that move sweat, stretch with the body and survive hard use.',
        fabrics: [
          {
            name: 'Moisture-wicking polyester',
            text: 'Interlock or micro-knit polyester with channelled fibres that pull sweat to the surface to evaporate.',
            properties: ['{{wickingPolyesterWeight}}', 'Wicking', 'Quick drying', 'Takes sublimation'],
            bestFor: 'Match jerseys, training tops, running wear',
          },
          {
            name: 'Polyester mesh',
            text: 'Open-hole knits from fine micro mesh to bird-eye and airtex, for maximum ventilation.',
            properties: ['{{polyesterMeshWeight}}', 'Maximum airflow', 'Lightweight', 'Durable'],
            bestFor: 'Basketball and football kits, side panels, linings',
          },
          {
            name: 'Nylon-spandex',
            text: 'Smooth nylon knitted with {{elastaneShare}} elastane for firm, four-way stretch that holds its shape.',
            properties: ['{{nylonSpandexWeight}}', '4-way stretch', 'Compressive', 'Squat-proof'],
            bestFor: 'Compression wear, leggings, sports bras, cycling shorts',
          },
          {
            name: 'Ripstop nylon',
            text: 'A woven nylon with a reinforcing grid that stops small tears from spreading.',
            properties: ['{{ripstopNylonWeight}}', 'Tear resistant', 'Wind resistant', 'Packable'],
            bestFor: 'Windbreakers, track jackets, bags',
          },
        ],
      },
      blended: {
        title: 'Blended',
        summary: 'Two or three fibres combined to get the comfort of one and the durability of another.',
        fabrics: [
          {
            name: 'Poly-cotton 65/35',
            text: 'Polyester-rich piqué and twill that keeps colour and shape through industrial washing.',
            properties: ['{{polyCottonWeight}}', 'Hard-wearing', 'Low shrinkage', 'Easy care'],
            bestFor: 'Workwear, school and corporate uniforms, polos',
          },
          {
            name: 'Tri-blend',
            text: 'Polyester, cotton and rayon (50/25/25) for a drapey, vintage feel with a heathered look.',
            properties: ['{{triBlendWeight}}', 'Drapey', 'Lightweight', 'Heathered colour'],
            bestFor: 'Fashion tees, lifestyle and retail collections',
          },
          {
            name: 'CVC fleece 60/40',
            text: 'Cotton-rich fleece with a brushed back, warm and soft without pilling like cheaper fleeces.',
            properties: ['{{cvcFleeceWeight}}', 'Brushed back', 'Warm', 'Low pilling'],
            bestFor: 'Hoodies, sweatshirts, joggers, team leisurewear',
          },
          {
            name: 'Cotton-spandex 95/5',
            text: 'Cotton jersey with a touch of elastane that moves with the body and recovers its shape.',
            properties: ['{{cottonSpandexWeight}}', 'Stretch', 'Shape recovery', 'Soft hand'],
            bestFor: 'Fitted tees, yoga wear, studio leggings',
          },
        ],
      },
      specialty: {
        title: 'Specialty & Technical',
        summary: 'Constructed, bonded or coated fabrics for weather, impact and specific sports.',
        fabrics: [
          {
            name: 'Softshell',
            text: 'A three-layer bonded fabric: stretch woven face, breathable membrane and micro-fleece back.',
            properties: ['{{softshellWeight}}', 'Water repellent', 'Windproof', 'Breathable membrane'],
            bestFor: 'Coach and sideline jackets, outdoor workwear',
          },
          {
            name: 'Polar fleece',
            text: 'Polyester brushed on both sides for warmth that is light and dries fast.',
            properties: ['{{polarFleeceWeight}}', 'Insulating', 'Quick drying', 'Anti-pill finish'],
            bestFor: 'Mid-layers, quarter-zips, school fleeces',
          },
          {
            name: 'Waterproof taffeta',
            text: 'Polyester or nylon woven with a PU coating and taped seams, with a durable water repellent finish.',
            properties: ['Waterproof to {{waterproofRating}}', 'Taped seams', 'DWR finish', 'Windproof'],
            bestFor: 'Rain jackets, stadium coats, training ponchos',
          },
          {
            name: 'Neoprene',
            text: 'Closed-cell rubber foam laminated with nylon jersey, cushioning and supportive.',
            properties: ['{{neopreneThickness}}', 'Impact absorbing', 'Supportive', 'Shape holding'],
            bestFor: 'Knee and elbow supports, boxing gear linings, bags',
          },
          {
            name: 'Thermal Roubaix',
            text: 'A stretch knit with a smooth face and a brushed inner that traps warm air.',
            properties: ['{{thermalRoubaixWeight}}', '4-way stretch', 'Brushed inner', 'Wicking'],
            bestFor: 'Winter cycling, running tights, base layers',
          },
        ],
      },
      sustainable: {
        title: 'Sustainable & Eco-Friendly',
        summary: 'Lower-impact fibres with certified supply chains, for brands with targets to meet.',
        fabrics: [
          {
            name: 'Organic cotton',
            text: 'Cotton grown without synthetic pesticides or fertilisers, with GOTS certification on request.',
            properties: ['{{organicCottonWeight}}', 'GOTS certified', 'Soft hand', 'Biodegradable'],
            bestFor: 'Eco tees, school wear, kids’ lines, retail basics',
          },
          {
            name: 'Recycled polyester',
            text: 'rPET made from post-consumer bottles, performing like virgin polyester with GRS traceability.',
            properties: ['{{recycledPolyesterWeight}}', 'GRS certified', 'Wicking', 'Takes sublimation'],
            bestFor: 'Team kits, activewear, running and training lines',
          },
          {
            name: 'Bamboo viscose',
            text: 'A silky fibre regenerated from fast-growing bamboo, cool to the touch and very soft.',
            properties: ['{{bambooViscoseWeight}}', 'Silky', 'Breathable', 'Moisture absorbing'],
            bestFor: 'Yoga wear, loungewear, socks, base layers',
          },
          {
            name: 'TENCEL lyocell',
            text: 'Cellulose fibre from certified wood, made in a closed-loop process that recovers its solvent.',
            properties: ['{{tencelWeight}}', 'Closed-loop', 'Smooth drape', 'Gentle on skin'],
            bestFor: 'Premium tees, lifestyle collections, blends with cotton',
          },
        ],
      },
    },
  },
  care: {
    eyebrow: 'Care',
    title: 'Fabric Care Guide',
    intro:
      'We print these instructions on your care labels. Following them keeps colours true, prints intact and stretch fabrics in shape for years.',
    scrollHint: 'Swipe the table sideways to see every column.',
    table: {
      caption: 'How to wash, dry and iron each fabric',
      columns: ['Fabric', 'Washing', 'Drying', 'Ironing', 'Special Care'],
      rows: [
        [
          'Cotton',
          'Machine wash at {{washWarm}} with similar colours, inside out',
          'Line dry or tumble dry on low',
          'Medium to hot iron on the reverse side',
          'Never iron over prints; avoid chlorine bleach on colours',
        ],
        [
          'Polyester',
          'Machine wash at {{washCool}} on a gentle cycle',
          'Line dry: it dries fast; tumble dry on low only',
          'Cool iron only if needed',
          'Skip fabric softener: it blocks moisture wicking',
        ],
        [
          'Spandex',
          'Cold or {{washCool}} gentle wash, ideally in a laundry bag',
          'Dry flat or on a line, away from direct heat',
          'Do not iron',
          'Keep away from chlorine, softener and dryers, which break down elastane',
        ],
        [
          'Wool',
          'Wool cycle or hand wash in cold water with wool detergent',
          'Dry flat and reshape while damp; never tumble dry',
          'Steam, or a cool iron through a cloth',
          'Air between wears and store folded, not hung',
        ],
        [
          'Linen',
          'Machine wash at {{washWarm}} on a gentle cycle',
          'Line dry and take down while slightly damp',
          'Hot iron while still damp',
          'Creases are natural; do not overload the drum',
        ],
      ],
    },
  },
  choosing: {
    eyebrow: 'Advice',
    title: 'Choosing the Right Fabric',
    intro:
      'Start from what the garment has to do. These are the fabrics our product developers recommend most often for each need.',
    picksLabel: 'We recommend',
    needs: {
      performance: {
        title: 'High-intensity training',
        text: 'Sweat moves away from the skin, the fabric stretches with every movement and dries between sessions.',
        picks: ['Moisture-wicking polyester', 'Nylon-spandex', 'Polyester mesh'],
      },
      cold: {
        title: 'Outdoor and cold weather',
        text: 'Layers that hold warmth, block wind and shed rain while still letting heat escape.',
        picks: ['Softshell', 'Polar fleece', 'Merino wool'],
      },
      teams: {
        title: 'Everyday team wear',
        text: 'Comfortable all day, easy to wash at home and smart enough to represent the club.',
        picks: ['Poly-cotton 65/35', 'Cotton piqué', 'CVC fleece 60/40'],
      },
      workwear: {
        title: 'Heavy-use workwear and uniforms',
        text: 'Fabrics that keep colour and shape through industrial laundering and daily wear.',
        picks: ['Poly-cotton 65/35', 'Ripstop nylon', 'Softshell'],
      },
      sustainable: {
        title: 'Sustainability goals',
        text: 'Certified, traceable fibres that help your brand report real reductions in impact.',
        picks: ['Recycled polyester', 'Organic cotton', 'TENCEL lyocell'],
      },
    },
  },
  cta: {
    title: 'Not sure which fabric fits?',
    text: 'Tell us the sport, the climate and the budget. Our product team replies within {{replyHours}} hours with fabric options and swatches, and builds a sample on your design.',
    primary: 'Contact Our Experts',
    secondary: 'Start a Custom Design',
  },
} satisfies FabricsWords
