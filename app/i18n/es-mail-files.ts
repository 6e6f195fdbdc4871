import type { files as en } from './en-mail-files'

/** Las palabras de los correos para los archivos de diseño de un presupuesto, en español. */
export const files = {
  heading_one: 'Diseño: 1 archivo',
  heading_other: 'Diseño: {{count}} archivos, {{size}} en total',
  fileLabel: 'Archivo {{number}}',
  raster: 'imagen de mapa de bits',
  vector: 'vectorial',
  pixels: '{{width}} × {{height}} px',
  salesHelp:
    'Cada enlace descarga el archivo tal como lo envió el comprador. Cualquier persona con el enlace puede descargar el archivo: no comparta los enlaces fuera del equipo de ventas.',
  received_one: 'Hemos recibido un archivo con su solicitud:',
  received_other: 'Hemos recibido {{count}} archivos con su solicitud:',
  unnamed: 'un archivo {{type}}',
} satisfies typeof en
