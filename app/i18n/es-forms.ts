import type { forms as en } from './en-forms'

/** Etiquetas, opciones, ayudas y mensajes de los formularios, en español. */
export const forms = {
  submit: 'Enviar',
} satisfies typeof en
