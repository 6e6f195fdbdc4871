import { createContext } from 'react'

/** Where the pre-render notes each island a page renders (./scripts.tsx reads them). */
export interface PageIslands {
  add(name: string): void
}

/**
 * The page being rendered's islands. Only the pre-render (and a render per request) provides it;
 * in the browser an island renders without its marker, and nothing is noted.
 */
export const PageIslandsContext = createContext<PageIslands | undefined>(undefined)
