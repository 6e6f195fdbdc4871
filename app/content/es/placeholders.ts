import type { PlaceholdersWords } from '../types/placeholders'

export const placeholders = {
  finishing: {
    page: {
      title: 'Acabado, control y embalaje',
      heading: 'Acabado, control y embalaje',
      description:
        'Etiquetado, control de calidad y embalaje: así terminamos cada pedido personalizado antes de que salga de nuestra fábrica de Sialkot.',
    },
    header: {
      eyebrow: 'Después de la última puntada',
      lead: 'El acabado decide cómo luce su producto en tienda y en el terreno de juego. En {{factoryCity}} etiquetamos, inspeccionamos y embalamos cada pedido en nuestras propias instalaciones, con procedimientos {{certification}}, antes de que salga de fábrica.',
    },
    cards: {
      eyebrow: 'Nuestra línea de acabado',
      title: 'Tres pasos entre la producción y su almacén',
      intro: 'Cada uno se define en su ficha de pedido y se aprueba en la muestra de preproducción.',
      items: {
        labelling: {
          title: 'Etiquetado',
          text: 'Etiquetas tejidas de cuello, etiquetas termoadhesivas impresas, etiquetas de composición y cuidado en los idiomas que exigen sus mercados, etiquetas colgantes y adhesivos de talla con código de barras, todo con su marca.',
        },
        inspection: {
          title: 'Control de calidad',
          text: 'Controles durante la confección e inspección final AQL de medidas, costuras, estampado y color frente a la muestra aprobada. Nuestra tasa de aceptación en inspección final es del {{qualityRate}}.',
        },
        packing: {
          title: 'Embalaje',
          text: 'Cada unidad se dobla según sus indicaciones y se embolsa individualmente, se clasifica por talla o por nombre y dorsal, y se embala en cajas de exportación con sus marcas de expedición (shipping marks) y una lista de embalaje por caja.',
        },
      },
    },
    cta: {
      title: 'Defina sus etiquetas y su embalaje',
      text: 'Envíenos su diseño e indíquenos cómo etiquetar y embalar cada producto. Lo incluimos en su muestra y en su presupuesto.',
      primary: 'Empezar un diseño personalizado',
      secondary: 'Contactar con nuestro equipo',
    },
  },
  payments: {
    page: {
      title: 'Formas de pago',
      heading: 'Pagos',
      description:
        'Pague su pedido de fabricación con tarjeta, transferencia bancaria o pasarela de pago, de forma segura y desde cualquier país.',
    },
    header: {
      eyebrow: 'El pago de su pedido',
      lead: 'Condiciones claras acordadas antes de producir: un anticipo para reservar su turno de producción y el tejido, y el resto antes del envío, de la forma que mejor convenga a su departamento financiero.',
    },
    cards: {
      eyebrow: 'Cómo puede pagar',
      title: 'Pague con los medios habituales de su empresa',
      intro:
        'Compradores de {{countries}} países nos pagan cada mes. Todas las facturas las emite {{legalName}}.',
      items: {
        methods: {
          title: 'Varios métodos de pago',
          text: 'Las principales tarjetas de crédito y débito, transferencia bancaria a nuestra cuenta de empresa en el Reino Unido y pasarelas de pago por internet para muestras y pequeñas reposiciones.',
        },
        security: {
          title: 'Transacciones seguras',
          text: 'Los pagos con tarjeta se procesan con proveedores certificados PCI DSS mediante conexiones cifradas. Nunca vemos ni guardamos el número de su tarjeta, y confirmamos los datos bancarios por teléfono.',
        },
        international: {
          title: 'Pagos internacionales',
          text: 'Facturas en GBP, EUR o USD, con factura proforma para su banco. Aceptamos transferencias internacionales SWIFT desde cualquier país al que enviamos.',
        },
      },
    },
    cta: {
      title: '¿Necesita una factura proforma?',
      text: 'Indíquenos cantidades y divisa, y le enviamos un presupuesto con las condiciones de pago para su aprobación.',
      primary: 'Pedir presupuesto',
      secondary: 'Ver las preguntas frecuentes',
    },
  },
  delivery: {
    page: {
      title: 'Entrega y envíos',
      heading: 'Entrega y envíos',
      description:
        'Envíos a todo el mundo por mar, aire y mensajería con transportistas internacionales, plazos estimados y número de seguimiento.',
    },
    header: {
      eyebrow: 'De {{factoryCity}} a su puerta',
      lead: 'Enviamos los pedidos terminados a {{regions}}, entre otros destinos, por {{shippingModes}}, con la documentación aduanera preparada.',
    },
    cards: {
      eyebrow: 'Cómo enviamos',
      title: 'Envíos con los que puede planificar la temporada',
      intro:
        'Elija la modalidad según su plazo y lo que quiera invertir en el transporte. Los aranceles e impuestos de importación corren a cargo del comprador a la llegada.',
      items: {
        carriers: {
          title: 'Transportistas internacionales',
          text: 'Mensajería urgente con DHL, FedEx y UPS para muestras y pedidos urgentes; carga aérea y marítima con transitarios de confianza para los pedidos de producción, puerta a puerta o hasta su puerto.',
        },
        timing: {
          title: 'Plazos de entrega estimados',
          text: 'La mensajería urgente suele entregar en {{courierDays}} días, la carga aérea en {{airDays}} y el transporte marítimo en {{seaDays}}, según el destino. Cada presupuesto incluye una fecha.',
        },
        tracking: {
          title: 'Seguimiento tras el envío',
          text: 'En cuanto su pedido sale de fábrica recibe por correo electrónico el número de seguimiento o de conocimiento de embarque, la factura comercial y la lista de embalaje.',
        },
      },
    },
    cta: {
      title: 'Reciba una fecha de entrega con su presupuesto',
      text: 'Indíquenos destino y plazo, y planificamos producción y envío a partir de la fecha en que necesita la mercancía.',
      primary: 'Pedir presupuesto',
      secondary: 'Ver las preguntas sobre envíos',
    },
  },
} satisfies PlaceholdersWords
