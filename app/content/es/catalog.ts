import type { CatalogContent } from '../types'

export const catalog = {
  'american-football': {
    title: 'Fútbol americano',
    description: 'Camisetas de juego, ropa de entrenamiento y pantalones con protecciones',
  },
  soccer: { title: 'Fútbol', description: 'Equipaciones sublimadas, ropa de entrenamiento y de portero' },
  basketball: {
    title: 'Baloncesto',
    description: 'Camisetas reversibles, pantalones cortos y camisetas de calentamiento',
  },
  baseball: { title: 'Béisbol', description: 'Camisolas con botones, pantalones y gorras de equipo' },
  'ice-hockey': {
    title: 'Hockey sobre hielo',
    description: 'Camisetas de gramaje alto, medias y ropa de vestuario',
  },
  cricket: { title: 'Críquet', description: 'Uniformes blancos, equipaciones de color y jerséis' },
  'gym-training': {
    title: 'Gimnasio y entrenamiento',
    description: 'Camisetas técnicas y de tirantes, joggers y pantalones cortos',
  },
  'yoga-pilates': {
    title: 'Yoga y pilates',
    description: 'Mallas opacas, tops deportivos y prendas de abrigo ligeras',
  },
  running: { title: 'Running', description: 'Camisetas ligeras, pantalones cortos y cortavientos' },
  'compression-wear': {
    title: 'Ropa de compresión',
    description: 'Primeras capas, mallas y manguitos de compresión graduada',
  },
  'cycle-wear': { title: 'Ciclismo', description: 'Maillots de corte competición, culotes y chalecos' },
  't-shirts-polos': {
    title: 'Camisetas y polos',
    description: 'Camisetas de algodón peinado y polos de piqué con su marca',
  },
  'hoodies-sweatshirts': {
    title: 'Sudaderas',
    description: 'Sudaderas con capucha, con cremallera y de cuello redondo en felpa perchada',
  },
  'jackets-outerwear': {
    title: 'Chaquetas y prendas de abrigo',
    description: 'Softshell, plumíferos, cortavientos y cazadoras universitarias',
  },
  workwear: {
    title: 'Ropa laboral',
    description: 'Uniformes resistentes, alta visibilidad y vestuario corporativo',
  },
  'school-uniforms': {
    title: 'Uniformes escolares',
    description: 'Americanas, chándales y jerséis que aguantan todo el curso',
  },
  'pants-trousers': { title: 'Pantalones', description: 'Pantalones de chándal, chinos, cargo y de trabajo' },
  boxing: { title: 'Boxeo', description: 'Guantes y manoplas de piel auténtica, calzones y batas de satén' },
  mma: { title: 'MMA', description: 'Pantalones cortos de MMA, rash guards y guantes de grappling' },
  'karate-judo': {
    title: 'Kárate y judo',
    description: 'Karateguis y judoguis de todos los gramajes, cinturones y parches',
  },
  bags: {
    title: 'Bolsas y mochilas',
    description: 'Bolsas de equipo, mochilas, petates y mochilas de cuerdas',
  },
} satisfies CatalogContent
