import { data } from './data/press'
import { pageContent } from './page-content'
import type { PressContent } from './types/info-pages'

export const pressContent = pageContent<PressContent>({ id: 'press', words: data })
