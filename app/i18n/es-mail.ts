import type { MailStrings } from './en-mail'

/** Los textos de los correos que envía el servidor, en español. */
export const mail = {
  layout: {
    tagline:
      'Ropa personalizada, ropa deportiva y artículos deportivos, fabricados en nuestra propia fábrica',
    contactHeading: 'Contacto',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    office: 'Oficina central (Reino Unido)',
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
  ack: {
    subject: {
      contact: 'Hemos recibido su consulta ({{reference}})',
      quote: 'Hemos recibido su solicitud de presupuesto ({{reference}})',
    },
    preview:
      'Su referencia es {{reference}}. Nuestro equipo comercial le responde en menos de {{hours}} horas.',
    greeting: 'Hola, {{name}}:',
    greetingNoName: 'Hola:',
    received: {
      contact: 'Gracias por su consulta. Ya la tiene nuestro equipo comercial.',
      quote: 'Gracias por su solicitud de presupuesto. Ya la tiene nuestro equipo comercial.',
    },
    referenceLabel: 'Su referencia',
    referenceHelp: 'Indíquela siempre que nos escriba o nos llame por esta solicitud.',
    summaryHeading: 'Lo que nos ha consultado',
    nextHeading: 'Próximos pasos',
    next: {
      contact: [
        'Una persona de nuestro equipo comercial lee su consulta y le responde en menos de {{hours}} horas, de lunes a sábado.',
        'Resolvemos sus dudas y, cuando lo desee, le preparamos un presupuesto: precio por unidad, tejido, marcaje y plazo de entrega.',
        'La producción tarda entre {{leadFrom}} y {{leadTo}} días una vez aprobada la muestra.',
      ],
      quote: [
        'Una persona de nuestro equipo comercial revisa su diseño y le responde en menos de {{hours}} horas, de lunes a sábado, con las preguntas que tenga.',
        'Recibe un presupuesto: precio por unidad, tejido, marcaje y plazo de entrega.',
        'Si lo acepta, fabricamos una muestra en un plazo de {{sampleFrom}} a {{sampleTo}} días para que la apruebe.',
        'La producción tarda entre {{leadFrom}} y {{leadTo}} días una vez aprobada la muestra; después enviamos por vía marítima, aérea o por mensajería.',
      ],
    },
    replyHint:
      'Si quiere añadir algo (tallas, archivos de diseño o una fecha de entrega), basta con responder a este correo.',
    signOff: 'Un cordial saludo,',
    team: 'El equipo comercial de {{brand}}',
    notYou:
      'Recibe este correo porque esta dirección se introdujo en un formulario de {{site}}. Si no fue usted, ignórelo: no volveremos a escribirle.',
  },
  confirm: {
    subject: 'Confirme su suscripción al boletín de {{brand}}',
    preview: 'Basta un clic para confirmarla. No le enviaremos nada hasta entonces.',
    heading: 'Confirme su suscripción',
    text: 'Gracias por suscribirse al boletín de {{brand}}: tejidos nuevos, capacidad de producción y novedades de exportación para compradores, como máximo una vez al mes.',
    action: 'Confirmar mi suscripción',
    linkHelp:
      'El botón abre una página donde la confirma con un clic más. El enlace solo sirve una vez y caduca en {{days}} días.',
    notYou: 'Si no se ha suscrito, ignore este correo: no quedará suscrito y no volveremos a escribirle.',
  },
  welcome: {
    subject: 'Ya está suscrito al boletín de {{brand}}',
    preview: 'Qué recibirá y cómo darse de baja cuando quiera.',
    heading: 'Bienvenido a nuestro boletín',
    text: 'Su suscripción está confirmada. Le escribiremos como máximo una vez al mes, con tejidos nuevos, capacidad de producción y novedades de exportación para compradores.',
    quoteHint:
      '¿Ya está preparando un pedido? Envíenos su diseño y reciba un presupuesto en menos de {{hours}} horas.',
    quoteAction: 'Pedir presupuesto',
    unsubscribeText: 'Puede darse de baja cuando quiera:',
    unsubscribe: 'darse de baja',
  },
  sales: {
    subject: {
      contact: 'Consulta {{reference}}',
      quote: 'Solicitud de presupuesto {{reference}}',
    },
    preview: 'Nueva {{form}} de {{who}}. Responda para contestar directamente al comprador.',
    heading: 'Nueva {{form}} {{reference}}',
    replyHint:
      'Responda a este correo para contestar directamente a {{name}}. Prometimos una respuesta en menos de {{hours}} horas: antes del {{due}}.',
    fieldsHeading: 'Lo que envió el comprador',
    originHeading: 'De dónde llegó',
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
} satisfies MailStrings
