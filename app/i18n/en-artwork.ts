/**
 * The quotation's artwork upload, its progress and its live preview, in English: spread into
 * `forms.quote` (./en-forms.ts). Sizes and counts arrive formatted for the language.
 */
export const artworkWords = {
  artwork: {
    label: 'Artwork files',
    drop: 'Drag your files here',
    choose: 'Choose files',
    chooseMore: 'Add more files',
    formats:
      'PNG, JPEG, SVG, PDF, AI (saved PDF-compatible) or EPS. Up to {{files}} files, {{fileSize}} each and {{totalSize}} in all.',
    vectorTip: 'Vector files (AI, EPS, PDF, SVG) print sharp at any size.',
    draftNote:
      'Your draft keeps everything you type, but not the files: if you leave the page, choose them again when you come back.',
    chooseAgain:
      'Files cannot be put back into the form: please choose your artwork files again before sending your request.',
    chosen: 'Chosen files',
    count: '{{count}} of {{max}} files, {{size}} of {{maxSize}}',
    remove: 'Remove',
    types: {
      png: 'PNG image',
      jpeg: 'JPEG image',
      svg: 'SVG',
      pdf: 'PDF',
      ai: 'Illustrator file (AI)',
      eps: 'EPS',
    },
    kinds: { vector: 'vector', raster: 'pixels' },
    pixels: '{{width}} × {{height}} px',
    vector: 'Vector: prints sharp at any size.',
    sizeUnknown: 'We could not read the size of this image here; we check its resolution when it arrives.',
    verdicts: { good: 'Good resolution', usable: 'Usable resolution', low: 'Resolution too low' },
    quality: {
      good: '{{ppi}} ppi at {{width}} cm wide on {{placement}}: it will print sharp.',
      usable:
        '{{ppi}} ppi at {{width}} cm wide on {{placement}}: it will print, a little soft. {{goodWidth}} px wide or a vector prints sharp.',
      low: '{{ppi}} ppi at {{width}} cm wide on {{placement}} would print blurred. Send a larger file ({{goodWidth}} px wide or more) or a vector: AI, EPS, PDF or SVG.',
    },
    placements: {
      front: 'the front',
      back: 'the back',
      sleeves: 'a sleeve',
      shorts: 'the shorts leg',
      custom: 'your placement',
    },
    notAdded: '{{name}} was not added.',
    refused: {
      UNSUPPORTED_FILE_TYPE: 'We take PNG, JPEG, SVG, PDF, AI and EPS files: export it in one of these.',
      FILE_TYPE_MISMATCH:
        'Its content is not what its name says. Export it again in the format its name gives, or rename it to what it really is.',
      IMAGE_TOO_LARGE: 'It has more than {{pixels}} pixels. Export it smaller, or send a vector.',
      IMAGE_SIZE_UNREADABLE:
        'Its size in pixels cannot be read from its start. Export it again without extra metadata, or as a PNG.',
      FILE_TOO_LARGE:
        'It is {{size}}, and a file may have at most {{fileSize}}. Export it smaller, or send a vector.',
      TOTAL_TOO_LARGE:
        'With it, the files would come to more than {{totalSize}}. Remove a file, or send a smaller one.',
      TOO_MANY_FILES: 'A request takes at most {{files}} files. Remove one to add another.',
      ALREADY_CHOSEN: 'It is already in the list.',
    },
    added_one: '{{count}} file added.',
    added_other: '{{count}} files added.',
    removed: '{{name}} removed.',
    sending: 'Sending your files: {{percent}}',
    starting: 'Sending your files…',
    waiting: 'Files sent. Waiting for our confirmation…',
    progress: 'Upload progress',
  },
  preview: {
    title: 'Preview',
    caption:
      'A sketch of line 1 to help you picture it, not a proof: we send you a proof to approve before anything is made.',
    views: { front: 'Front view', back: 'Back view' },
    /** The drawing's accessible name: the product, then where the artwork is. */
    garmentInColour: '{{garment}} in {{colour}}',
    withLogo: '{{garment}} with your logo {{placement}}',
    withFile: '{{garment}} with {{file}} marked {{placement}}',
    bare: '{{garment}}, no artwork chosen yet',
    placements: {
      front: 'on the front',
      back: 'on the back',
      sleeves: 'on the sleeve',
      shorts: 'on the shorts leg',
      custom: 'in the centre of the front',
    },
    notDrawn: 'PDF, AI and EPS files are not drawn here; the box marks where yours goes.',
    elsewhere: {
      back: 'This product is drawn from the front only.',
      sleeves: 'This product has no sleeves, so your artwork is shown on the front.',
      shorts: 'This product has no shorts leg, so your artwork is shown on the front.',
    },
  },
}
