import type { CustomDesignContent } from '../types/info-pages'

export const customDesign = {
  page: {
    title: 'Diseño personalizado y solicitud de presupuesto',
    heading: 'Envíe su diseño y reciba un presupuesto',
    description:
      'Indíquenos el producto, el color y las tallas, y reciba en menos de {{replyHours}} horas un presupuesto (cotización) de fabricación para su diseño personalizado.',
  },
  header: {
    eyebrow: 'Diseño personalizado',
    lead: 'Cuéntenos qué quiere fabricar, en qué color y en qué tallas. Su gestor de cuenta le responderá en menos de {{replyHours}} horas con un presupuesto de fabricación, opciones de tejido y los siguientes pasos hasta la muestra.',
    toForm: 'Ir al formulario',
  },
  steps: {
    eyebrow: 'Cómo funciona',
    title: 'De su diseño a su almacén',
    items: [
      {
        title: 'Envíe su diseño',
        text: 'Complete el formulario: cada producto con su color, tejido, marcaje y cantidades por talla, la lista de jugadores y la fecha en que necesita el pedido. Adjunte su diseño; para empezar basta con un boceto o una foto de referencia.',
      },
      {
        title: 'Reciba su presupuesto',
        text: 'En menos de {{replyHours}} horas recibirá el precio por unidad, las opciones de tejido y marcaje, y los datos que aún necesitemos.',
      },
      {
        title: 'Apruebe la muestra',
        text: 'Fabricamos su muestra en {{sampleTime}} días y se la enviamos por mensajería para que compruebe en persona el ajuste, el tejido y el estampado.',
      },
      {
        title: 'Producción del pedido',
        text: 'La producción tarda {{leadTime}} días tras aprobar la muestra, con inspecciones durante la fabricación y antes del envío.',
      },
    ],
  },
  include: {
    eyebrow: 'Antes de empezar',
    title: 'Qué debe incluir',
    intro: 'Cuanta más información nos facilite, más ajustado será su primer presupuesto.',
    items: [
      'Archivos del diseño: vectoriales AI, EPS, PDF o SVG, o un PNG en alta resolución a {{artworkResolution}}',
      'Referencias Pantone de cada color de marca (TPX/TCX para tejido, C para estampación)',
      'La cantidad de cada talla, indicada en cada línea de producto del formulario',
      'La fecha en que necesita el pedido, como el inicio de temporada o un evento',
      'Tejido, técnica de marcaje, etiquetado o embalaje preferidos, si ya los tiene decididos',
    ],
  },
  facts: [
    { label: 'Respuesta con presupuesto', value: '{{replyHours}} h' },
    { label: 'Muestra', value: '{{sampleTime}} días' },
    { label: 'Producción', value: '{{leadTime}} días' },
    { label: 'Unidades mínimas por diseño en ropa deportiva', value: '{{moqSportswear}}' },
  ],
  form: {
    title: 'Cómo enviarnos los archivos',
    text: 'Adjunte sus archivos de diseño al formulario: vectoriales AI, EPS, PDF o SVG, o imágenes PNG y JPEG. Si algún archivo es demasiado grande para adjuntarlo, envíelo por correo electrónico con el nombre de su empresa en el asunto; lo añadiremos a su solicitud y le confirmaremos la recepción.',
  },
  cta: {
    title: '¿Aún está eligiendo materiales y marcaje?',
    text: 'Compare tejidos por gramaje, elasticidad y transpirabilidad, y descubra qué técnica de estampación se adapta a su diseño y a su cantidad.',
    primary: 'Ver la guía de tejidos',
    secondary: 'Ver las técnicas de estampación',
  },
} satisfies CustomDesignContent
