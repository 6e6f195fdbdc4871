import type { IconEntry } from './info-pages'

/** The three things a buyer checks on a factory audit. */
export const cards = [
  { id: 'machinery', icon: 'cog' },
  { id: 'people', icon: 'users' },
  { id: 'standards', icon: 'shield-check' },
] as const satisfies readonly IconEntry[]
