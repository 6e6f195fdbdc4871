import { home as en } from './en/home'
import { home as es } from './es/home'
import { inOrder, pageContent, type WordsById } from './page-content'
import type { HomeContent, Testimonial } from './types'
import type { CardWords, IconEntry } from './types/info-pages'

/** Each language quotes a club, a school and a brand of its own market; every one rated them 5. */
const testimonials = [
  { id: 'club', rating: 5 },
  { id: 'school', rating: 5 },
  { id: 'brand', rating: 5 },
] as const satisfies readonly (Pick<Testimonial, 'rating'> & { id: string })[]

const chips = [
  { id: 'certification', icon: 'badge-check' },
  { id: 'years', icon: 'calendar-check' },
  { id: 'countries', icon: 'globe-2' },
] as const satisfies readonly IconEntry[]

const highlights = [
  { id: 'headOffice', icon: 'building-2' },
  { id: 'ownFactory', icon: 'factory' },
  { id: 'privateLabel', icon: 'tags' },
  { id: 'standards', icon: 'badge-check' },
] as const satisfies readonly IconEntry[]

const serviceSteps = [
  { id: 'consultation', icon: 'messages-square' },
  { id: 'designAndSample', icon: 'pen-tool' },
  { id: 'production', icon: 'clipboard-list' },
  { id: 'delivery', icon: 'truck' },
] as const satisfies readonly IconEntry[]

export type HomeWords = Omit<HomeContent, 'hero' | 'about' | 'services' | 'whyUs'> & {
  hero: Omit<HomeContent['hero'], 'chips'> & { chips: WordsById<typeof chips, string> }
  about: Omit<HomeContent['about'], 'highlights'> & { highlights: WordsById<typeof highlights, CardWords> }
  services: Omit<HomeContent['services'], 'steps'> & { steps: WordsById<typeof serviceSteps, CardWords> }
  whyUs: Omit<HomeContent['whyUs'], 'testimonials'> & {
    testimonials: WordsById<typeof testimonials, Omit<Testimonial, 'rating'>>
  }
}

export const homeContent = pageContent({
  id: 'home',
  words: { en, es },
  join: (words): HomeContent => ({
    ...words,
    hero: { ...words.hero, chips: chips.map(({ id, icon }) => ({ icon, text: words.hero.chips[id] })) },
    about: { ...words.about, highlights: inOrder(highlights, words.about.highlights) },
    services: { ...words.services, steps: inOrder(serviceSteps, words.services.steps) },
    whyUs: { ...words.whyUs, testimonials: inOrder(testimonials, words.whyUs.testimonials) },
  }),
})
