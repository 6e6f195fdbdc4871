/** The contact enquiry form (spec sections 3-5, 7, 8). Placeholder until the forms work lands. */
export function ContactForm() {
  return null
}
