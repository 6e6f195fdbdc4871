import type { PrintingWords } from '../types/printing'

export const printing = {
  page: {
    title: 'Estampación y personalización',
    heading: 'Estampación y personalización',
    description:
      'Serigrafía, impresión directa DTG, transfer, sublimación, bordado, relieve (puff) y estampado integral para ropa personalizada: para qué sirve cada técnica.',
  },
  header: {
    eyebrow: 'Marcaje en nuestra fábrica',
    lead: 'Trabajamos siete técnicas de marcaje bajo un mismo techo en nuestra fábrica de {{factoryCity}}, así que elegimos la que mejor se adapta a su diseño, a su tejido y a su cantidad, y no la que nos imponga la maquinaria. Cada técnica se valida en una muestra de preproducción antes de fabricar el pedido.',
  },
  methods: {
    eyebrow: 'Técnicas',
    title: 'Siete formas de llevar su marca a la prenda',
    intro:
      'Cada técnica tiene su tejido ideal, una cantidad a partir de la cual resulta rentable y un acabado que domina. Despliegue cada una para ver dónde rinde mejor y cuándo le conviene otra.',
    labels: { bestFor: 'Ideal para', features: 'Qué ofrece', limitations: 'A tener en cuenta' },
    items: {
      screen: {
        title: 'Serigrafía',
        summary:
          'La tinta pasa a través de una pantalla de malla fina, una por color. Es la técnica de referencia para equipaciones, camisetas de evento y básicos de tienda.',
        bestFor:
          'Pedidos grandes de un mismo diseño con hasta seis colores planos, sobre algodón, poliéster y mezclas.',
        features: [
          'El menor coste por prenda en cuanto la tirada supera unos cientos de unidades',
          'Color denso y cubriente, también sobre prendas oscuras',
          'Tintas plastisol y al agua, además de corrosión para un tacto suave sobre algodón',
          'Colores planos preparados según sus referencias Pantone',
        ],
        limitations: [
          'Cada color necesita su propia pantalla: tiradas cortas con muchos colores salen más caras',
          'Las fotografías y los degradados requieren tramado',
          'No sirve para poner un nombre distinto en cada prenda',
        ],
      },
      dtg: {
        title: 'Impresión directa DTG',
        summary:
          'Una impresora textil industrial aplica tinta al agua directamente en la fibra, como una impresora fotográfica para tejido.',
        bestFor: 'Diseños a todo color y con mucho detalle sobre algodón, en tiradas cortas y muestras.',
        features: [
          'Colores ilimitados y gran detalle sin preparar pantallas',
          'Tacto suave: la tinta penetra en el tejido en lugar de quedarse encima',
          'Rentable desde una sola prenda, ideal para muestras y colecciones cápsula',
        ],
        limitations: [
          'Da lo mejor de sí sobre algodón {{wholeFibre}} o mezclas con mucho algodón; peores resultados sobre poliéster',
          'Sobre prendas oscuras el color es menos intenso que en serigrafía',
          'El coste por prenda no baja con el volumen: en tiradas grandes compensa la serigrafía',
        ],
      },
      'heat-transfer': {
        title: 'Transfer',
        summary:
          'Diseños cortados en vinilo textil o impresos en film de transferencia y fijados a la prenda con plancha térmica.',
        bestFor: 'Nombres y dorsales, prendas personalizadas y tiradas cortas sobre casi cualquier tejido.',
        features: [
          'Cada prenda puede llevar un nombre, un número o un patrocinador distinto',
          'Funciona sobre poliéster, nailon, softshell y tejidos elásticos',
          'Acabados especiales: vinilo reflectante, metalizado, con purpurina y elástico',
        ],
        limitations: [
          'Las superficies grandes y macizas pesan más y transpiran menos que la tinta',
          'Puede agrietarse o despegarse con lavados muy calientes o secadora a alta temperatura',
          'Más lento que la serigrafía en tiradas grandes e idénticas',
        ],
      },
      sublimation: {
        title: 'Sublimación',
        summary:
          'La tinta impresa en papel se sublima con el calor y penetra en la fibra de poliéster hasta formar parte del tejido.',
        bestFor:
          'Ropa deportiva técnica y camisetas de juego sobre poliéster blanco o claro, incluidas equipaciones totalmente personalizadas.',
        features: [
          'No se nota al tacto: el tejido sigue siendo ligero y transpirable',
          'No se agrieta, no se despega y no pierde color con los lavados',
          'Colores, degradados y detalle fotográfico ilimitados sin coste adicional',
        ],
        limitations: [
          'Solo sobre poliéster, idealmente {{wholeFibre}}; el algodón no absorbe la tinta',
          'Solo sobre tejidos base blancos o de color claro',
          'En prendas ya confeccionadas pueden aparecer líneas blancas en los pliegues',
        ],
      },
      embroidery: {
        title: 'Bordado',
        summary:
          'Su logotipo se digitaliza en un programa de puntadas y se borda con hilo de poliéster o rayón en máquinas multicabezal.',
        bestFor:
          'Uniformes corporativos, polos, gorras, chaquetas y escudos que deben transmitir calidad y durar.',
        features: [
          'Acabado en relieve y con textura que transmite calidad',
          'Dura más que la propia prenda, incluso con lavado industrial',
          'Hilos igualados a los colores de su marca; también hilo metalizado',
        ],
        limitations: [
          'Los textos y detalles de menos de unos {{finestPrintDetail}} no quedan nítidos',
          'Los diseños grandes resultan pesados y rígidos: rinde mejor en pecho y manga',
          'Se presupuesta por número de puntadas, así que los logotipos densos cuestan más',
        ],
      },
      puff: {
        title: 'Relieve (puff)',
        summary:
          'Tinta expandible que crece con el calor, o espuma 3D bajo el bordado, para letras y logotipos que sobresalen de la prenda.',
        bestFor: 'Logotipos y rótulos protagonistas en ropa urbana, sudaderas y gorras.',
        features: [
          'Efecto en relieve que se nota al tacto y destaca en tienda y en foto',
          'Se combina con estampación plana o bordado en un mismo diseño',
          'Gran atractivo comercial para moda y merchandising',
        ],
        limitations: [
          'Requiere formas contundentes; las líneas finas y los textos pequeños pierden definición',
          'Gama de colores más limitada que con tintas planas',
          'Añade un paso y coste, así que conviene reservarlo para un elemento concreto',
        ],
      },
      'all-over': {
        title: 'Estampado integral',
        summary:
          'El tejido se estampa de orilla a orilla antes del corte, normalmente por sublimación, para que el diseño recorra costuras y mangas.',
        bestFor:
          'Prendas de moda, camuflajes y estampados, y equipaciones totalmente personalizadas sin zonas en blanco.',
        features: [
          'El diseño cubre toda la prenda, costuras y puños incluidos',
          'Los patrones se estampan antes de cortar, así que el dibujo casa en las costuras',
          'Sin tacto en superficie y con la misma solidez al lavado que la sublimación',
        ],
        limitations: [
          'Solo sobre tejidos de poliéster, como la sublimación',
          'Estampar antes de cortar exige algo más de plazo y mínimos más altos',
          'El diseño debe prepararse sobre nuestras plantillas de patronaje',
        ],
      },
    },
  },
  personalization: {
    eyebrow: 'Personalización',
    title: 'Cada prenda, única',
    intro:
      'La personalización se aplica en la misma fase que el marcaje principal, así que las prendas personalizadas salen con el resto del pedido.',
    options: {
      names: {
        title: 'Nombres y dorsales',
        text: 'Nombres de jugadores y dorsales a partir de su lista de jugadores, con la tipografía del club, en transfer o sublimación.',
      },
      monograms: {
        title: 'Monogramas',
        text: 'Iniciales o nombres cortos bordados en puños, pecho o bolsas, para personal, regalos y líneas de gama alta.',
      },
      labels: {
        title: 'Etiquetas personalizadas',
        text: 'Etiquetas tejidas de cuello, etiquetas de composición impresas, etiquetas colgantes y etiquetas impresas por calor en la propia prenda, con su marca.',
      },
      appliques: {
        title: 'Parches y apliques',
        text: 'Formas de sarga, fieltro o chenilla cosidas para letras de estilo universitario (varsity), escudos e insignias de estilo clásico.',
      },
    },
  },
  useCases: {
    eyebrow: 'Cómo elegir',
    title: 'Qué técnica para cada pedido',
    intro:
      'Una guía rápida de dónde encaja cada técnica. Envíenos su diseño y las cantidades y le confirmaremos en el presupuesto la mejor opción, o una combinación de varias.',
    scrollHint: 'Deslice la tabla hacia los lados para ver todas las columnas.',
    table: {
      caption: 'Técnica de marcaje recomendada según el uso',
      columns: ['Uso', 'Técnica recomendada', 'Por qué encaja'],
      rows: [
        [
          'Pedidos grandes',
          'Serigrafía',
          'El coste por prenda baja al subir la cantidad, con un color intenso y uniforme en miles de unidades.',
        ],
        [
          'Imágenes con mucho detalle',
          'Impresión directa DTG',
          'Fotografías y degradados a todo color sin pantallas, incluso para pocas prendas.',
        ],
        [
          'Ropa deportiva',
          'Sublimación o vinilo textil',
          'La sublimación mantiene transpirable el tejido técnico; el vinilo añade nombre y dorsal a cada camiseta.',
        ],
        [
          'Uniformes corporativos',
          'Bordado',
          'Un acabado profesional y duradero que aguanta años de lavado industrial.',
        ],
        [
          'Moda y diseños completos',
          'Sublimación o estampado integral',
          'Estampados de orilla a orilla, sin tacto en superficie y sin límite de colores.',
        ],
        [
          'Prendas personalizadas',
          'Transfer impreso o de vinilo textil',
          'Cada prenda puede llevar su propio nombre o número sin nuevos costes de preparación.',
        ],
      ],
    },
  },
  cta: {
    title: '¿Tiene el diseño? Nosotros elegimos la técnica.',
    text: 'Envíenos su diseño, la prenda y las cantidades. En menos de {{replyHours}} horas recibirá un presupuesto con la técnica recomendada, y una muestra estampada en {{sampleTime}} días.',
    primary: 'Empezar un diseño personalizado',
    secondary: 'Contactar con un especialista',
  },
} satisfies PrintingWords
