import type { MailStrings } from './en-mail'
import { files } from './es-mail-files'

/** Los textos de los correos que envía el servidor, en español. */
export const mail = {
  layout: {
    tagline: 'Ropa personalizada, ropa deportiva y artículos deportivos, hechos en nuestra propia fábrica',
    contactHeading: 'Contacto',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    office: 'Sede central',
    factory: 'Fábrica',
    hours: 'Horario (hora del Reino Unido)',
    weekdays: 'de lunes a viernes, de {{opens}} a {{closes}}',
    saturday: 'sábados, de {{opens}} a {{closes}}',
  },
  forms: {
    contact: 'consulta',
    quote: 'solicitud de presupuesto',
    newsletter: 'alta en el boletín',
  },
  files,
  ack: {
    subject: {
      contact: 'Hemos recibido su consulta ({{reference}})',
      quote: 'Hemos recibido su solicitud de presupuesto ({{reference}})',
    },
    preview:
      'Su referencia es {{reference}}. Nuestro equipo comercial le responderá en menos de {{replyHours}} horas.',
    greeting: 'Hola, {{name}}:',
    greetingNoName: 'Buenos días:',
    privacy: {
      subject: 'Hemos recibido su solicitud sobre protección de datos ({{reference}})',
      preview: 'Su referencia es {{reference}}. Le responderemos como tarde el {{date}}.',
      received:
        'Gracias por su mensaje sobre sus datos personales. Lo tramitamos como ejercicio de derechos o reclamación en materia de protección de datos.',
      due: 'Le responderemos como tarde el {{date}}.',
      next: [
        'Antes de responder, podemos pedirle que confirme que la solicitud es suya, para no facilitar nunca sus datos a otra persona.',
        'Le responderemos por escrito, por correo electrónico a esta dirección, en un plazo de {{privacyReplyDays}} días desde que recibimos su solicitud.',
        'Si nuestra respuesta no le satisface, puede presentar una reclamación ante la autoridad de protección de datos: la AEPD en España o la ICO en el Reino Unido.',
      ],
    },
    received: {
      contact: 'Gracias por su consulta. Ya está en manos de nuestro equipo comercial.',
      quote: 'Gracias por su solicitud de presupuesto. Ya está en manos de nuestro equipo comercial.',
    },
    referenceLabel: 'Su referencia',
    referenceHelp: 'Indíquela siempre que nos escriba o nos llame.',
    follow: 'Consulte en qué punto está su solicitud:',
    followHelp:
      'La página muestra el estado de su solicitud a medida que nuestro equipo avanza. El enlace es solo para usted: no lo comparta.',
    summaryHeading: 'Lo que ha seleccionado',
    orderCounts: {
      lines: 'Líneas de producto',
      pieces: 'Unidades en total',
      players: 'Jugadores de la lista',
    },
    nextHeading: 'Próximos pasos',
    next: {
      contact: [
        'Un gestor de cuenta de nuestro equipo comercial lee su consulta y le responde en menos de {{replyHours}} horas, de lunes a sábado.',
        'Resolvemos sus dudas y, cuando lo desee, le preparamos un presupuesto: precio por unidad, tejido, marcaje y plazo de entrega.',
        'La producción en serie tarda entre {{leadTimeFrom}} y {{leadTimeTo}} días desde que aprueba la muestra.',
      ],
      quote: [
        'Un gestor de cuenta de nuestro equipo comercial revisa su diseño y le responde en menos de {{replyHours}} horas, de lunes a sábado, con las preguntas que necesitemos hacerle.',
        'Le enviamos el presupuesto: precio por unidad, tejido, marcaje y plazo de entrega.',
        'Si lo acepta, fabricamos una muestra en un plazo de {{sampleTimeFrom}} a {{sampleTimeTo}} días para que la apruebe.',
        'La producción en serie tarda entre {{leadTimeFrom}} y {{leadTimeTo}} días desde que aprueba la muestra; después le enviamos el pedido por vía marítima, por vía aérea o por mensajería.',
      ],
    },
    replyHint:
      'Si quiere añadir algo (tallas, archivos de diseño o la fecha de entrega que necesita), basta con responder a este correo.',
    signOff: 'Un cordial saludo,',
    team: 'El equipo comercial de {{brand}}',
    notYou:
      'Ha recibido este correo porque alguien introdujo esta dirección en un formulario de {{site}}. Si no fue usted, ignórelo: no volveremos a escribirle.',
  },
  confirm: {
    subject: 'Confirme su suscripción al boletín de {{brand}}',
    preview: 'Confírmela con el botón de este correo. Hasta entonces no le enviaremos nada.',
    heading: 'Confirme su suscripción',
    text: 'Gracias por su interés en el boletín de {{brand}}: novedades en tejidos, nuevas líneas de producto y huecos libres en producción, como máximo una vez al mes.',
    action: 'Confirmar mi suscripción',
    linkHelp:
      'El botón abre una página en la que confirmará su suscripción con un clic más. El enlace solo puede usarse una vez y caduca en {{days}} días.',
    notYou:
      'Si no ha solicitado esta suscripción, ignore este correo: sin su confirmación no le daremos de alta ni volveremos a escribirle.',
  },
  welcome: {
    subject: 'Su suscripción al boletín de {{brand}} está confirmada',
    preview: 'Qué recibirá y cómo darse de baja cuando quiera.',
    heading: 'Le damos la bienvenida a nuestro boletín',
    text: 'Su suscripción está confirmada. Le escribiremos como máximo una vez al mes, con novedades en tejidos, nuevas líneas de producto y huecos libres en producción.',
    quoteHint:
      '¿Ya está preparando un pedido? Envíenos su diseño y reciba un presupuesto en menos de {{replyHours}} horas.',
    quoteAction: 'Pedir presupuesto',
    unsubscribeText: 'Puede dejar de recibir el boletín cuando quiera:',
    unsubscribe: 'darse de baja del boletín',
  },
  // The sales desk reads its notifications in English today (salesLocale); these are kept so a
  // Spanish-speaking desk can switch to them without a translation job.
  sales: {
    subject: {
      contact: 'Consulta {{reference}}',
      quote: 'Solicitud de presupuesto {{reference}}',
    },
    preview: 'Nueva {{form}} de {{who}}. Su respuesta a este correo llega directamente al comprador.',
    sampleFlag: 'muestra solicitada',
    sampleNote:
      'El cliente pide una muestra o un juego de tallas antes del pedido: qué, adónde y su importe figuran en el pedido, más abajo.',
    repeatFlag: 'repetición de {{reference}}',
    repeatNote:
      'Repite la solicitud {{reference}} («Repetir el pedido» en su página de seguimiento): sus diseños están archivados con ella.',
    heading: 'Nueva {{form}} {{reference}}',
    replyHint:
      'Responda a este correo y su respuesta llegará directamente a {{name}}. Le hemos prometido una respuesta en menos de {{replyHours}} horas, es decir, como tarde el {{due}}.',
    privacy: {
      subject: 'Solicitud sobre protección de datos {{reference}}',
      form: 'solicitud o reclamación sobre protección de datos',
      replyHint:
        'Es un ejercicio de derechos o una reclamación sobre datos personales: la ley nos da un mes para responder. Responda a este correo y su respuesta llegará directamente a {{name}}, como tarde el {{due}}.',
    },
    fieldsHeading: 'Datos que ha enviado el comprador',
    orderHeading: 'El pedido',
    originHeading: 'Cuándo y desde dónde llegó',
    received: 'Recibida (hora del Reino Unido)',
    language: 'Idioma',
    page: 'Enviada desde',
    landing: 'Primera página de la visita',
    referrer: 'Procedencia',
    campaign: 'Campaña',
    direct: 'directa o desconocida',
    languages: { en: 'inglés', es: 'español' },
    empty: '(sin indicar)',
  },
  workingTime: {
    mondayToFriday:
      'de lunes a viernes, según la hora del Reino Unido, sin contar los festivos oficiales de Inglaterra',
    mondayToSaturday:
      'de lunes a sábado, según la hora del Reino Unido, sin contar los festivos oficiales de Inglaterra',
  },
  // The weekly digest goes out in English today (salesLocale), as the sales notification does.
  digest: {
    subject_one: 'Semana del {{week}}: {{count}} contacto, {{promise}}',
    subject_other: 'Semana del {{week}}: {{count}} contactos, {{promise}}',
    promiseShare: '{{share}} respondidos a tiempo',
    promiseNone: 'ningún plazo de respuesta vencido',
    preview:
      'Contactos recibidos, el compromiso de respuesta en {{replyHours}} horas y lo que está fuera de plazo, de la semana del {{week}}.',
    tagline: 'Informe semanal de ventas',
    footer:
      'Se envía cada lunes por la mañana a las direcciones indicadas en REPORTS_DIGEST_TO. Las horas laborables se cuentan {{workingTime}}.',
    heading: 'Semana del {{week}}',
    received: 'Contactos recibidos',
    answeredInTime: 'Respondidos en un plazo de {{replyHours}} horas laborables',
    kept: '{{share}} ({{kept}} de {{due}})',
    noneDue: 'No vencía el plazo de ninguna respuesta',
    medianReply: 'Mediana del tiempo de respuesta',
    p90Reply: 'Percentil 90 del tiempo de respuesta',
    overdueNow: 'Fuera de plazo ahora',
    overdueHeading: 'Contactos fuera de plazo',
    noneOverdue: 'Ninguno: todos los contactos cuyo plazo ha vencido tienen respuesta.',
    overdueLead: '{{form}} recibida el {{time}}',
    more: 'Y {{count}} más en la bandeja de entrada.',
    sourcesHeading: 'Principales procedencias',
    noLeads: 'No ha llegado ningún contacto.',
    open: 'Abrir los informes',
  },
} satisfies MailStrings
