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
    'Cada enlace descarga el archivo tal como lo envió el comprador durante {{days}} días; la solicitud en la bandeja de entrada siempre tiene enlaces nuevos. Cualquier persona con el enlace puede descargar el archivo: no comparta los enlaces fuera del equipo de ventas.',
  receivedOfType_one: 'Hemos recibido un archivo {{type}} con su solicitud.',
  receivedOfType_other: 'Hemos recibido {{count}} archivos {{type}} con su solicitud.',
  receivedMixed: 'Hemos recibido {{total}} archivos con su solicitud: {{types}}.',
} satisfies typeof en
