/**
 * What names a page, among its own words: the title of its tab and search result (the brand is
 * added after it), and the description shown under that result and when the page is shared.
 */
export interface PageMetaWords {
  title: string
  description: string
}

/** A page's names, and the `h1` its header shows. */
export interface PageWords extends PageMetaWords {
  heading: string
}
