import type { PressContent } from '../types/info-pages'

export const press = {
  page: {
    title: 'Prensa',
    heading: 'Sala de prensa',
    description:
      'Contacto de prensa, datos de la empresa y dosier de prensa para periodistas y colaboradores.',
  },
  header: {
    eyebrow: 'Prensa y medios',
    lead: '¿Prepara un artículo sobre la fabricación de ropa deportiva, el abastecimiento ético o la industria de {{factoryCity}}? Nuestro departamento de prensa organiza entrevistas y visitas a la fábrica, y le facilita imágenes y datos.',
  },
  contact: {
    title: 'Contacto de prensa',
    text: 'Periodistas, redactores e investigadores: escriban a nuestro departamento de prensa. Respondemos a las solicitudes de prensa en menos de {{pressReplyHours}} horas en días laborables.',
    emailLabel: 'Escribir a prensa',
  },
  kit: {
    title: 'Dosier de prensa',
    text: 'Lo esencial para un reportaje o una noticia, en una sola descarga:',
    contents: [
      'Nuestro logotipo (SVG y PNG)',
      'Ficha de la empresa en inglés y en español (PDF)',
      'Certificados con su número y su validez (CSV)',
    ],
    more: 'Las fotografías de la fábrica, los retratos y las entrevistas se gestionan a través del departamento de prensa.',
    moreLabel: 'Pedir fotografías',
  },
  sheet: {
    title: 'Ficha de la empresa',
    figures: 'Datos clave',
    contact: 'Contacto de prensa',
    offices: 'Oficinas',
    certificates: 'Certificados',
    checkAt: 'Verificación con la entidad emisora:',
  },
  facts: {
    eyebrow: 'Datos clave',
    title: '{{brand}} en cifras',
    intro: 'Datos que puede citar, actualizados por nuestro departamento de prensa.',
    items: [
      { label: 'Fundación', value: '{{foundedYear}}' },
      { label: 'Sede central (Reino Unido)', value: '{{ukCity}}' },
      { label: 'Fábrica propia (Pakistán)', value: '{{factoryCity}}' },
      { label: 'Capacidad mensual (unidades)', value: '{{capacityTile}}' },
      { label: 'Certificación', value: '{{certification}}' },
      { label: 'Países atendidos', value: '{{countriesTile}}' },
    ],
  },
  boilerplate: {
    title: 'Acerca de {{brand}}',
    text: '{{legalName}} fabrica ropa deportiva, ropa de fitness, ropa casual y artículos deportivos personalizados para equipos, colegios, marcas, minoristas y mayoristas. Fundada en {{foundedYear}}, dirige su actividad desde la sede central de {{ukCity}} y fabrica cada pedido en su propia fábrica de {{factoryCity}} (Pakistán), conforme a {{standards}}. Ha entregado {{products}} a {{clients}} clientes de {{countries}} países.',
  },
  cta: {
    title: '¿Prepara un reportaje sobre la fábrica?',
    text: 'Recorra la planta de producción en nuestra visita virtual o contacte con nosotros para organizar una visita a {{factoryCity}}.',
    primary: 'Ver la visita virtual',
    secondary: 'Contactar',
  },
} satisfies PressContent
