import type { WordsById } from '../page-content'
import type { ProductPageContent } from './index'
import type { CardWords, IconEntry } from './info-pages'

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

export type ProductPageWords = Omit<ProductPageContent, 'process' | 'customization'> & {
  process: Omit<ProductPageContent['process'], 'steps'> & { steps: WordsById<typeof processSteps, CardWords> }
  customization: Omit<ProductPageContent['customization'], 'cards'> & {
    cards: WordsById<typeof customizations, CardWords>
  }
}
