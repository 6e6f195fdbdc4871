import { home as en } from './en/home'
import { home as es } from './es/home'
import { inOrder, pageContent } from './page-content'
import type { HomeContent } from './types'
import { testimonials } from './types/home'

export const homeContent = pageContent({
  id: 'home',
  words: { en, es },
  join: (words): HomeContent => ({
    ...words,
    whyUs: { ...words.whyUs, testimonials: inOrder(testimonials, words.whyUs.testimonials) },
  }),
})
