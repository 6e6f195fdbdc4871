import type { TermsWords } from '../types/terms'

export const terms = {
  page: {
    title: 'Condiciones generales de venta',
    heading: 'Condiciones generales de venta',
    description:
      'Cómo se convierte un presupuesto en pedido: validez, anticipo y pago, aprobación de pruebas y muestras, aranceles, defectos de fabricación y devoluciones.',
  },
  header: {
    eyebrow: 'Cómo trabajamos',
    lead: 'Las condiciones en las que {{legalName}} presupuesta, fabrica y entrega su pedido, explicadas con claridad. La confirmación de su pedido las recoge con las cifras de ese pedido.',
  },
  contents: 'En esta página',
  keyFigures: {
    title: 'En resumen',
    items: {
      quoteValid: { label: 'Validez del presupuesto', value: '{{quoteValidDays}} días' },
      deposit: { label: 'Anticipo al confirmar', value: '{{deposit}}' },
      sample: { label: 'Muestra de preproducción', value: '{{sampleTime}} días' },
      production: { label: 'Producción tras la aprobación', value: '{{leadTime}} días' },
      faults: {
        label: 'Plazo para comunicar un defecto',
        value: '{{faultReportDays}} días desde la entrega',
      },
    },
  },
  sections: {
    orders: {
      title: 'Del presupuesto al pedido',
      paragraphs: [
        'Todo pedido empieza con un presupuesto por escrito, desglosado por producto, personalización y cantidad, que enviamos en un plazo de {{replyHours}} horas desde que recibimos una consulta completa.',
        'El presupuesto se convierte en pedido cuando usted lo acepta por escrito y le enviamos nuestra confirmación de pedido con una factura proforma. Su turno de producción queda reservado en cuanto recibimos el anticipo.',
        'Las cantidades, tallas, colores, personalización y condiciones de entrega son las que figuran en la confirmación del pedido. Cualquier cambio posterior se presupuesta aparte y puede modificar la fecha de entrega.',
      ],
    },
    quotations: {
      title: 'Validez del presupuesto',
      paragraphs: [
        'Los precios y plazos de un presupuesto se mantienen durante {{quoteValidDays}} días desde su envío. Pasado ese plazo volvemos a confirmarlos, porque los precios de los tejidos y la disponibilidad de producción varían.',
        'Cada presupuesto indica su moneda (GBP, EUR o USD), lo que incluye y la entrega acordada, en su puerto o en sus instalaciones. Los precios no incluyen IVA, aranceles ni impuestos de importación, salvo que el presupuesto indique otra cosa.',
      ],
    },
    payment: {
      title: 'Anticipo y pago',
      paragraphs: [
        'Al confirmar el pedido se abona un anticipo del {{deposit}} de su importe, que reserva su turno de producción y cubre la compra del tejido. El resto se paga antes de que la mercancía salga de fábrica.',
        'Puede pagar por transferencia a nuestra cuenta de empresa en el Reino Unido, por transferencia internacional SWIFT o con tarjeta. Confirmamos nuestros datos bancarios por teléfono y nunca los cambiamos por correo electrónico: si un mensaje le pide pagar en otra cuenta, llámenos antes.',
      ],
    },
    approval: {
      title: 'Aprobación de la prueba y de la muestra antes de producir',
      paragraphs: [
        'Antes de fabricar nada le enviamos una prueba de su diseño, con ubicaciones, colores y tallas, para que la apruebe por escrito.',
        'A continuación fabricamos una muestra de preproducción en {{sampleTime}} días. La producción no empieza hasta que usted aprueba la muestra por escrito y recibimos el anticipo, y a partir de ese momento tarda {{leadTime}} días.',
        'La muestra aprobada es la referencia con la que se fabrica e inspecciona su pedido.',
      ],
    },
    samples: {
      title: 'Las muestras y su coste',
      paragraphs: [
        'Las muestras se facturan según indique el presupuesto, con el envío por mensajería incluido. Su importe se descuenta del pedido de producción del mismo diseño si se realiza en los {{sampleCreditDays}} días siguientes a la aprobación de la muestra.',
        'La repetición de un diseño ya aprobado no necesita una nueva muestra: conservamos sus patrones, archivos gráficos y referencias de color.',
      ],
    },
    delivery: {
      title: 'Entrega, aranceles e impuestos',
      paragraphs: [
        'Enviamos por {{shippingModes}}. Las fechas de entrega son estimaciones que damos con el presupuesto y confirmamos con el pedido.',
        'El comprador paga los aranceles, impuestos y trámites de despacho aduanero del país de destino. Le facilitamos la factura comercial, la lista de bultos y el certificado de origen que necesita su agente de aduanas.',
      ],
    },
    faults: {
      title: 'Artículos con defectos de fabricación',
      paragraphs: [
        'Cada pedido se inspecciona con la muestra aprobada antes de enviarlo. Si aun así llegan artículos con defectos de fabricación imputables a nosotros, los volvemos a fabricar sin coste y se los enviamos con su próximo envío o por mensajería.',
        'Comuníquenos el defecto en un plazo de {{faultReportDays}} días desde la entrega, con fotografías, los números de caja y el número de unidades afectadas, y conserve los artículos hasta que acordemos la reposición.',
        'No se consideran defectos de fabricación el desgaste por uso, los daños por lavados que no siguen la etiqueta de cuidado ni las diferencias que ya muestra la muestra aprobada.',
      ],
    },
    returns: {
      title: 'Los artículos personalizados no admiten devolución',
      paragraphs: [
        'Cada pieza se fabrica con su diseño, su marca y sus tallas, por lo que los pedidos personalizados no admiten devolución por cambio de opinión. Por eso la producción espera a que usted apruebe la muestra.',
      ],
    },
    contract: {
      title: 'Con quién contrata',
      paragraphs: [
        'Su contrato se celebra con {{legalName}}, cuyos datos registrales figuran en nuestro aviso legal. Estas condiciones se dirigen a compradores profesionales. Si la confirmación de su pedido difiere de esta página, prevalece la confirmación del pedido.',
      ],
    },
  },
} satisfies TermsWords
