import type { Testimonial } from './index'
import type { IconEntry } from './info-pages'

/** Each language quotes a club, a school and a brand of its own market; every one rated them 5. */
export const testimonials = [
  { id: 'club', rating: 5 },
  { id: 'school', rating: 5 },
  { id: 'brand', rating: 5 },
] as const satisfies readonly (Pick<Testimonial, 'rating'> & { id: string })[]

export const chips = [
  { id: 'certification', icon: 'badge-check' },
  { id: 'years', icon: 'calendar-check' },
  { id: 'countries', icon: 'globe-2' },
] as const satisfies readonly IconEntry[]

export const highlights = [
  { id: 'headOffice', icon: 'building-2' },
  { id: 'ownFactory', icon: 'factory' },
  { id: 'privateLabel', icon: 'tags' },
  { id: 'standards', icon: 'badge-check' },
] as const satisfies readonly IconEntry[]

export const serviceSteps = [
  { id: 'consultation', icon: 'messages-square' },
  { id: 'designAndSample', icon: 'pen-tool' },
  { id: 'production', icon: 'clipboard-list' },
  { id: 'delivery', icon: 'truck' },
] as const satisfies readonly IconEntry[]
