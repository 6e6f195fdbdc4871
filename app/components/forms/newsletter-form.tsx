/** The footer newsletter signup. Placeholder until the forms work lands. */
export function NewsletterForm() {
  return null
}
