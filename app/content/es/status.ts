import type { StatusContent } from '../types'

export const status = {
  title: 'Estado de su solicitud',
  description: 'En qué punto está su consulta o solicitud de presupuesto con nuestro equipo comercial.',
  eyebrow: 'Estado de la solicitud',
  heading: { contact: 'Su consulta', quote: 'Su solicitud de presupuesto' },
  reference: 'Su referencia',
  received: 'Fecha de recepción',
  progressHeading: 'En qué punto está',
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
  orderAgain: {
    heading: 'Repetir el pedido',
    text: 'Abra el formulario de pedido con las líneas, las tallas y la lista de jugadores de esta solicitud, cambie lo que necesite y envíelo como una nueva solicitud de presupuesto. Los diseños quedan archivados con esta.',
    action: 'Repetir el pedido',
  },
  sentHeading: 'Lo que nos ha enviado',
  sentNote: 'Un resumen de lo que ha elegido. Lo que ha escrito solo lo lee nuestro equipo comercial.',
  rows: {
    productInterest: 'Tipo de producto',
    quantity: 'Cantidad',
    productTypes: 'Productos',
    styles: 'Referencias de modelo',
    productLines: 'Líneas de producto',
    pieces: 'Unidades en total',
    players: 'Jugadores de la lista',
    files: 'Archivos de diseño',
    inHandsDate: 'Fecha de entrega',
    sample: 'Muestra o juego de tallas antes del pedido',
  },
  helpHeading: '¿Alguna duda?',
  helpText: 'Responda a cualquiera de nuestros correos, o escríbanos o llámenos indicando su referencia.',
  privacy:
    'Esta página es privada: solo puede abrirla quien tenga el enlace, y no muestra nombres, direcciones ni mensajes.',
} satisfies StatusContent
