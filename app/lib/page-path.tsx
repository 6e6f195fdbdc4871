import { createContext, useContext } from 'react'

/**
 * The path of the page being shown. The pre-render gives it from React Router's location; in the
 * browser each interactive part (see app/islands) gets it from `window.location`, so components
 * read it the same way in both places and never need a router of their own.
 */
export const PagePathContext = createContext('/')

export function usePagePath(): string {
  return useContext(PagePathContext)
}
