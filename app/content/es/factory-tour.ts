import type { ContentBuilder, FactoryTourContent } from '../types/info-pages'

const play = 'Iniciar la visita'

export const factoryTour: ContentBuilder<FactoryTourContent> = (f) => ({
  header: {
    eyebrow: `Dentro de nuestra fábrica de ${f.factoryCity}`,
    lead: `Vea dónde se fabricará su pedido antes de hacerlo: desde las mesas de corte hasta la inspección final, cada fase se lleva a cabo en nuestra propia fábrica de ${f.factoryCity} (Pakistán), gestionada desde nuestra sede de ${f.ukCity}.`,
  },
  video: {
    eyebrow: 'Visita virtual',
    title: 'Recorra la planta de producción',
    intro:
      'Una presentación guiada de nuestros departamentos de corte, confección, marcaje, control de calidad y embalaje.',
    frameTitle: `Visita virtual a la fábrica de ${f.brand}`,
    play,
    caption: `La presentación se carga desde un servicio externo al pulsar «${play}».`,
  },
  facts: [
    { label: 'Unidades al mes', value: f.tiles.capacity },
    { label: 'Días para una muestra', value: f.sampleTime },
    { label: 'Días de producción', value: f.leadTime },
    { label: 'Tasa de aceptación en inspección final', value: f.qualityRate },
  ],
  cards: {
    eyebrow: 'Lo que verá',
    title: 'Maquinaria, personas y estándares',
    intro: 'Lo que un comprador revisa en una auditoría de fábrica, a la vista de todos.',
    items: [
      {
        icon: 'cog',
        title: 'Maquinaria moderna',
        text: `Corte por ordenador, máquinas planas, remalladoras y recubridoras, prensas de sublimación y bordadoras multicabezal, con capacidad para ${f.capacity} unidades al mes.`,
      },
      {
        icon: 'users',
        title: 'Personal cualificado',
        text: `Maquinistas de confección, patronistas, estampadores e inspectores de calidad con experiencia, muchos de ellos con nosotros casi desde que abrimos en ${f.foundedYear}, formados para trabajar según su ficha técnica y la muestra aprobada.`,
      },
      {
        icon: 'shield-check',
        title: 'Ética y seguridad',
        text: `Salarios justos, horarios fijos, cero trabajo infantil y una planta segura y bien ventilada, auditada conforme a ${f.standards}.`,
      },
    ],
  },
  cta: {
    title: '¿Listo para llevar su diseño a producción?',
    text: `Envíenos su diseño y tendrá una muestra en ${f.sampleTime} días, o hable con nuestro equipo sobre capacidad para su próxima temporada.`,
    primary: 'Empezar un diseño personalizado',
    secondary: 'Contactar con nuestro equipo',
  },
})
