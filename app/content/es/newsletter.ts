import type { NewsletterContent } from '../types'

export const newsletter = {
  confirm: {
    eyebrow: 'Boletín',
    title: 'Confirme su suscripción',
    description: 'Confirme su suscripción a nuestro boletín para compradores.',
    lead: 'Solo falta un clic para recibir nuestro boletín: novedades en tejidos, nuevas líneas de producto y huecos libres en producción, como máximo una vez al mes.',
    action: 'Confirmar mi suscripción',
  },
  unsubscribe: {
    eyebrow: 'Boletín',
    title: 'Darse de baja del boletín',
    description: 'Deje de recibir nuestro boletín.',
    lead: 'Pulse el botón y dejaremos de enviarle el boletín. Esto no afecta a las consultas ni a las solicitudes de presupuesto que nos haya enviado.',
    action: 'Darme de baja',
  },
  subscribed: {
    eyebrow: 'Boletín',
    title: 'Suscripción confirmada',
    description: 'Su suscripción a nuestro boletín está confirmada.',
    lead: 'Gracias. Le hemos enviado un correo de bienvenida. Cada boletín incluye un enlace para darse de baja cuando quiera.',
  },
  unsubscribed: {
    eyebrow: 'Boletín',
    title: 'Se ha dado de baja',
    description: 'No volverá a recibir nuestro boletín.',
    lead: 'No volveremos a enviarle el boletín. Si cambia de opinión, puede volver a suscribirse desde el pie de cualquier página.',
  },
  'link-expired': {
    eyebrow: 'Boletín',
    title: 'Este enlace ya no es válido',
    description: 'El enlace del boletín ha caducado o ya se ha utilizado.',
    lead: 'Ha caducado o ya se ha utilizado. Si quería suscribirse, vuelva a hacerlo desde el pie de cualquier página. Si quería dejar de recibir el boletín, escríbanos y eliminaremos su dirección.',
  },
  home: 'Volver al inicio',
  customDesign: 'Empezar un diseño personalizado',
} satisfies NewsletterContent
