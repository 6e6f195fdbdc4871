import type { ContactContent } from '../types'

export const contact = {
  page: {
    title: 'Contacto',
    heading: 'Contacto',
    description:
      'Contacte con nuestra sede central en el Reino Unido o con la fábrica de Sialkot (Pakistán). Envíenos su consulta y le responderemos en menos de {{replyHours}} horas.',
  },
  eyebrow: 'Contacto',
  title: 'Solicite un presupuesto o consúltenos',
  text: 'Use el formulario, llámenos o escríbanos por WhatsApp. Los presupuestos y la gestión de cuentas se llevan desde nuestra sede en el Reino Unido; las muestras y la producción, desde nuestra propia fábrica de Sialkot.',
  detailsTitle: 'Datos de contacto',
  offices: { uk: 'Sede central (Reino Unido)', factory: 'Fábrica (Pakistán)' },
  labels: {
    phone: 'Teléfono',
    fax: 'Fax',
    email: 'Correo electrónico',
    website: 'Sitio web',
    hours: 'Horario de atención',
  },
  days: { weekdays: 'De lunes a viernes', saturday: 'Sábados', sunday: 'Domingos' },
  closed: 'Cerrado',
  timeZoneNote: 'hora del Reino Unido',
  callNow: 'Llamar ahora',
  liveChat: 'Chat en directo por WhatsApp',
  newTab: '(se abre en una pestaña nueva)',
  officeCards: {
    eyebrow: 'Nuestras sedes',
    title: 'Dos sedes, un solo equipo',
    intro:
      'Las cuestiones comerciales se gestionan en Londres; las de producción pueden ir directamente a la fábrica. En ambos casos, un único gestor de cuenta sigue su pedido.',
    uk: {
      title: 'Sede central en el Reino Unido',
      text: 'Presupuestos, contratos, facturación y gestión de cuentas para compradores del Reino Unido, Europa, América y Australia.',
    },
    factory: {
      title: 'Fábrica de Sialkot',
      text: 'Muestras, producción, control de calidad y expedición. Visitas y auditorías con cita previa, y una visita virtual en esta web.',
    },
  },
} satisfies ContactContent
