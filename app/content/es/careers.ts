import type { CareersContent, ContentBuilder } from '../types/info-pages'

export const careers: ContentBuilder<CareersContent> = (f) => ({
  header: {
    eyebrow: `Trabajar en ${f.brand}`,
    lead: `Forme parte del equipo que fabrica la ropa de clubes, colegios y marcas de ${f.countries} países. Somos un equipo unido, repartido entre nuestra sede de ${f.ukCity} y nuestra propia fábrica de ${f.factoryCity}, y contratamos por talento y compromiso.`,
  },
  reasons: {
    eyebrow: 'Por qué trabajar con nosotros',
    title: 'Un fabricante que invierte en su gente',
    intro:
      'Cosa, corte, inspeccione, diseñe o gestione clientes, su trabajo acaba en un campo, en una pista o en el patio de un colegio.',
    items: [
      {
        icon: 'factory',
        title: 'Fábrica propia, sin intermediarios',
        text: `Corte, confección, estampación, bordado y embalaje se hacen bajo un mismo techo en ${f.factoryCity}, así que verá cada producto desde el patrón hasta la caja.`,
      },
      {
        icon: 'map-pin',
        title: 'Dos sedes, un solo equipo',
        text: `Los gestores de cuenta de ${f.ukCity} y el personal de producción de ${f.factoryCity} trabajan cada día en los mismos pedidos, con visitas frecuentes entre ambas sedes.`,
      },
      {
        icon: 'hard-hat',
        title: 'Un entorno seguro y justo',
        text: `Salarios justos, horarios fijos, horas extra remuneradas y una planta segura y bien iluminada, auditada conforme a ${f.standards}.`,
      },
      {
        icon: 'graduation-cap',
        title: 'Formación y promoción',
        text: 'Formación estructurada en maquinaria, control de calidad y patronaje, y una trayectoria clara de operario a jefe de línea y más allá.',
      },
      {
        icon: 'globe',
        title: 'Trabaje para marcas internacionales',
        text: `Su trabajo llega a clubes locales y a marcas de ${f.regions}: llevamos ${f.products} entregados a ${f.clients} clientes.`,
      },
      {
        icon: 'hand-heart',
        title: 'Un equipo que se queda',
        text: `Muchos de nuestros maquinistas y jefes de línea están con nosotros casi desde que abrimos en ${f.foundedYear}. Siempre damos prioridad a la promoción interna.`,
      },
    ],
  },
  openings: {
    eyebrow: 'Ofertas de empleo',
    title: 'Vacantes actuales',
    status: 'Sin vacantes en este momento',
    text: 'Ahora mismo no tenemos puestos abiertos, pero siempre nos interesa conocer a maquinistas, patronistas, inspectores de calidad, técnicos de producto y gestores de cuenta con experiencia.',
    apply: 'Envíenos su CV',
    note: 'Indique el puesto y la sede que le interesan. Conservamos su CV durante doce meses y nos pondremos en contacto con usted cuando se abra una vacante acorde a su perfil.',
  },
  teams: {
    title: 'Equipos en los que contratamos',
    items: [
      `Confección y costura (${f.factoryCity})`,
      `Corte y patronaje (${f.factoryCity})`,
      `Estampación y bordado (${f.factoryCity})`,
      `Control de calidad (${f.factoryCity})`,
      `Seguimiento de pedidos y gestión de cuentas (${f.ukCity})`,
      `Diseño y muestras (${f.ukCity} y ${f.factoryCity})`,
    ],
  },
  cta: {
    title: 'Conozca dónde trabajaría',
    text: 'Recorra nuestra planta de producción en la visita virtual a la fábrica o descubra cómo trabajamos con nuestros clientes.',
    primary: 'Ver la visita virtual',
    secondary: 'Ver quiénes somos',
  },
})
