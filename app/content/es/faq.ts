import type { FaqWords } from '../types/faq'

export const faq = {
  page: {
    title: 'Preguntas frecuentes',
    heading: 'Preguntas frecuentes',
    description:
      'Respuestas para compradores sobre plazos, pedidos mínimos, tejidos, personalización, envíos, calidad y devoluciones.',
  },
  header: {
    eyebrow: 'Preguntas de compradores',
    lead: 'Respuestas claras sobre mínimos, plazos, tejidos, marcaje, envíos y calidad, del mismo equipo que presupuesta y gestiona su pedido. Si no encuentra lo que busca, consúltenos: respondemos en menos de {{replyHours}} horas.',
  },
  navLabel: 'Categorías',
  categories: {
    general: 'Información general',
    production: 'Plazos y producción',
    materials: 'Materiales y tejidos',
    process: 'Proceso de fabricación',
    ordering: 'Personalización y pedidos',
    shipping: 'Envíos y logística',
    quality: 'Control de calidad y devoluciones',
  },
  entries: {
    general: [
      {
        question: '¿Quién es {{brand}}?',
        answer:
          '{{legalName}} es un fabricante OEM y de marca blanca de ropa deportiva y de fitness, ropa casual y artículos deportivos. Tenemos la sede central en {{ukCity}} y fábrica propia en {{factoryCity}} (Pakistán). Desde {{foundedYear}} hemos entregado {{products}} a {{clients}} clientes de todo el mundo.',
      },
      {
        question: '¿Para quién fabrican?',
        answer:
          'Para marcas deportivas y marcas emergentes, clubes y escuelas deportivas, colegios y universidades, gimnasios, organizadores de eventos, minoristas y mayoristas. Todo se fabrica bajo pedido con su marca: no vendemos producto de stock.',
      },
      {
        question: '¿Fabrican ustedes mismos o a través de intermediarios?',
        answer:
          'La fábrica de {{factoryCity}} es nuestra y la gestionamos nosotros: corte, confección, estampación, bordado, acabado y embalaje se hacen bajo el mismo techo. La oficina de {{ukCity}} se ocupa de su cuenta, los contratos y la posventa.',
      },
      {
        question: '¿Con qué certificaciones y normas trabajan?',
        answer:
          'Trabajamos conforme a {{standards}}, las normas que auditan los grandes distribuidores y las federaciones deportivas, para que sus productos superen sus controles de cumplimiento. Le enviamos copia de los certificados si la necesita.',
      },
      {
        question: '¿En cuánto tiempo responden a una consulta?',
        answer:
          'Cada consulta o solicitud de presupuesto recibe respuesta de un gestor de cuenta asignado en menos de {{replyHours}} horas, de lunes a sábado, normalmente con un primer precio y los datos que aún necesitemos.',
      },
    ],
    production: [
      {
        question: '¿Cuál es el plazo de producción habitual?',
        answer:
          'La producción en serie tarda {{leadTime}} días desde la aprobación de la muestra de preproducción y la recepción del anticipo. La fecha exacta depende de la cantidad, de la disponibilidad del tejido y del marcaje, y se la confirmamos por escrito con el pedido.',
      },
      {
        question: '¿Cuánto tarda una muestra?',
        answer:
          'Las muestras están listas en {{sampleTime}} días desde que recibimos su diseño y sus medidas. Primero le enviamos fotos y después la muestra física por mensajería, para que compruebe el ajuste, el tejido y el estampado antes de la producción.',
      },
      {
        question: '¿Cuál es su capacidad de producción?',
        answer:
          'Tenemos capacidad para {{capacity}} unidades al mes entre ropa y artículos deportivos, lo que nos permite atender a la vez grandes pedidos de equipos, colegios y tiendas sin retrasar los más pequeños.',
      },
      {
        question: '¿Pueden cumplir una fecha fija, como el inicio de temporada o un evento?',
        answer:
          'Sí, si nos indica la fecha al hacer la consulta. Planificamos la producción a partir de la fecha de entrega, reservamos capacidad de línea al aprobar la muestra y le decimos en el presupuesto si hace falta carga aérea para llegar a tiempo.',
      },
      {
        question: '¿Aceptan pedidos de reposición?',
        answer:
          'Sí. Archivamos sus patrones, diseños y referencias de color aprobadas, de modo que una reposición no necesita nueva muestra y pasa directamente a producción.',
      },
    ],
    materials: [
      {
        question: '¿Con qué tejidos trabajan?',
        answer:
          'Algodón y algodón orgánico, punto y malla de poliéster, nailon, mezclas con elastano, felpa, softshell, merino y lino, además de poliéster reciclado y viscosa de bambú. Nuestra guía de tejidos y materiales detalla las propiedades y usos de cada uno.',
      },
      {
        question: '¿Puedo elegir el gramaje y el acabado del tejido?',
        answer:
          'Sí. Indicamos el gramaje en g/m² y podemos añadir acabados transpirables, antibacterianos, perchados, con protección UV o repelentes al agua. Si tiene dudas, díganos el deporte y el clima y le recomendamos el tejido adecuado.',
      },
      {
        question: '¿Pueden reproducir los colores de nuestra marca?',
        answer:
          'Sí. Teñimos y estampamos según referencias Pantone y le enviamos pruebas de color (lab dips) o pruebas de estampación para su aprobación antes de la producción, de modo que sus colores se mantienen pedido tras pedido.',
      },
      {
        question: '¿Ofrecen materiales sostenibles?',
        answer:
          'Sí: algodón orgánico, poliéster reciclado a partir de botellas posconsumo, viscosa de bambú y tintes de bajo impacto. Podemos aportar con el pedido los certificados de fibra que le pidan sus distribuidores.',
      },
    ],
    process: [
      {
        question: '¿Cuáles son los pasos desde la consulta hasta la entrega?',
        answer:
          'Asesoramiento sobre su proyecto, diseño y muestra, producción y entrega. Tras aprobar la muestra confirmamos tallas y cantidades, producimos, inspeccionamos, embalamos según sus instrucciones y enviamos.',
      },
      {
        question: '¿Qué necesitan para empezar?',
        answer:
          'Su diseño o logotipo (mejor en vectorial: AI, EPS, PDF o SVG), el tipo de producto, el tejido preferido, los colores, el desglose de tallas y la cantidad prevista. También nos sirve una foto o una prenda de referencia: nuestros diseñadores la convierten en ficha técnica.',
      },
      {
        question: '¿Cómo garantizan una calidad uniforme en un pedido grande?',
        answer:
          'Inspeccionamos el tejido al recibirlo y los paneles tras el corte; durante la confección, nuestros inspectores revisan costuras y estampados en cada línea, y cada pedido pasa una inspección final antes del embalaje. Nuestra tasa de aceptación en inspección final es del {{qualityRate}}.',
      },
      {
        question: '¿Puedo seguir el avance de la producción?',
        answer:
          'Sí. Su gestor de cuenta le envía fotos en las etapas principales y el informe de inspección final antes del envío. Usted o su agente también pueden visitar la fábrica o inspeccionar allí el pedido.',
      },
    ],
    ordering: [
      {
        question: '¿Cuál es el pedido mínimo?',
        answer:
          'El pedido mínimo (MOQ) es de {{moqSportswear}} unidades por diseño en ropa deportiva y de {{moqCasual}} unidades por diseño en ropa casual. Los mínimos de artículos deportivos como guantes, balones o bolsas varían según el producto, y se los confirmamos con el presupuesto.',
      },
      {
        question: '¿Puedo combinar tallas y colores en un mismo diseño?',
        answer:
          'Sí. El mínimo se aplica por diseño y puede repartirlo entre varias tallas, de la XS a la 3XL, y las infantiles. Las variantes de color de un mismo diseño pueden compartir mínimo si usan el mismo tejido; se lo confirmamos al presupuestar.',
      },
      {
        question: '¿Pueden añadir nombres, dorsales y nuestras propias etiquetas?',
        answer:
          'Sí. Estampamos o bordamos nombres y dorsales individuales, y fabricamos etiquetas tejidas de cuello, etiquetas de composición impresas, etiquetas colgantes y embalaje con su marca, para que el producto llegue listo para la tienda o el vestuario.',
      },
      {
        question: '¿Cómo solicito un presupuesto?',
        answer:
          'Envíenos su diseño con el formulario de diseño personalizado o con el de contacto, indicando el producto, la cantidad y el marcaje que necesita. Recibirá un presupuesto (cotización) detallado en menos de {{replyHours}} horas.',
      },
      {
        question: '¿Qué formas de pago aceptan?',
        answer:
          'Transferencia bancaria, las principales tarjetas de crédito y débito y pasarelas de pago reconocidas. Los pedidos de producción se pagan con un anticipo del {{deposit}} al confirmar y el resto antes del envío.',
      },
    ],
    shipping: [
      {
        question: '¿A qué países envían?',
        answer:
          'A todo el mundo. La mayoría de nuestros pedidos van a {{regions}}, y tenemos clientes en {{countries}} países.',
      },
      {
        question: '¿Cómo envían los pedidos?',
        answer:
          'Por {{shippingModes}}. El transporte marítimo es el más económico para grandes volúmenes, la carga aérea equilibra rapidez y coste, y la mensajería es la opción más rápida para muestras y cajas urgentes. Le recomendamos la modalidad en el presupuesto.',
      },
      {
        question: '¿Quién paga los aranceles e impuestos de importación?',
        answer:
          'El comprador paga los aranceles, impuestos y el despacho de aduanas en el país de destino. Nosotros le facilitamos la factura comercial, la lista de embalaje y el certificado de origen que necesita su agente de aduanas.',
      },
      {
        question: '¿Podré hacer el seguimiento del envío?',
        answer:
          'Sí. En cuanto su pedido sale de fábrica le enviamos el número de seguimiento, o el conocimiento de embarque si va por mar, junto con la documentación de envío.',
      },
    ],
    quality: [
      {
        question: '¿Qué ocurre si llegan artículos defectuosos?',
        answer:
          'Los artículos con defectos de fabricación se reponen sin coste. Envíenos fotos y los números de caja en un plazo de {{faultReportDays}} días desde la entrega y organizamos la reposición con su próximo envío o por mensajería.',
      },
      {
        question: '¿Cómo inspeccionan los pedidos antes del envío?',
        answer:
          'Cada pedido pasa una inspección final de medidas, color, estampado y costuras frente a la muestra aprobada, dentro de nuestro sistema de calidad {{certification}}. Recibe el informe de inspección antes de que salga la mercancía.',
      },
      {
        question: '¿Puede revisar mi pedido un inspector externo?',
        answer:
          'Sí. Aceptamos en fábrica las inspecciones previas al envío de agencias independientes; indíquenos la agencia y la fecha al confirmar el pedido.',
      },
      {
        question: '¿Puedo devolver mercancía que ya no necesito?',
        answer:
          'Como cada producto se fabrica con su diseño y su marca, los pedidos personalizados no admiten devolución por cambio de opinión. Por eso le pedimos que apruebe una muestra física antes de iniciar la producción.',
      },
    ],
  },
  cta: {
    title: '¿Le queda alguna duda sobre su pedido?',
    text: 'Cuéntenos su proyecto y un especialista le responderá en menos de {{replyHours}} horas con respuestas y un primer precio.',
    primary: 'Empezar un diseño personalizado',
    secondary: 'Contactar',
  },
} satisfies FaqWords
