import type { HomeWords } from '../types/home'

export const home = {
  page: {
    title: 'Fabricante de ropa deportiva personalizada',
    description:
      'Fabricante OEM y de marca blanca de ropa deportiva y equipaciones. Sede en el Reino Unido y fábrica propia en Sialkot. Presupuesto en {{replyHours}} horas.',
  },
  hero: {
    eyebrow: 'OEM y marca blanca · Reino Unido y Sialkot',
    title: 'Ropa y material deportivo personalizados, con su marca',
    lead: 'Equipaciones, ropa de fitness, ropa casual y material de deportes de contacto, cortados, confeccionados y personalizados en nuestra propia fábrica de Sialkot y gestionados desde nuestra sede en el Reino Unido. Un único proveedor desde el primer boceto hasta la caja entregada.',
    getQuote: 'Pedir presupuesto',
    browseProducts: 'Ver productos',
    chips: {
      certification: 'Certificación {{certification}}',
      years: 'Fabricamos desde hace {{years}} años',
      countries: 'Exportamos a {{countries}} países',
    },
    chipsLabel: 'Por qué confían en nosotros',
  },
  about: {
    eyebrow: 'Quiénes somos',
    title: 'Una empresa británica con fábrica propia',
    paragraphs: [
      'Diseñamos, fabricamos y exportamos prendas de vestir, ropa deportiva y artículos deportivos personalizados para marcas, clubes, colegios, tiendas y mayoristas. Nuestros gestores de cuenta trabajan en la sede del Reino Unido; nuestro equipo de corte, confección, estampación y control de calidad, en nuestra propia fábrica de Sialkot (Pakistán), uno de los grandes polos mundiales de la fabricación deportiva.',
      'Como la fábrica es nuestra, usted trata directamente con quienes fabrican su pedido: plazos realistas, muestras en {{sampleTime}} días y capacidad para {{capacity}} unidades al mes, para pedidos recurrentes que crecen temporada tras temporada.',
    ],
    highlights: {
      headOffice: {
        title: 'Sede en el Reino Unido',
        text: 'Su gestor de cuenta, los contratos y la facturación, en Londres y bajo legislación británica.',
      },
      ownFactory: {
        title: 'Fábrica propia en Sialkot',
        text: 'Patronaje, corte, confección, sublimación, bordado y embalaje bajo un mismo techo.',
      },
      privateLabel: {
        title: 'OEM y marca blanca',
        text: 'Sus diseños, su etiquetado, sus etiquetas colgantes y su embalaje. Para sus clientes, nosotros no existimos.',
      },
      standards: {
        title: 'Normas auditadas',
        text: 'Producción conforme a {{standards}}, con controles en cada fase.',
      },
    },
    standardsLabel: 'Normas que cumplimos',
  },
  products: {
    eyebrow: 'Lo que fabricamos',
    title: 'Categorías de producto',
    intro:
      'Más de veinte categorías, todas fabricadas bajo pedido en sus colores y con su imagen de marca. Empiece por nuestras tres líneas principales.',
    cards: {
      soccer: {
        title: 'Ropa deportiva',
        text: 'Equipaciones sublimadas de fútbol, baloncesto y críquet, ropa de entrenamiento y complementos a juego para clubes y ligas.',
      },
      'gym-training': {
        title: 'Ropa de fitness y gimnasio',
        text: 'Camisetas técnicas, mallas, tops deportivos, joggers y prendas de compresión en tejidos elásticos en cuatro direcciones.',
      },
      boxing: {
        title: 'Artículos deportivos',
        text: 'Guantes y manoplas de boxeo, material de MMA, uniformes de artes marciales y bolsas de deporte, hechos para aguantar golpe tras golpe.',
      },
    },
    viewProducts: 'Ver productos',
    allCategoriesTitle: 'Todas las categorías de producto',
  },
  services: {
    eyebrow: 'Cómo trabajamos',
    title: 'Del encargo a la entrega, en cuatro pasos',
    intro:
      'Un proceso claro y un único interlocutor de principio a fin. La producción en serie suele llevar {{leadTime}} días tras aprobar la muestra.',
    steps: {
      consultation: {
        title: 'Consulta',
        text: 'Indíquenos producto, cantidades, precio objetivo y fecha límite. Le asesoramos sobre tejidos, fornituras y marcaje, y le respondemos en menos de {{replyHours}} horas.',
      },
      designAndSample: {
        title: 'Diseño y muestra',
        text: 'Nuestros diseñadores convierten sus bocetos o artes finales en fichas técnicas, y confeccionamos una muestra física en {{sampleTime}} días para que la apruebe.',
      },
      production: {
        title: 'Producción',
        text: 'Corte, confección y marcaje en serie en nuestra propia fábrica, con controles durante la producción e inspección final antes del embalaje.',
      },
      delivery: {
        title: 'Entrega',
        text: 'Embalamos su pedido según sus normas de etiquetado y lo enviamos por mar, aire o mensajería a su almacén, con seguimiento puerta a puerta.',
      },
    },
    guidesTitle: 'Más sobre cada etapa',
  },
  whyUs: {
    eyebrow: 'Por qué elegirnos',
    title: 'Cifras con las que puede planificar',
    intro:
      'Tener fábrica propia nos permite medir lo que importa: calidad, rapidez y coste, pedido tras pedido.',
    stats: {
      yearsExperience: 'Años fabricando',
      countriesServed: 'Países de destino',
      productsDelivered: 'Productos entregados',
      clients: 'Clientes atendidos',
      qualityRate: 'Tasa de aceptación en inspección final',
      turnaroundDays: 'Días de plazo medio por muestra',
      costSavings: 'Ahorro medio en costes',
      patents: 'Patentes y diseños registrados',
      clientRetention: 'Clientes que repiten',
    },
    testimonialsTitle: 'Lo que dicen nuestros clientes',
    testimonials: {
      club: {
        name: 'Javier Morales',
        company: 'Responsable de material, Club Deportivo Ribera Alta',
        text: 'Tres temporadas de equipaciones sublimadas para todas nuestras categorías y ni una sola reimpresión. Las muestras coincidieron con la producción final y cada caja llegó etiquetada por equipo.',
      },
      school: {
        name: 'Lucía Fernández',
        company: 'Directora de administración, Colegio Santa Clara del Valle',
        text: 'Fabricaron los nuevos chándales y jerséis del colegio a tiempo para septiembre, separados por curso. Las familias notaron la calidad enseguida.',
      },
      brand: {
        name: 'Andrés Quintero',
        company: 'Fundador, Cumbre Sport (Bogotá)',
        text: 'Con ellos lanzamos nuestras mallas y tops deportivos con marca propia. Costes claros, plazos cumplidos y un ajuste que hace que nuestros clientes repitan.',
      },
    },
  },
} satisfies HomeWords
