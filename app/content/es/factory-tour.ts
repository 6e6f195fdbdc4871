import type { FactoryTourWords } from '../types/factory-tour'

export const factoryTour = {
  page: {
    title: 'Visita virtual a la fábrica',
    heading: 'Visita virtual a la fábrica',
    description:
      'Recorra virtualmente nuestra fábrica de Sialkot: la maquinaria, el equipo humano y las normas con las que fabricamos cada pedido.',
  },
  header: {
    eyebrow: 'Dentro de nuestra fábrica de {{factoryCity}}',
    lead: 'Vea dónde se fabricaría su pedido antes de encargarlo: desde las mesas de corte hasta la inspección final, cada fase se lleva a cabo en nuestra propia fábrica de {{factoryCity}} (Pakistán), gestionada desde nuestra sede de {{ukCity}}.',
  },
  video: {
    eyebrow: 'Visita virtual',
    title: 'Recorra la planta de producción',
    intro:
      'Una presentación guiada de nuestros departamentos de corte, confección, marcaje, control de calidad y embalaje.',
    frameTitle: 'Visita virtual a la fábrica de {{brand}}',
    play: 'Iniciar la visita',
    caption: 'La presentación se carga desde un servicio externo al pulsar «Iniciar la visita».',
  },
  facts: [
    { label: 'Unidades al mes', value: '{{capacityTile}}' },
    { label: 'Días para una muestra', value: '{{sampleTime}}' },
    { label: 'Días de producción', value: '{{leadTime}}' },
    { label: 'Tasa de aceptación en inspección final', value: '{{qualityRate}}' },
  ],
  cards: {
    eyebrow: 'Lo que verá',
    title: 'Maquinaria, personas y normas',
    intro: 'Lo que un comprador revisa en una auditoría de fábrica, a la vista de todos.',
    items: {
      machinery: {
        title: 'Maquinaria moderna',
        text: 'Corte por ordenador, máquinas planas, remalladoras y recubridoras, prensas de sublimación y bordadoras multicabezal, con capacidad para {{capacity}} unidades al mes.',
      },
      people: {
        title: 'Personal cualificado',
        text: 'Maquinistas de confección, patronistas, estampadores e inspectores de calidad con experiencia, muchos de ellos con nosotros casi desde que abrimos en {{foundedYear}}, formados para trabajar según su ficha técnica y la muestra aprobada.',
      },
      standards: {
        title: 'Ética y seguridad',
        text: 'Salarios justos, horarios fijos, cero trabajo infantil y una planta segura y bien ventilada, auditada conforme a {{standards}}.',
      },
    },
  },
  cta: {
    title: '¿Listo para llevar su diseño a producción?',
    text: 'Envíenos su diseño y tendrá una muestra en {{sampleTime}} días, o hable con nuestro equipo sobre capacidad para su próxima temporada.',
    primary: 'Empezar un diseño personalizado',
    secondary: 'Contactar con nuestro equipo',
  },
} satisfies FactoryTourWords
