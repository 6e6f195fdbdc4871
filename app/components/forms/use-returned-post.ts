import { useRouteLoaderData } from 'react-router'
import type { FormId } from '~/lib/forms/common'
import type { ReturnedPost } from '~/lib/forms/problems'

/**
 * What the root's loader hands every page: a refused post's values and problems, when there is
 * one, and the address a page made for one request stands for, when the server names one.
 */
export interface RootData {
  returned: ReturnedPost | null
  address: string | null
}

/**
 * The post of `form` the collector refused, when the page is rendered again for it: read by the
 * route that places the form and handed to its island as a prop, so the browser gets the same.
 */
export function useReturnedPost(form: FormId): ReturnedPost | undefined {
  const returned = (useRouteLoaderData('root') as RootData | undefined)?.returned
  return returned?.form === form ? returned : undefined
}
