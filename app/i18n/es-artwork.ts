import type { artworkWords as en } from './en-artwork'

/**
 * La carga de diseños de la solicitud de presupuesto, su progreso y su vista previa, en español:
 * se incorpora a `forms.quote` (./es-forms.ts). Tamaños y cantidades llegan ya formateados.
 */
export const artworkWords = {
  artwork: {
    label: 'Archivos de diseño',
    drop: 'Arrastre aquí sus archivos',
    choose: 'Elegir archivos',
    chooseMore: 'Añadir más archivos',
    formats:
      'PNG, JPEG, SVG, PDF, AI (guardado con la opción «Crear archivo compatible con PDF») o EPS. Hasta {{files}} archivos, de {{fileSize}} como máximo cada uno y {{totalSize}} en total.',
    vectorTip: 'Los archivos vectoriales (AI, EPS, PDF, SVG) se estampan nítidos a cualquier tamaño.',
    draftNote:
      'El borrador guarda todo lo que escribe, salvo los archivos: si abandona la página, tendrá que volver a elegirlos.',
    chooseAgain:
      'Los archivos no pueden volver a cargarse en el formulario: elija de nuevo sus archivos de diseño antes de enviar la solicitud.',
    chosen: 'Archivos elegidos',
    count: '{{count}} de {{max}} archivos, {{size}} de {{maxSize}}',
    remove: 'Quitar',
    types: {
      png: 'Imagen PNG',
      jpeg: 'Imagen JPEG',
      svg: 'SVG',
      pdf: 'PDF',
      ai: 'Archivo de Illustrator (AI)',
      eps: 'EPS',
    },
    kinds: { vector: 'vectorial', raster: 'mapa de bits' },
    pixels: '{{width}} × {{height}} píxeles',
    vector: 'Archivo vectorial: se estampa nítido a cualquier tamaño.',
    sizeUnknown:
      'No hemos podido comprobar las dimensiones de esta imagen en su navegador; revisaremos su resolución al recibirla.',
    verdicts: { good: 'Buena resolución', usable: 'Resolución aceptable', low: 'Resolución insuficiente' },
    quality: {
      good: '{{ppi}} ppp a {{width}} cm de ancho en {{placement}}: la estampación quedará nítida.',
      usable:
        '{{ppi}} ppp a {{width}} cm de ancho en {{placement}}: se puede estampar, con algo menos de definición. Con {{goodWidth}} píxeles de ancho o un archivo vectorial, la estampación quedará nítida.',
      low: '{{ppi}} ppp a {{width}} cm de ancho en {{placement}}: la estampación saldría borrosa. Envíe un archivo más grande (de {{goodWidth}} píxeles de ancho o más) o un archivo vectorial: AI, EPS, PDF o SVG.',
    },
    placements: {
      front: 'el delantero',
      back: 'la espalda',
      sleeves: 'una manga',
      shorts: 'la pernera del pantalón corto',
      custom: 'su ubicación',
    },
    notAdded: 'No se ha añadido {{name}}.',
    refused: {
      UNSUPPORTED_FILE_TYPE:
        'Aceptamos archivos PNG, JPEG, SVG, PDF, AI y EPS: expórtelo en uno de estos formatos.',
      FILE_TYPE_MISMATCH:
        'Su contenido no corresponde al formato que indica su nombre. Expórtelo de nuevo en ese formato o cámbiele la extensión por la de su formato real.',
      IMAGE_TOO_LARGE:
        'Tiene más de {{pixels}} píxeles. Expórtelo a menor tamaño o envíe un archivo vectorial.',
      IMAGE_SIZE_UNREADABLE:
        'No se puede leer su tamaño en píxeles al principio del archivo. Expórtelo de nuevo sin metadatos adicionales o como PNG.',
      FILE_TOO_LARGE:
        'Ocupa {{size}} y cada archivo puede ocupar {{fileSize}} como máximo. Expórtelo a menor tamaño o envíe un archivo vectorial.',
      TOTAL_TOO_LARGE:
        'Con él, los archivos sumarían más de {{totalSize}}. Quite un archivo o envíe uno más ligero.',
      TOO_MANY_FILES: 'Cada solicitud admite {{files}} archivos como máximo. Quite uno para añadir otro.',
      ALREADY_CHOSEN: 'Ya está en la lista.',
    },
    added_one: '{{count}} archivo añadido.',
    added_other: '{{count}} archivos añadidos.',
    removed: 'Se ha quitado {{name}}.',
    sending: 'Subiendo sus archivos: {{percent}}',
    starting: 'Subiendo sus archivos…',
    waiting: 'Archivos recibidos. Esperando nuestra confirmación…',
    progress: 'Carga de archivos',
  },
  preview: {
    title: 'Vista previa',
    caption:
      'Un boceto de la línea 1 para hacerse una idea, no una prueba: antes de fabricar nada le enviamos una prueba para que la apruebe.',
    views: { front: 'Vista delantera', back: 'Vista trasera' },
    garmentInColour: '{{garment}} en {{colour}}',
    withLogo: '{{garment}}, con su logotipo {{placement}}',
    withFile: '{{garment}}, con la posición de {{file}} marcada {{placement}}',
    bare: '{{garment}}, todavía sin diseño',
    placements: {
      front: 'en el delantero',
      back: 'en la espalda',
      sleeves: 'en la manga',
      shorts: 'en la pernera',
      custom: 'en el centro del delantero',
    },
    notDrawn: 'Los archivos PDF, AI y EPS no se dibujan aquí: el recuadro marca dónde irá su diseño.',
    elsewhere: {
      back: 'Este producto solo se dibuja por delante.',
      sleeves: 'Este producto no tiene mangas, así que su diseño se muestra en el delantero.',
      shorts: 'Este producto no tiene pernera, así que su diseño se muestra en el delantero.',
    },
  },
} satisfies typeof en
