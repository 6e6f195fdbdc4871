import type { FabricsWords } from '../types/fabrics'

export const fabrics = {
  page: {
    title: 'Guía de tejidos y materiales',
    heading: 'Guía de tejidos y materiales',
    description:
      'Tejidos naturales, técnicos, mixtos, especiales y sostenibles para ropa deportiva personalizada: propiedades, cuidados y consejos para elegir.',
  },
  header: {
    eyebrow: 'Materiales',
    lead: 'El tejido decide cómo rinde, cómo se estampa y cuánto dura una prenda. Tejemos, seleccionamos y ensayamos estos materiales para equipos, colegios y marcas de {{countries}} países, y cualquiera de ellos puede probarse en una muestra con su diseño en {{sampleTime}} días.',
  },
  groups: {
    eyebrow: 'Familias de tejidos',
    title: 'Cinco familias, cada una con su función',
    intro:
      'El gramaje se indica en gramos por metro cuadrado (g/m²): cuanto más alto, más pesado y opaco es el tejido. Despliegue cada familia para comparar sus tejidos.',
    labels: { properties: 'Propiedades', bestFor: 'Ideal para' },
    items: {
      natural: {
        title: 'Naturales',
        summary: 'Fibras vegetales y animales: suaves sobre la piel, transpirables y fáciles de estampar.',
        fabrics: [
          {
            name: 'Punto liso de algodón peinado',
            text: 'Algodón peinado e hilado en anillo (ring-spun), tejido en punto liso y sin fibras cortas, para una cara lisa que recibe bien la estampación.',
            properties: ['{{combedCottonJerseyWeight}}', 'Tacto suave', 'Transpirable', 'Preencogido'],
            bestFor: 'Camisetas, básicos de tienda, camisetas de evento y merchandising',
          },
          {
            name: 'Piqué de algodón',
            text: 'Punto con textura de nido de abeja que disimula las arrugas y deja circular el aire entre la piel y la prenda.',
            properties: ['{{cottonPiqueWeight}}', 'Estructurado', 'Transpirable', 'Ideal para bordar'],
            bestFor: 'Polos de club, de colegio y corporativos',
          },
          {
            name: 'Lana merino',
            text: 'Fibra de lana fina que regula la temperatura, evita los olores y abriga incluso húmeda.',
            properties: ['{{merinoWoolWeight}}', 'Antiolor', 'Termorreguladora', 'No pica'],
            bestFor: 'Primeras capas, camisetas de running, punto de gama alta y calcetines',
          },
          {
            name: 'Lino',
            text: 'Fibra resistente y fresca obtenida del lino, que se suaviza con cada lavado.',
            properties: ['{{linenWeight}}', 'Muy transpirable', 'Secado rápido', 'Textura natural'],
            bestFor: 'Camisas de verano, uniformes de hoteles y hostelería',
          },
        ],
      },
      synthetic: {
        title: 'Sintéticos y de alto rendimiento',
        summary: 'Fibras diseñadas para evacuar el sudor, acompañar el movimiento y resistir el uso intenso.',
        fabrics: [
          {
            name: 'Poliéster transpirable',
            text: 'Poliéster en punto interlock o microtejido con fibras canalizadas que llevan el sudor a la superficie para que se evapore.',
            properties: [
              '{{wickingPolyesterWeight}}',
              'Evacúa el sudor',
              'Secado rápido',
              'Apto para sublimación',
            ],
            bestFor: 'Camisetas de juego, ropa de entrenamiento y de running',
          },
          {
            name: 'Malla de poliéster',
            text: 'Tejidos de punto calado, desde micromalla fina hasta ojo de perdiz y airtex, para la máxima ventilación.',
            properties: ['{{polyesterMeshWeight}}', 'Máxima ventilación', 'Ligera', 'Resistente'],
            bestFor: 'Equipaciones de baloncesto y fútbol, paneles laterales, forros',
          },
          {
            name: 'Nailon-elastano',
            text: 'Nailon liso tejido con un {{elastaneShare}} de elastano para una elasticidad firme en cuatro direcciones que mantiene la forma.',
            properties: [
              '{{nylonSpandexWeight}}',
              'Elástico en 4 direcciones',
              'Compresivo',
              'Opaco al estirar',
            ],
            bestFor: 'Ropa de compresión, mallas, tops deportivos, culotes de ciclismo',
          },
          {
            name: 'Nailon ripstop',
            text: 'Tejido plano de nailon con una cuadrícula de refuerzo que impide que los pequeños desgarros avancen.',
            properties: ['{{ripstopNylonWeight}}', 'Antidesgarro', 'Cortavientos', 'Plegable'],
            bestFor: 'Cortavientos, chaquetas de chándal, bolsas',
          },
        ],
      },
      blended: {
        title: 'Mezclas',
        summary: 'Dos o tres fibras combinadas para sumar la comodidad de una y la resistencia de otra.',
        fabrics: [
          {
            name: 'Poliéster-algodón 65/35',
            text: 'Piqué y sarga con predominio de poliéster que conservan color y forma con el lavado industrial.',
            properties: ['{{polyCottonWeight}}', 'Muy resistente', 'Encogimiento mínimo', 'Fácil cuidado'],
            bestFor: 'Ropa laboral, uniformes escolares y corporativos, polos',
          },
          {
            name: 'Tri-blend',
            text: 'Poliéster, algodón y rayón (50/25/25) con una caída fluida, tacto vintage y aspecto jaspeado.',
            properties: ['{{triBlendWeight}}', 'Caída fluida', 'Ligero', 'Color jaspeado'],
            bestFor: 'Camisetas de moda y colecciones casuales para tienda',
          },
          {
            name: 'Felpa perchada CVC 60/40',
            text: 'Felpa con predominio de algodón y revés perchado: abriga y es suave sin formar bolitas como las felpas económicas.',
            properties: ['{{cvcFleeceWeight}}', 'Revés perchado', 'Abrigada', 'Antibolitas'],
            bestFor: 'Sudaderas con y sin capucha, pantalones de chándal, ropa de paseo del equipo',
          },
          {
            name: 'Algodón-elastano 95/5',
            text: 'Punto de algodón con un toque de elastano que acompaña el movimiento y recupera su forma.',
            properties: ['{{cottonSpandexWeight}}', 'Elástico', 'Recupera la forma', 'Tacto suave'],
            bestFor: 'Camisetas entalladas, ropa de yoga, mallas de estudio',
          },
        ],
      },
      specialty: {
        title: 'Especiales y técnicos',
        summary:
          'Tejidos laminados, termosellados o recubiertos para la lluvia, el impacto y deportes concretos.',
        fabrics: [
          {
            name: 'Softshell',
            text: 'Tejido laminado de tres capas: cara exterior elástica, membrana transpirable y revés de micropolar.',
            properties: ['{{softshellWeight}}', 'Hidrófugo', 'Cortavientos', 'Membrana transpirable'],
            bestFor: 'Chaquetas de entrenador y de banquillo, ropa laboral de exterior',
          },
          {
            name: 'Forro polar',
            text: 'Poliéster perchado por ambas caras: abrigo ligero que seca rápido.',
            properties: ['{{polarFleeceWeight}}', 'Aislante', 'Secado rápido', 'Acabado antibolitas'],
            bestFor: 'Segundas capas, sudaderas de media cremallera, forros polares escolares',
          },
          {
            name: 'Tafetán impermeable',
            text: 'Poliéster o nailon con recubrimiento de PU, costuras termoselladas y acabado hidrófugo duradero (DWR).',
            properties: [
              'Columna de agua de {{waterproofRating}}',
              'Costuras selladas',
              'Acabado DWR',
              'Cortavientos',
            ],
            bestFor: 'Chubasqueros, abrigos de banquillo, ponchos de entrenamiento',
          },
          {
            name: 'Neopreno',
            text: 'Espuma de caucho de celda cerrada laminada con punto de nailon, que amortigua y sujeta.',
            properties: ['{{neopreneThickness}}', 'Absorbe impactos', 'Sujeción', 'Mantiene la forma'],
            bestFor: 'Rodilleras y coderas, forros de material de boxeo, bolsas',
          },
          {
            name: 'Térmico Roubaix',
            text: 'Punto elástico con cara lisa y revés perchado que retiene el aire caliente.',
            properties: [
              '{{thermalRoubaixWeight}}',
              'Elástico en 4 direcciones',
              'Interior perchado',
              'Evacúa el sudor',
            ],
            bestFor: 'Ciclismo de invierno, mallas de running, primeras capas',
          },
        ],
      },
      sustainable: {
        title: 'Sostenibles y ecológicos',
        summary:
          'Fibras de menor impacto con cadenas de suministro certificadas, para marcas con objetivos que cumplir.',
        fabrics: [
          {
            name: 'Algodón orgánico',
            text: 'Algodón cultivado sin pesticidas ni fertilizantes sintéticos, con certificación GOTS a petición.',
            properties: ['{{organicCottonWeight}}', 'Certificado GOTS', 'Tacto suave', 'Biodegradable'],
            bestFor: 'Camisetas ecológicas, ropa escolar, líneas infantiles, básicos de tienda',
          },
          {
            name: 'Poliéster reciclado',
            text: 'rPET procedente de botellas recicladas, con el mismo rendimiento que el poliéster virgen y trazabilidad GRS.',
            properties: [
              '{{recycledPolyesterWeight}}',
              'Certificado GRS',
              'Evacúa el sudor',
              'Apto para sublimación',
            ],
            bestFor: 'Equipaciones, ropa deportiva, líneas de running y entrenamiento',
          },
          {
            name: 'Viscosa de bambú',
            text: 'Fibra sedosa regenerada a partir de bambú de crecimiento rápido, fresca al tacto y muy suave.',
            properties: ['{{bambooViscoseWeight}}', 'Sedosa', 'Transpirable', 'Absorbe la humedad'],
            bestFor: 'Ropa de yoga, ropa de estar por casa, calcetines, primeras capas',
          },
          {
            name: 'Lyocell TENCEL',
            text: 'Fibra de celulosa de madera certificada, fabricada en circuito cerrado que recupera el disolvente.',
            properties: ['{{tencelWeight}}', 'Circuito cerrado', 'Caída suave', 'Respetuoso con la piel'],
            bestFor: 'Camisetas de gama alta, colecciones de moda, mezclas con algodón',
          },
        ],
      },
    },
  },
  care: {
    eyebrow: 'Cuidados',
    title: 'Guía de cuidado de tejidos',
    intro:
      'Imprimimos estas instrucciones en sus etiquetas de composición. Seguirlas mantiene los colores, los estampados y la elasticidad durante años.',
    scrollHint: 'Deslice la tabla hacia los lados para ver todas las columnas.',
    table: {
      caption: 'Cómo lavar, secar y planchar cada tejido',
      columns: ['Tejido', 'Lavado', 'Secado', 'Planchado', 'Cuidados especiales'],
      rows: [
        [
          'Algodón',
          'Lavadora a {{washWarm}} con colores similares, del revés',
          'Tendido o secadora a baja temperatura',
          'Plancha media o alta por el revés',
          'No planchar nunca sobre el estampado; evitar la lejía en prendas de color',
        ],
        [
          'Poliéster',
          'Lavadora a {{washCool}} en programa delicado',
          'Tendido: seca muy rápido; secadora solo a baja temperatura',
          'Plancha fría, solo si hace falta',
          'Sin suavizante: bloquea la evacuación del sudor',
        ],
        [
          'Elastano',
          'En frío o a {{washCool}} en programa delicado, mejor en bolsa de lavado',
          'En plano o tendido, lejos de fuentes de calor',
          'No planchar',
          'Evitar lejía, suavizante y secadora, que degradan el elastano',
        ],
        [
          'Lana',
          'Programa de lana o a mano en agua fría con detergente para lana',
          'En plano, dando forma con la prenda húmeda; nunca en secadora',
          'Vapor o plancha fría con un paño',
          'Airear entre usos y guardar doblada, no colgada',
        ],
        [
          'Lino',
          'Lavadora a {{washWarm}} en programa delicado',
          'Tendido, retirándolo aún ligeramente húmedo',
          'Plancha caliente con la prenda aún húmeda',
          'Las arrugas son naturales; no sobrecargar el tambor',
        ],
      ],
    },
  },
  choosing: {
    eyebrow: 'Asesoramiento',
    title: 'Cómo elegir el tejido adecuado',
    intro:
      'Empiece por lo que la prenda tiene que hacer. Estos son los tejidos que nuestro equipo de desarrollo de producto recomienda con más frecuencia para cada necesidad.',
    picksLabel: 'Le recomendamos',
    needs: {
      performance: {
        title: 'Entrenamiento de alta intensidad',
        text: 'El sudor se aleja de la piel, el tejido acompaña cada movimiento y se seca entre sesiones.',
        picks: ['Poliéster transpirable', 'Nailon-elastano', 'Malla de poliéster'],
      },
      cold: {
        title: 'Exterior y clima frío',
        text: 'Capas que retienen el calor, frenan el viento y repelen la lluvia sin dejar de transpirar.',
        picks: ['Softshell', 'Forro polar', 'Lana merino'],
      },
      teams: {
        title: 'Ropa de equipo para el día a día',
        text: 'Cómoda todo el día, fácil de lavar en casa y con la presencia que merece el club.',
        picks: ['Poliéster-algodón 65/35', 'Piqué de algodón', 'Felpa perchada CVC 60/40'],
      },
      workwear: {
        title: 'Ropa laboral y uniformes de uso intensivo',
        text: 'Tejidos que conservan color y forma con el lavado industrial y el uso diario.',
        picks: ['Poliéster-algodón 65/35', 'Nailon ripstop', 'Softshell'],
      },
      sustainable: {
        title: 'Objetivos de sostenibilidad',
        text: 'Fibras certificadas y trazables que ayudan a su marca a demostrar una reducción real del impacto.',
        picks: ['Poliéster reciclado', 'Algodón orgánico', 'Lyocell TENCEL'],
      },
    },
  },
  cta: {
    title: '¿No sabe qué tejido elegir?',
    text: 'Cuéntenos el deporte, el clima y su precio objetivo. Nuestro equipo de producto le responde en menos de {{replyHours}} horas con opciones de tejido y muestrario, y prepara una muestra con su diseño.',
    primary: 'Contactar con nuestros expertos',
    secondary: 'Empezar un diseño personalizado',
  },
} satisfies FabricsWords
