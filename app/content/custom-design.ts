import { data } from './data/custom-design'
import { pageContent } from './page-content'
import type { Entry as CustomDesignWords } from './schemas/custom-design'
import type { CustomDesignContent } from './types/info-pages'

export const customDesignContent = pageContent<CustomDesignWords, CustomDesignContent>({
  id: 'customDesign',
  words: data,
})
