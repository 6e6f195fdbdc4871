import { contentFor, type PageContent } from '~/content/page-content'
import { useLocale } from './use-locale'

/** This page's content in the page's language (see `contentFor`). */
export function useContent<Words, Content>(page: PageContent<Words, Content>): Content {
  return contentFor(page, useLocale())
}
