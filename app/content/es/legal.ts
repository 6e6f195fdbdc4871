import type { LegalContent } from '../types/legal-pages'

export const legal = {
  page: {
    title: 'Aviso legal',
    heading: 'Aviso legal',
    description:
      'Quiénes somos: denominación social, número de registro, domicilio social, número de IVA y datos de contacto, con las condiciones de uso de este sitio web.',
  },
  header: {
    eyebrow: 'Información legal',
    lead: 'Quién es el titular de este sitio web, cómo contactar con nosotros y en qué condiciones puede utilizar el sitio.',
  },
  identity: {
    eyebrow: 'Quiénes somos',
    title: 'Datos identificativos',
    intro:
      'El titular de este sitio web es {{legalName}}, sociedad inscrita en el Reino Unido con fábrica propia en {{factoryCity}}.',
    labels: {
      registeredName: 'Denominación social',
      tradingName: 'Nombre comercial',
      registeredIn: 'Inscripción registral',
      companyNumber: 'Número de sociedad',
      registeredOffice: 'Domicilio social',
      vatNumber: 'Número de IVA',
      eori: 'Número EORI',
      directors: 'Administradores',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      factory: 'Fábrica',
    },
  },
  prose: {
    spain: {
      title: 'Información exigida por la LSSI-CE',
      paragraphs: [
        'En cumplimiento del artículo 10 de la Ley 34/2002, de 11 de julio, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE), los datos anteriores recogen la denominación social del titular, sus datos de inscripción registral, su domicilio social, su número de IVA y los medios para contactar con él, incluida su dirección de correo electrónico.',
        'Atendemos consultas, presupuestos y pedidos en español y en inglés.',
      ],
    },
    intellectualProperty: {
      title: 'Propiedad intelectual e industrial',
      paragraphs: [
        'Los textos, fotografías, diseños, logotipos y la marca {{brand}} de este sitio web pertenecen a {{legalName}} o se utilizan con autorización de sus titulares. Puede consultar, imprimir y compartir sus páginas para fines profesionales propios, por ejemplo para preparar un pedido; cualquier otra reproducción, publicación o uso de la marca requiere nuestro consentimiento por escrito.',
        'Los diseños, logotipos y archivos gráficos que nos envíe siguen siendo suyos. Solo los utilizamos para elaborar el presupuesto, fabricar las muestras y producir su pedido, y nunca para fabricar productos para terceros.',
      ],
    },
    termsOfUse: {
      title: 'Condiciones de uso',
      paragraphs: [
        'Estas condiciones se aplican a toda persona que utilice este sitio web. Al usarlo, las acepta; si no está de acuerdo con ellas, le rogamos que no lo utilice.',
        'Procuramos que la información del sitio sea exacta y esté actualizada, pero describe nuestros productos y servicios con carácter general. Los precios, cantidades, plazos de fabricación y fechas de entrega solo nos vinculan en los términos de un presupuesto escrito y de la confirmación del pedido, conforme a nuestras condiciones generales de venta.',
        'No utilice el sitio ni sus formularios para enviar contenidos ilícitos o dañinos, o que no tenga derecho a enviar, ni para intentar acceder a partes del sitio que no están destinadas a usted. Podemos bloquear cualquier acceso que ponga en riesgo el sitio o a sus usuarios.',
        'Los enlaces a otros sitios web, como nuestros perfiles en redes sociales o las plataformas de vídeo, se ofrecen por comodidad: no somos responsables de sus contenidos ni del tratamiento que hagan de sus datos.',
      ],
    },
  },
} satisfies LegalContent
