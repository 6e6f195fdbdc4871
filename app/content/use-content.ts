import { useLocale } from '~/lib/use-locale'
import { contentFor, type PageContent } from './page-content'

/** This page's content in the page's language (see `contentFor`). */
export function useContent<Words, Content>(page: PageContent<Words, Content>): Content {
  return contentFor(page, useLocale())
}
