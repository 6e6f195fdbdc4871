import type { CatalogContent } from '../types'

export const catalog = {
  'american-football': {
    title: 'American Football',
    description: 'Game jerseys, practice wear and padded pants',
  },
  soccer: { title: 'Soccer', description: 'Sublimated kits, training tops and goalkeeper wear' },
  basketball: { title: 'Basketball', description: 'Reversible jerseys, shorts and shooting shirts' },
  baseball: { title: 'Baseball', description: 'Button-front jerseys, pants and team caps' },
  'ice-hockey': { title: 'Ice Hockey', description: 'Heavyweight jerseys, socks and locker-room wear' },
  cricket: { title: 'Cricket', description: 'Whites, coloured ODI kits and sweaters' },
  'gym-training': { title: 'Gym & Training', description: 'Performance tees, tanks, joggers and shorts' },
  'yoga-pilates': { title: 'Yoga & Pilates', description: 'Squat-proof leggings, bras and soft layers' },
  running: { title: 'Running', description: 'Lightweight singlets, split shorts and wind shells' },
  'compression-wear': { title: 'Compression Wear', description: 'Graduated base layers, tights and sleeves' },
  'cycle-wear': { title: 'Cycle Wear', description: 'Race-cut jerseys, bib shorts and gilets' },
  't-shirts-polos': {
    title: 'T-Shirts & Polos',
    description: 'Ring-spun tees and piqué polos for your brand',
  },
  'hoodies-sweatshirts': {
    title: 'Hoodies & Sweatshirts',
    description: 'Brushed fleece hoodies, zips and crewnecks',
  },
  'jackets-outerwear': {
    title: 'Jackets & Outerwear',
    description: 'Softshells, puffers, windbreakers and varsity',
  },
  workwear: { title: 'Workwear', description: 'Hard-wearing uniforms, hi-vis and corporate wear' },
  'school-uniforms': {
    title: 'School Uniforms',
    description: 'Blazers, PE kits and jumpers that last the year',
  },
  'pants-trousers': {
    title: 'Pants & Trousers',
    description: 'Track pants, chinos, cargo and work trousers',
  },
  boxing: { title: 'Boxing', description: 'Real leather gloves and pads, satin shorts and robes' },
  mma: { title: 'MMA', description: 'Fight shorts, rash guards and grappling gloves' },
  'karate-judo': { title: 'Karate & Judo', description: 'Gis in every weight, belts and club patches' },
  bags: { title: 'Bags', description: 'Kit bags, backpacks, duffels and drawstring bags' },
} satisfies CatalogContent
