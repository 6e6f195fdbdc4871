import type { UiStrings } from './en'
import { forms } from './es-forms'

/** Textos breves de la interfaz en español. El contenido largo está en `app/content/es/`. */
export const es = {
  forms,
  common: {
    loading: 'Cargando…',
    skipToContent: 'Saltar al contenido principal',
    close: 'Cerrar',
    notImplementedTitle: 'Disponible próximamente',
    notImplementedDescription: 'Esta función aún no está disponible.',
  },
  topBar: {
    tagline: 'Envíos a todo el mundo desde Sialkot · Certificación {{certification}}',
    label: 'Datos de contacto',
    phoneLabel: 'Llámenos',
    emailLabel: 'Escríbanos',
  },
  nav: {
    label: 'Principal',
    home: 'Inicio',
    homeLink: '{{brand}}, página de inicio',
    about: 'Nosotros',
    products: 'Productos',
    services: 'Servicios',
    information: 'Información',
    contact: 'Contacto',
    getQuote: 'Pedir presupuesto',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    menuTitle: 'Menú',
    allProductsNote: 'Todas las categorías se fabrican bajo pedido, desde {{moq}} unidades por diseño.',
  },
  language: {
    label: 'Idioma',
    en: 'English',
    es: 'Español',
    readInThisLanguage: 'Leer esta página en español',
  },
  productGroups: {
    apparel: 'Ropa deportiva',
    fitness: 'Fitness',
    casualAndWork: 'Ropa casual y laboral',
    accessories: 'Accesorios y equipamiento',
  },
  pages: {
    home: {
      title: 'Fabricante de ropa deportiva personalizada',
      description:
        'Fabricante OEM y de marca blanca de ropa deportiva y equipaciones. Sede en el Reino Unido y fábrica propia en Sialkot. Presupuesto en {{replyHours}} horas.',
      nav: 'Inicio',
      summary: 'Empiece aquí',
    },
    customDesign: {
      title: 'Diseño personalizado y solicitud de presupuesto',
      heading: 'Envíe su diseño y reciba un presupuesto',
      description:
        'Indíquenos el producto, el color y las tallas, y reciba en menos de {{replyHours}} horas un presupuesto (cotización) de fabricación para su diseño personalizado.',
      nav: 'Diseño personalizado',
      summary: 'Envíe su diseño y reciba presupuesto',
    },
    fabrics: {
      title: 'Guía de tejidos y materiales',
      heading: 'Guía de tejidos y materiales',
      description:
        'Tejidos naturales, técnicos, mixtos, especiales y sostenibles para ropa deportiva personalizada: propiedades, cuidados y consejos para elegir.',
      nav: 'Tejidos y materiales',
      summary: 'Tejidos, propiedades y cuidados',
    },
    printing: {
      title: 'Estampación y personalización',
      heading: 'Estampación y personalización',
      description:
        'Serigrafía, impresión directa DTG, transfer, sublimación, bordado, relieve (puff) y estampado integral para ropa personalizada: para qué sirve cada técnica.',
      nav: 'Estampación',
      summary: 'Siete técnicas de marcaje comparadas',
    },
    finishing: {
      title: 'Acabado, control y embalaje',
      heading: 'Acabado, control y embalaje',
      description:
        'Etiquetado, control de calidad y embalaje: así terminamos cada pedido personalizado antes de que salga de nuestra fábrica de Sialkot.',
      nav: 'Acabado, control y embalaje',
      summary: 'Etiquetas, inspección y embalaje',
    },
    payments: {
      title: 'Formas de pago',
      heading: 'Pagos',
      description:
        'Pague su pedido de fabricación con tarjeta, transferencia bancaria o pasarela de pago, de forma segura y desde cualquier país.',
      nav: 'Pagos',
      summary: 'Tarjetas, transferencias y pasarelas',
    },
    delivery: {
      title: 'Entrega y envíos',
      heading: 'Entrega y envíos',
      description:
        'Envíos a todo el mundo por mar, aire y mensajería con transportistas internacionales, plazos estimados y número de seguimiento.',
      nav: 'Entregas',
      summary: 'Transportistas, plazos y seguimiento',
    },
    factoryTour: {
      title: 'Visita virtual a la fábrica',
      heading: 'Visita virtual a la fábrica',
      description:
        'Recorra virtualmente nuestra fábrica de Sialkot: la maquinaria, el equipo humano y las normas con las que fabricamos cada pedido.',
      nav: 'Visita a la fábrica',
      summary: 'Conozca nuestra fábrica de Sialkot',
    },
    faq: {
      title: 'Preguntas frecuentes',
      heading: 'Preguntas frecuentes',
      description:
        'Respuestas para compradores sobre plazos, pedidos mínimos, tejidos, personalización, envíos, calidad y devoluciones.',
      nav: 'Preguntas frecuentes',
      summary: 'Plazos, mínimos, envíos y devoluciones',
    },
    contact: {
      title: 'Contacto',
      heading: 'Contacto',
      description:
        'Contacte con nuestra sede central en el Reino Unido o con la fábrica de Sialkot (Pakistán). Envíenos su consulta y le responderemos en menos de {{replyHours}} horas.',
      nav: 'Contacto',
      summary: 'Oficinas, teléfono y formulario',
    },
    careers: {
      title: 'Empleo en fabricación de ropa deportiva',
      heading: 'Trabaje con nosotros',
      description:
        'Desarrolle su carrera en la fabricación de ropa deportiva con nuestros equipos del Reino Unido y de Sialkot.',
      nav: 'Empleo',
      summary: 'Trabaje con nosotros',
    },
    press: {
      title: 'Prensa',
      heading: 'Sala de prensa',
      description:
        'Contacto de prensa, datos de la empresa y dosier de prensa para periodistas y colaboradores.',
      nav: 'Prensa',
      summary: 'Contacto y dosier de prensa',
    },
    legal: {
      title: 'Aviso legal',
      heading: 'Aviso legal',
      description:
        'Quiénes somos: denominación social, número de registro, domicilio social, número de IVA y datos de contacto, con las condiciones de uso de este sitio web.',
    },
    terms: {
      title: 'Condiciones generales de venta',
      heading: 'Condiciones generales de venta',
      description:
        'Cómo se convierte un presupuesto en pedido: validez, anticipo y pago, aprobación de pruebas y muestras, aranceles, defectos de fabricación y devoluciones.',
    },
    quality: {
      title: 'Calidad y certificados',
      heading: 'Calidad y certificados',
      description:
        'ISO 9001, OEKO-TEX, amfori BSCI y WRAP: cada certificado con su número, su entidad emisora y su validez, y un enlace para verificarlo con ella.',
      nav: 'Calidad y certificados',
      summary: 'Certificados verificables',
    },
    privacy: {
      title: 'Política de privacidad',
      heading: 'Política de privacidad',
      description:
        'Qué datos recoge nuestro sitio web cuando nos envía una consulta o una solicitud de presupuesto o se suscribe al boletín, para qué, durante cuánto tiempo y cuáles son sus derechos.',
      nav: 'Política de privacidad',
      summary: 'Sus datos y sus derechos',
    },
    notFound: {
      title: 'Página no encontrada',
      heading: 'Página no encontrada',
      description: 'La página que busca no existe.',
      nav: 'No encontrada',
      summary: 'No encontrada',
    },
  },
  productPage: {
    notFoundTitle: 'Producto no encontrado',
    notFoundText: 'Lo sentimos, no hemos encontrado la categoría de producto que busca.',
    backHome: 'Volver al inicio',
    getQuoteFor: 'Pedir presupuesto: {{title}}',
  },
  notFound: {
    eyebrow: 'Error 404',
    text: 'La página que busca se ha movido o nunca existió. Nuestros productos y servicios están a un clic.',
    backHome: 'Volver al inicio',
    contactUs: 'Contactar',
  },
  certificates: {
    issuer: 'Emitido por',
    number: 'Número',
    validity: 'Validez',
    validityRange: 'del {{from}} al {{until}}',
    scope: 'Alcance',
    inForce: 'Vigente',
    check: 'Verificar en {{service}}',
    checkAdvice:
      'Busque el número en el servicio de la entidad emisora: le confirmará el titular, el alcance y las fechas.',
    pdf: 'Certificado (PDF)',
    standard: 'Norma',
    validFrom: 'Válido desde',
    validUntil: 'Válido hasta',
    checkService: 'Verificación con la entidad emisora',
  },
  pressKit: {
    download: 'Descargar el dosier de prensa (ZIP, {{size}})',
    downloadUnsized: 'Descargar el dosier de prensa (ZIP)',
  },
  sections: {
    artLabel: 'Ilustración de {{title}}',
    stepLabel: 'Paso {{number}}',
    ratingLabel: 'Valoración: {{rating}} de 5',
    fabricCount_one: '{{count}} tejido',
    fabricCount_other: '{{count}} tejidos',
    hoursRange: 'de {{opens}} a {{closes}}',
  },
  footer: {
    about:
      'Fabricante OEM y de marca blanca de ropa deportiva y de fitness, equipaciones y artículos deportivos para marcas, clubes, colegios y distribuidores de todo el mundo.',
    companyHeading: 'Empresa',
    supportHeading: 'Atención al cliente',
    productsHeading: 'Productos',
    careers: 'Empleo',
    press: 'Prensa',
    quality: 'Calidad y certificados',
    contact: 'Contacto',
    privacy: 'Política de privacidad',
    returns: 'Devoluciones y preguntas frecuentes',
    shipping: 'Información de envío',
    sportswear: 'Ropa deportiva',
    gymTraining: 'Gimnasio y entrenamiento',
    boxing: 'Boxeo',
    customDesign: 'Diseño personalizado',
    newsletterHeading: 'Boletín',
    newsletterText:
      'Novedades en tejidos, nuevas líneas de producto y huecos libres en producción, una vez al mes.',
    followUs: 'Síganos',
    socialTitle: 'Redes sociales',
    socialDescription: 'Esta función aún no está disponible.',
    twitter: 'Twitter',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    securePayments: 'Pagos seguros garantizados',
    bankTransfer: 'Transferencia bancaria',
    paymentMethods: 'Formas de pago aceptadas',
    copyright: '© {{year}} {{company}}. Todos los derechos reservados.',
    registration:
      '{{company}}, sociedad inscrita en el Registro de Sociedades de {{register}} con el número {{number}}. Domicilio social: {{office}}. N.º de IVA: {{vatNumber}}.',
    legalLinks: 'Información legal',
    legal: 'Aviso legal',
    terms: 'Condiciones generales de venta',
  },
  company: {
    registers: {
      'england-and-wales': 'Inglaterra y Gales',
      scotland: 'Escocia',
      'northern-ireland': 'Irlanda del Norte',
    },
    registerEntry: 'Registro de Sociedades de {{register}} (Companies House)',
  },
  share: {
    headline: 'Ropa deportiva personalizada, fabricada con su marca',
    years: 'años de experiencia',
    countries: 'países',
  },
  chat: {
    region: 'Chat',
    open: 'Escríbanos por WhatsApp (se abre en una pestaña nueva)',
  },
  toast: {
    region: 'Notificaciones',
    announcement: 'Notificación',
    dismiss: 'Cerrar notificación',
  },
} satisfies UiStrings
