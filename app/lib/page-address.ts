/**
 * The inline script of a page made as the answer to a post (the thank-you page): it shows the
 * page's own address in place of the one the form posted to, before any other script reads the
 * address (the language redirect, the view's count). A reload, a bookmark or a shared link then
 * asks for the page itself, and the browser never offers to send the post again. The address is
 * the server's, from checked values only; `<` is escaped all the same, as the script is HTML's.
 */
export const pageAddressScript = (address: string) =>
  `history.replaceState(null,'',${JSON.stringify(address).replace(/</g, '\\u003c')})`
