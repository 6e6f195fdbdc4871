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
  received_one: 'We have received 1 file with your request:',
  received_other: 'We have received {{count}} files with your request:',
  /** For a file whose name looks like a link or an address, which an automatic reply does not repeat. */
  unnamed: 'a {{type}} file',
}
