import type { IconEntry } from './info-pages'

/** The category page's process steps and customization options, each with its icon, in the page's order. */
export const processSteps = [
  { id: 'design', icon: 'pencil-ruler' },
  { id: 'fabricSourcing', icon: 'palette' },
  { id: 'cutting', icon: 'scissors' },
  { id: 'qualityAssurance', icon: 'shield-check' },
] as const satisfies readonly IconEntry[]

export const customizations = [
  { id: 'colours', icon: 'palette' },
  { id: 'labels', icon: 'tag' },
  { id: 'decoration', icon: 'stamp' },
] as const satisfies readonly IconEntry[]
