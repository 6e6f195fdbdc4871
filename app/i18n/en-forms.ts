/** Labels, options, help and messages of the forms, in English. */
export const forms = {
  submit: 'Send',
}
