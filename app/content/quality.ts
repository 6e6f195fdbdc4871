import { quality as en } from './en/quality'
import { quality as es } from './es/quality'
import { pageContent } from './page-content'
import type { QualityContent } from './types/quality'

export const qualityContent = pageContent<QualityContent>({ id: 'quality', words: { en, es } })
