import type { ContentBuilder, PressContent } from '../types/info-pages'

export const press: ContentBuilder<PressContent> = (f) => ({
  header: {
    eyebrow: 'Prensa y medios',
    lead: `¿Prepara un artículo sobre la fabricación de ropa deportiva, el abastecimiento ético o la industria de ${f.factoryCity}? Nuestro departamento de prensa organiza entrevistas y visitas a la fábrica, y le facilita imágenes y datos.`,
  },
  contact: {
    title: 'Contacto de prensa',
    text: `Periodistas, redactores e investigadores: escriban a nuestro departamento de prensa. Respondemos a las solicitudes de prensa en menos de ${f.pressReplyHours} horas en días laborables.`,
    emailLabel: 'Escribir a prensa',
  },
  kit: {
    title: 'Dosier de prensa',
    text: 'Todo lo necesario para un reportaje o una noticia, en una sola descarga.',
    contents: [
      'Logotipos en color y monocromo (SVG, PNG)',
      'Fotografías de la fábrica y de la producción',
      'Ficha de empresa y texto institucional',
      'Biografías y retratos del equipo directivo',
    ],
    button: 'Descargar ahora',
    alert:
      'La descarga del dosier de prensa aún no está disponible. Escriba a nuestro departamento de prensa y se lo enviaremos.',
  },
  facts: {
    eyebrow: 'Datos clave',
    title: `${f.brand} en cifras`,
    intro: 'Datos que puede citar, actualizados por nuestro departamento de prensa.',
    items: [
      { label: 'Fundación', value: f.foundedYear },
      { label: 'Sede central (Reino Unido)', value: f.ukCity },
      { label: 'Fábrica propia (Pakistán)', value: f.factoryCity },
      { label: 'Capacidad mensual (unidades)', value: f.tiles.capacity },
      { label: 'Certificación', value: f.certification },
      { label: 'Países atendidos', value: f.tiles.countries },
    ],
  },
  boilerplate: {
    title: `Acerca de ${f.brand}`,
    text: `${f.legalName} fabrica ropa deportiva, ropa de fitness, ropa casual y artículos deportivos personalizados para equipos, colegios, marcas, minoristas y mayoristas. Fundada en ${f.foundedYear}, dirige su actividad desde la sede central de ${f.ukCity} y fabrica cada pedido en su propia fábrica de ${f.factoryCity} (Pakistán), conforme a ${f.standards}. Ha entregado ${f.products} a ${f.clients} clientes de ${f.countries} países.`,
  },
  cta: {
    title: '¿Prepara un reportaje sobre la fábrica?',
    text: `Recorra la planta de producción en nuestra visita virtual o contacte con nosotros para organizar una visita a ${f.factoryCity}.`,
    primary: 'Ver la visita virtual',
    secondary: 'Contactar',
  },
})
