import type { ProductPageWords } from '../types/product-page'

export const productPage = {
  breadcrumb: 'Ruta de navegación',
  customDesign: 'Empezar un diseño personalizado',
  itemsTitle: 'Qué fabricamos',
  buyersTitle: 'Quién nos lo encarga',
  features: { eyebrow: 'Por qué elegirnos', title: 'Características principales' },
  process: {
    eyebrow: 'Proceso de fabricación',
    title: 'Cómo se fabrica su pedido',
    intro:
      'Cada pedido pasa por las mismas cuatro fases en nuestra propia fábrica. Las muestras tardan {{sampleTime}} días; la producción en serie, {{leadTime}} días tras la aprobación.',
    steps: {
      design: {
        title: 'Diseño y prototipado',
        text: 'Nuestros diseñadores convierten sus artes finales o su prenda de referencia en una ficha técnica y patrones escalados, y confeccionan un prototipo para que apruebe el ajuste y el color.',
      },
      fabricSourcing: {
        title: 'Selección de tejidos',
        text: 'Tejemos, teñimos o adquirimos el tejido con el gramaje y acabado que usted pida, y comprobamos en laboratorio solidez del color y encogimiento antes de cortar.',
      },
      cutting: {
        title: 'Corte y producción',
        text: 'Corte planificado por ordenador y después confección, estampación y bordado en líneas preparadas para su modelo, con controles durante la producción.',
      },
      qualityAssurance: {
        title: 'Control de calidad',
        text: 'Medidas, costuras, estampados y fornituras se revisan frente a la muestra aprobada según procedimientos {{certification}} antes del embalaje.',
      },
    },
  },
  video: {
    eyebrow: 'Dentro de la fábrica',
    title: 'Vea dónde se fabrica su pedido',
    intro:
      'Recorra nuestra planta de Sialkot: de la sala de patronaje y las mesas de corte a las líneas de confección y la inspección final.',
    points: [
      'Capacidad para {{capacity}} unidades al mes',
      'Muestras en {{sampleTime}} días',
      'Conforme a {{standards}}',
    ],
    videoTitle: 'Vídeo de la fábrica de {{brand}} en Sialkot',
    playLabel: 'Ver vídeo',
  },
  fabrics: {
    eyebrow: 'Materiales',
    title: 'Tejidos de primera calidad',
    intro:
      'Seis tejidos base cubren la mayor parte de lo que fabricamos; cada uno se ofrece en varios gramajes, ligamentos y acabados.',
    items: [
      {
        title: 'Poliéster',
        text: 'Secado rápido y color duradero; la base de las equipaciones sublimadas y la ropa técnica.',
      },
      {
        title: 'Elastano (spandex)',
        text: 'En mezcla, aporta elasticidad en cuatro direcciones a mallas, prendas de compresión y tops ajustados.',
      },
      {
        title: 'Algodón',
        text: 'Algodón peinado e hilado en anillo, suave y transpirable, para camisetas, polos y ropa casual.',
      },
      {
        title: 'Nailon',
        text: 'Resistente a la abrasión para cortavientos, pantalones cortos de MMA, bolsas y prendas técnicas.',
      },
      {
        title: 'Felpa',
        text: 'Interior perchado y cálido para sudaderas, pantalones de chándal y segundas capas.',
      },
      {
        title: 'Malla',
        text: 'Tejidos abiertos para paneles de ventilación, petos de entrenamiento, forros y camisetas.',
      },
    ],
    guideLink: 'Ver la guía de tejidos',
  },
  customization: {
    eyebrow: 'A su medida',
    title: 'Opciones de personalización',
    intro: 'Cada producto se fabrica bajo pedido: el color, el etiquetado y el marcaje los decide usted.',
    cards: {
      colours: {
        title: 'Colores y tintes personalizados',
        text: 'Tejidos teñidos según sus referencias Pantone, con pruebas de color (lab dips) para su aprobación, para que cada lote y cada reposición coincidan.',
      },
      labels: {
        title: 'Etiquetado de marca blanca',
        text: 'Etiquetas tejidas de cuello, etiquetas de composición, etiquetas colgantes y bolsas con su marca: su imagen de la etiqueta a la caja.',
      },
      decoration: {
        title: 'Estampación y bordado',
        text: 'Sublimación, serigrafía, transfer, impresión DTG, bordado y parches, elegidos según su diseño y el tejido.',
      },
    },
  },
  payments: {
    title: 'Formas de pago para empresas',
    text: 'Tarjeta y transferencia bancaria en las principales divisas, con un anticipo para iniciar la producción y el resto antes del envío.',
    secure: 'Todas las transacciones son seguras y están cifradas.',
  },
  closing: {
    title: '¿Nos cuenta su proyecto?',
    text: 'Pedido mínimo por diseño: {{moqSportswear}} unidades en ropa deportiva y {{moqCasual}} en ropa casual. Muestras en {{sampleTime}} días y producción en {{leadTime}} días.',
    customDesign: 'Empezar un diseño personalizado',
    getQuote: 'Pedir presupuesto',
  },
  related: { title: 'Categorías relacionadas', viewAll: 'Todas las categorías' },
} satisfies ProductPageWords
