/** The key figures beside the contents, in their order. */
export const keyFigures = [
  { id: 'quoteValid' },
  { id: 'deposit' },
  { id: 'sample' },
  { id: 'production' },
  { id: 'faults' },
] as const
