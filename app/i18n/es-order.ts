import type { order as en } from './en-order'

/**
 * El generador de pedidos de la solicitud de presupuesto en español: líneas de producto, lista de
 * jugadores, plan de entrega, condiciones y el resumen en texto plano. Se integra en `forms.quote`.
 */
export const order = {
  rosterSection: 'Nombres y dorsales',
  deliverySection: 'Fechas, envío y precio',
  notesHelp:
    'Cualquier otro detalle que debamos saber: etiquetas, embalaje, tipografía de los nombres, un producto de referencia.',
  builder: {
    intro: 'Una línea por diseño, cada una con sus tallas. Hasta {{max}} líneas.',
    minimums:
      'Mínimo habitual por diseño: {{moqSportswear}} unidades en ropa deportiva y {{moqCasual}} en ropa casual; en artículos deportivos varía. También presupuestamos tiradas más cortas.',
    line: 'Línea {{line}}',
    addLine: 'Añadir otro producto',
    removeLine: 'Eliminar esta línea',
    noProduct: 'Producto sin elegir',
    parts: {
      style: 'Referencia del modelo',
      sample: 'Muestra de esta línea',
      productType: 'Tipo de producto',
      color: 'Color',
      pantone: 'Referencia Pantone',
      fabric: 'Tejido',
      decoration: 'Marcaje',
      placement: 'Ubicación',
    },
    styleHelp: 'Opcional. La referencia de un modelo de nuestro catálogo, por ejemplo SS-SOC-101.',
    stylePlaceholder: 'p. ej. SS-SOC-101',
    sampleNone: 'Sin muestra de esta línea',
    sampleSizeSet: 'Un juego de tallas: una prenda de cada talla pedida',
    samplePiece: 'Una prenda en talla {{size}}',
    repeatIntro:
      'Su solicitud {{reference}}, lista para repetir el pedido: cambie lo que necesite y envíela como una nueva solicitud de presupuesto.',
    repeatArtwork:
      'Los diseños de la solicitud {{reference}} quedan archivados con ella y nuestro equipo comercial los tiene: no hace falta volver a enviarlos, solo los diseños nuevos.',
    pantoneHelp: 'Opcional. Una referencia como 19-4052 TCX prevalece sobre el color elegido en la paleta.',
    pantonePlaceholder: 'p. ej. 19-4052 TCX',
    fabricNone: 'Sin preferencia: aconséjenme',
    decorationNone: 'Sin decidir',
    decorations: { 'woven-patch': 'Parche tejido', none: 'Sin marcaje' },
    placementNone: 'Sin decidir',
    placements: {
      front: 'Delantero',
      back: 'Espalda',
      sleeves: 'Mangas',
      shorts: 'Pantalón',
      custom: 'Otra (descríbala en las observaciones)',
    },
    sizes: 'Tallas y cantidades',
    sizesHelp: 'Unidades por talla; deje vacías las tallas que no necesite.',
    adult: 'Adulto',
    youth: 'Infantil (tallas Y, numeración americana)',
    youthAges: '{{ages}} años',
    sizeCharts: 'Tablas de tallas, en cm y pulgadas',
    lineTotal: 'Total de la línea',
    orderTotal: 'Total del pedido',
    belowMinimum:
      'Por debajo del mínimo habitual por diseño en {{category}} ({{minimum}} unidades). Se lo presupuestamos igualmente; una tirada corta puede costar más por unidad.',
    meetsMinimum: 'Cumple el mínimo habitual en {{category}}.',
    goodsVary:
      'En artículos deportivos el mínimo varía según el producto; se lo confirmamos con el presupuesto.',
    categories: { sportswear: 'ropa deportiva', casual: 'ropa casual' },
  },
  pieces: { one: '{{amount}} unidad', other: '{{amount}} unidades' },
  rosterCheck: {
    help: 'Un jugador por fila: nombre, dorsal y talla, separados por tabuladores, comas o punto y coma. Puede pegar las filas directamente desde una hoja de cálculo. Comprobamos que las tallas coincidan con las de la línea 1.',
    title: 'Así se estamparán',
    name: 'Nombre',
    number: 'Dorsal',
    size: 'Talla',
    players: { one: '{{amount}} jugador', other: '{{amount}} jugadores' },
    duplicates: 'Dorsales repetidos: {{numbers}}',
    duplicate: 'Repetido',
    mismatchTitle: 'Las tallas de la lista no coinciden con las de la línea 1:',
    mismatch: 'Talla {{size}}: {{players}} en la lista, {{ordered}} en la línea 1',
    unreadable: 'Filas que no se pueden leer: {{rows}}. Cada una necesita una talla y un nombre o un dorsal.',
    tooLong: 'Solo se tienen en cuenta los primeros {{max}} jugadores.',
    matches: 'La lista coincide con las tallas de la línea 1.',
  },
  planner: {
    title: 'Plan de entrega',
    figures:
      'Muestra en {{sampleTime}} días más su aprobación, producción en {{leadTime}} días y después {{sea}} días por transporte marítimo o {{air}} por carga aérea.',
    empty:
      'Indique la fecha de entrega para saber si llegamos a tiempo y hasta cuándo puede confirmar el pedido.',
    verdicts: {
      comfortable: 'Hay tiempo de sobra para enviarlo por transporte marítimo.',
      tight: 'El plazo es justo y solo se llega a tiempo por {{mode}}.',
      'too-soon': 'La fecha es demasiado próxima, incluso por carga aérea.',
    },
    confirmBy: 'Confirme el pedido a más tardar el {{date}} para enviarlo por {{mode}}.',
    earliest:
      'La fecha de entrega más temprana posible es el {{date}}, si confirma hoy y se envía por {{mode}}.',
    tooSoonAdvice:
      'Elija una fecha posterior o indíquenoslo en las observaciones: prescindir de la muestra o usar un tejido en stock puede ahorrar días.',
    stagesSample:
      'Calculado con los plazos máximos: muestra, {{sample}} días; aprobación, {{approval}}; producción, {{production}}; envío por {{mode}}, {{shipping}}. Total: {{days}} días.',
    stagesNoSample:
      'Calculado con los plazos máximos: producción, {{production}} días; envío por {{mode}}, {{shipping}}. Total: {{days}} días.',
    modes: { sea: 'transporte marítimo', air: 'carga aérea', courier: 'mensajería urgente' },
  },
  inHandsHelp: 'El día en que necesita recibir la mercancía.',
  shippingNone: 'Sin preferencia',
  shippingOptions: {
    sea: 'Transporte marítimo ({{days}} días)',
    air: 'Carga aérea ({{days}} días)',
    courier: 'Mensajería urgente ({{days}} días)',
  },
  samples: {
    title: 'Una muestra o un juego de tallas antes del pedido',
    intro:
      'Compruebe el patrón, el tejido y el marcaje en mano antes de la producción. En cada línea, elija un juego de tallas (una prenda de cada talla que pide) o una sola prenda en una talla.',
    cost: 'Una prenda de muestra cuesta {{samplePieceCost}} y un juego de tallas, {{sampleSetCost}}, con el envío por mensajería incluido.',
    credited:
      'El importe se descuenta del pedido de producción del mismo diseño que se confirme en los {{sampleCreditDays}} días siguientes a la aprobación de la muestra.',
    notCredited: 'El importe no se descuenta del pedido de producción.',
    sendTo:
      'La enviamos por mensajería al destino del envío indicado abajo; si debe ir a otra dirección, indíquela en las observaciones.',
  },
  sampleChoices: {
    yes: 'Sí, primero una muestra o un juego de tallas ({{sampleTime}} días)',
    no: 'No, directamente a producción',
  },
  targetPriceHelp:
    'Opcional. Saber a qué precio aspira nos ayuda a proponerle tejidos y técnicas de marcaje que se ajusten a él.',
  currencyNone: 'Seleccione',
  destinationHelp: 'Ciudad y país de entrega: determinan el flete y los aranceles.',
  summaryText: {
    line: 'Línea {{line}}: {{product}}',
    noProduct: 'producto sin elegir',
    color: 'Color',
    pantone: 'Pantone',
    fabric: 'Tejido',
    decoration: 'Marcaje',
    placement: 'Ubicación',
    sizes: 'Tallas',
    lineTotal: 'Total de la línea',
    belowMinimum: 'por debajo de nuestro mínimo habitual por diseño',
    orderTotal: 'Total del pedido',
    roster: 'Lista de jugadores, comprobada con la línea 1',
    style: 'Referencia del modelo',
    lineSample: 'Muestra',
    sizeSet: 'juego de tallas, una prenda de cada talla pedida',
    onePiece: 'una prenda en talla {{size}}',
    sampleRequest: 'SOLICITUD DE MUESTRA antes del pedido',
    sampleLine: 'Línea {{line}}: {{sample}}',
    sampleNoLines: 'Ninguna línea elegida todavía: acuerde con el cliente qué muestrear.',
    sampleSendTo: 'Enviar a',
    sampleSendToShipping: 'el destino del envío (aún sin indicar)',
    sampleCharge: 'Importe',
    sampleChargeText: '{{samplePieceCost}} por prenda, {{sampleSetCost}} por juego de tallas',
    sampleChargeCredited:
      'descontable del pedido en los {{sampleCreditDays}} días siguientes a la aprobación',
    sampleChargeNotCredited: 'no descontable del pedido',
    repeatOf: 'Repetición de {{reference}}: los diseños están archivados con esa solicitud.',
    unreadable: 'Filas ilegibles: {{rows}}',
    plan: 'Plan de entrega',
    yes: 'Sí',
    no: 'No',
  },
} satisfies typeof en
