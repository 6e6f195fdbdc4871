/** The words the e-mails use for a quotation's artwork files, in English (spread into `mail`). */
export const files = {
  heading_one: 'Artwork: 1 file',
  heading_other: 'Artwork: {{count}} files, {{size}} in all',
  fileLabel: 'File {{number}}',
  raster: 'raster image',
  vector: 'vector',
  pixels: '{{width}} × {{height}} px',
  salesHelp:
    'Each link downloads the file exactly as the buyer sent it, for {{days}} days; the lead in the inbox always has fresh links. Anyone with a link can download its file: keep the links within the sales team.',
  /** What the buyer's acknowledgement says of the files: counts and types, never a name typed. */
  receivedOfType_one: 'We have received one {{type}} file with your request.',
  receivedOfType_other: 'We have received {{count}} {{type}} files with your request.',
  /** `types`: "2 PNG and 1 PDF", each type with its count. */
  receivedMixed: 'We have received {{total}} files with your request: {{types}}.',
}
