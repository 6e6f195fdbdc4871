import { home as en } from './en/home'
import { home as es } from './es/home'
import { inOrder, pageContent } from './page-content'
import type { HomeContent } from './types'
import { chips, highlights, serviceSteps, testimonials } from './types/home'

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
