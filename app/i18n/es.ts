import type { UiStrings } from './en'
import { forms } from './es-forms'

/** Textos breves de la interfaz en español. Los textos de las páginas que redacta el editor están en `content/`. */
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
      nav: 'Inicio',
      summary: 'Empiece aquí',
    },
    customDesign: {
      nav: 'Diseño personalizado',
      summary: 'Envíe su diseño y reciba presupuesto',
    },
    fabrics: {
      nav: 'Tejidos y materiales',
      summary: 'Tejidos, propiedades y cuidados',
    },
    printing: {
      nav: 'Estampación',
      summary: 'Siete técnicas de marcaje comparadas',
    },
    finishing: {
      nav: 'Acabado, control y embalaje',
      summary: 'Etiquetas, inspección y embalaje',
    },
    payments: {
      nav: 'Pagos',
      summary: 'Tarjetas, transferencias y pasarelas',
    },
    delivery: {
      nav: 'Entregas',
      summary: 'Transportistas, plazos y seguimiento',
    },
    factoryTour: {
      nav: 'Visita a la fábrica',
      summary: 'Conozca nuestra fábrica de Sialkot',
    },
    faq: {
      nav: 'Preguntas frecuentes',
      summary: 'Plazos, mínimos, envíos y devoluciones',
    },
    contact: {
      nav: 'Contacto',
      summary: 'Oficinas, teléfono y formulario',
    },
    careers: {
      nav: 'Empleo',
      summary: 'Trabaje con nosotros',
    },
    press: {
      nav: 'Prensa',
      summary: 'Contacto y dosier de prensa',
    },
    quality: {
      nav: 'Calidad y certificados',
      summary: 'Certificados verificables',
    },
    privacy: {
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
  status: {
    reference: 'Su referencia',
    received: 'Fecha de recepción',
    progressLabel: 'Avance de su solicitud',
    steps: {
      received: 'Recibida',
      inTouch: 'En contacto',
      quoteSent: 'Presupuesto enviado',
      confirmed: 'Pedido confirmado',
    },
    stepStates: { done: 'completado', current: 'su solicitud está en este paso', upcoming: 'pendiente' },
    messages: {
      new: {
        title: 'Hemos recibido su solicitud',
        text: 'Un especialista de nuestro equipo comercial le responderá en menos de {{replyHours}} horas, de lunes a sábado.',
      },
      contacted: {
        quote: {
          title: 'Estamos preparando su presupuesto',
          text: 'Ya nos hemos puesto en contacto con usted y estamos calculando el precio por unidad, el tejido, el marcaje y el plazo de su pedido. Si necesitamos algún dato más, se lo pediremos por correo electrónico.',
        },
        contact: {
          title: 'Le hemos respondido por correo electrónico',
          text: 'Nuestro equipo comercial ha respondido a su consulta por correo electrónico. Si no encuentra nuestra respuesta, revise la carpeta de correo no deseado o póngase en contacto con nosotros indicando su referencia.',
        },
      },
      quoted: {
        title: 'Le hemos enviado su presupuesto',
        text: 'Lo encontrará en su correo, con el precio por unidad, el tejido, el marcaje y el plazo de entrega. Responda a ese correo con cualquier duda o cambio. Cuando lo acepte, fabricaremos una muestra en {{sampleTime}} días para que la apruebe.',
      },
      won: {
        title: 'Su pedido está confirmado',
        text: 'Gracias por su pedido. Le iremos informando por correo electrónico de cada fase, desde la producción hasta la entrega.',
      },
      lost: {
        title: 'Esta solicitud está cerrada',
        text: 'Ya no estamos trabajando en esta solicitud. Si desea retomarla o tiene un nuevo proyecto en mente, estaremos encantados de atenderle.',
      },
    },
    contactUs: 'Contactar',
    rows: {
      productInterest: 'Tipo de producto',
      quantity: 'Cantidad',
      productTypes: 'Productos',
      productLines: 'Líneas de producto',
      pieces: 'Unidades en total',
      players: 'Jugadores de la lista',
      files: 'Archivos de diseño',
      inHandsDate: 'Fecha de entrega',
      sample: 'Muestra de preproducción',
    },
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
