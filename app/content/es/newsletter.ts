import type { NewsletterContent } from '../types'

export const newsletter: NewsletterContent = {
  confirm: {
    eyebrow: 'Boletín',
    title: 'Confirme su suscripción',
    description: 'Confirme su suscripción a nuestro boletín para compradores.',
    lead: 'Con un clic más recibirá nuestro boletín: tejidos nuevos, capacidad de producción y novedades de exportación para compradores, como máximo una vez al mes.',
    action: 'Confirmar mi suscripción',
  },
  unsubscribe: {
    eyebrow: 'Boletín',
    title: 'Darse de baja del boletín',
    description: 'Deje de recibir nuestro boletín.',
    lead: 'Pulse el botón y dejaremos de enviarle el boletín. Las consultas y solicitudes de presupuesto que nos haya enviado no se ven afectadas.',
    action: 'Darme de baja',
  },
  subscribed: {
    eyebrow: 'Boletín',
    title: 'Ya está suscrito',
    description: 'Su suscripción a nuestro boletín está confirmada.',
    lead: 'Gracias. Le hemos enviado un correo de bienvenida, y cada boletín incluye un enlace para darse de baja cuando quiera.',
  },
  unsubscribed: {
    eyebrow: 'Boletín',
    title: 'Se ha dado de baja',
    description: 'No volverá a recibir nuestro boletín.',
    lead: 'No volveremos a enviarle el boletín. Si cambia de opinión, puede suscribirse de nuevo al pie de cualquier página.',
  },
  'link-expired': {
    eyebrow: 'Boletín',
    title: 'Este enlace ya no es válido',
    description: 'El enlace del boletín ha caducado o ya se ha utilizado.',
    lead: 'Ha caducado o ya se ha utilizado. Para suscribirse, hágalo de nuevo al pie de cualquier página. Para dejar de recibir el boletín, escríbanos y eliminaremos su dirección.',
  },
  home: 'Volver al inicio',
  customDesign: 'Empezar un diseño personalizado',
}
