import type { CareersWords } from '../types/careers'

export const careers = {
  page: {
    title: 'Empleo en fabricación de ropa deportiva',
    heading: 'Trabaje con nosotros',
    description:
      'Desarrolle su carrera en la fabricación de ropa deportiva con nuestros equipos del Reino Unido y de Sialkot.',
  },
  header: {
    eyebrow: 'Trabajar en {{brand}}',
    lead: 'Forme parte del equipo que fabrica la ropa de clubes, colegios y marcas de {{countries}} países. Somos un equipo unido, repartido entre nuestra sede de {{ukCity}} y nuestra propia fábrica de {{factoryCity}}, y contratamos por talento y compromiso.',
  },
  reasons: {
    eyebrow: 'Por qué trabajar con nosotros',
    title: 'Un fabricante que invierte en su gente',
    intro:
      'Cosa, corte, inspeccione, diseñe o gestione clientes, su trabajo acaba en un campo, en una pista o en el patio de un colegio.',
    items: {
      ownFactory: {
        title: 'Fábrica propia, sin intermediarios',
        text: 'Corte, confección, estampación, bordado y embalaje se hacen bajo un mismo techo en {{factoryCity}}, así que verá cada producto desde el patrón hasta la caja.',
      },
      twoSites: {
        title: 'Dos sedes, un solo equipo',
        text: 'Los gestores de cuenta de {{ukCity}} y el personal de producción de {{factoryCity}} trabajan cada día en los mismos pedidos, con visitas frecuentes entre ambas sedes.',
      },
      safeWorkplace: {
        title: 'Un entorno seguro y justo',
        text: 'Salarios justos, horarios fijos, horas extra remuneradas y una planta segura y bien iluminada, auditada conforme a {{standards}}.',
      },
      training: {
        title: 'Formación y promoción',
        text: 'Formación estructurada en maquinaria, control de calidad y patronaje, y una trayectoria clara de operario a jefe de línea y más allá.',
      },
      internationalWork: {
        title: 'Trabaje para marcas internacionales',
        text: 'Su trabajo llega a clubes locales y a marcas de {{regions}}: llevamos {{products}} entregados a {{clients}} clientes.',
      },
      longService: {
        title: 'Un equipo que se queda',
        text: 'Muchos de nuestros maquinistas y jefes de línea están con nosotros casi desde que abrimos en {{foundedYear}}. Siempre damos prioridad a la promoción interna.',
      },
    },
  },
  openings: {
    eyebrow: 'Ofertas de empleo',
    title: 'Vacantes actuales',
    status: 'Sin vacantes en este momento',
    text: 'Ahora mismo no tenemos puestos abiertos, pero siempre nos interesa conocer a maquinistas, patronistas, inspectores de calidad, técnicos de producto y gestores de cuenta con experiencia.',
    apply: 'Enviar el CV',
    note: 'Indique el puesto y la sede que le interesan. Conservamos su CV durante doce meses y nos pondremos en contacto con usted cuando se abra una vacante acorde a su perfil.',
  },
  teams: {
    title: 'Equipos en los que contratamos',
    items: [
      'Confección y costura ({{factoryCity}})',
      'Corte y patronaje ({{factoryCity}})',
      'Estampación y bordado ({{factoryCity}})',
      'Control de calidad ({{factoryCity}})',
      'Seguimiento de pedidos y gestión de cuentas ({{ukCity}})',
      'Diseño y muestras ({{ukCity}} y {{factoryCity}})',
    ],
  },
  cta: {
    title: 'Conozca dónde trabajaría',
    text: 'Recorra nuestra planta de producción en la visita virtual a la fábrica o descubra cómo trabajamos con nuestros clientes.',
    primary: 'Ver la visita virtual',
    secondary: 'Ver quiénes somos',
  },
} satisfies CareersWords
