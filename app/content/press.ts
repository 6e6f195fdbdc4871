import { press as en } from './en/press'
import { press as es } from './es/press'
import { pageContent } from './page-content'
import type { PressContent } from './types/info-pages'

export const pressContent = pageContent<PressContent>({ id: 'press', words: { en, es } })
