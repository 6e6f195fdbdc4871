import { data } from './data/home'
import { inOrder, pageContent } from './page-content'
import type { Entry as HomeWords } from './schemas/home'
import type { HomeContent } from './types'
import { chips, highlights, serviceSteps, testimonials } from './types/home'

export const homeContent = pageContent({
  id: 'home',
  words: data,
  join: (words: HomeWords): HomeContent => ({
    ...words,
    hero: { ...words.hero, chips: chips.map(({ id, icon }) => ({ icon, text: words.hero.chips[id] })) },
    about: { ...words.about, highlights: inOrder(highlights, words.about.highlights) },
    services: { ...words.services, steps: inOrder(serviceSteps, words.services.steps) },
    whyUs: { ...words.whyUs, testimonials: inOrder(testimonials, words.whyUs.testimonials) },
  }),
})
