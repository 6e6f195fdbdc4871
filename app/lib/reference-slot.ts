/**
 * The thank-you page is pre-rendered once, but shows each buyer their own reference: the page
 * carries this hidden paragraph, and the server, given a valid `?ref=`, reveals it with the
 * reference written in (server/pages.ts).
 */
export const referenceSlot = {
  /** The paragraph as React renders it: hidden until the server opens it. */
  hidden: '<p hidden="" data-slot="reference"',
  shown: '<p data-slot="reference"',
  placeholder: '{{reference}}',
  query: 'ref',
} as const
