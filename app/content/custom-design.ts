import { customDesign as en } from './en/custom-design'
import { customDesign as es } from './es/custom-design'
import { pageContent } from './page-content'
import type { CustomDesignContent } from './types/info-pages'

export const customDesignContent = pageContent<CustomDesignContent>({ id: 'customDesign', words: { en, es } })
