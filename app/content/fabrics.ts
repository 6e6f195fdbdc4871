import { fabrics as en } from './en/fabrics'
import { fabrics as es } from './es/fabrics'
import { inOrder, pageContent } from './page-content'
import { groups, needs } from './types/fabrics'
import type { FabricsContent } from './types/info-pages'

export const fabricsContent = pageContent({
  id: 'fabrics',
  words: { en, es },
  join: (words): FabricsContent => ({
    ...words,
    groups: { ...words.groups, items: inOrder(groups, words.groups.items) },
    choosing: { ...words.choosing, needs: inOrder(needs, words.choosing.needs) },
  }),
})
