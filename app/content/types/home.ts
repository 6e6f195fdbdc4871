import type { WordsById } from '../page-content'
import type { HomeContent, Testimonial } from './index'

/** Each language quotes a club, a school and a brand of its own market; every one rated them 5. */
export const testimonials = [
  { id: 'club', rating: 5 },
  { id: 'school', rating: 5 },
  { id: 'brand', rating: 5 },
] as const satisfies readonly (Pick<Testimonial, 'rating'> & { id: string })[]

export type HomeWords = Omit<HomeContent, 'whyUs'> & {
  whyUs: Omit<HomeContent['whyUs'], 'testimonials'> & {
    testimonials: WordsById<typeof testimonials, Omit<Testimonial, 'rating'>>
  }
}
