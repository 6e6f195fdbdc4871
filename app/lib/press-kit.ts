import { site } from '~/content/site'

const slug = site.brand.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/**
 * The press kit the build writes (scripts/press-kit/): where the site serves it, and the folder
 * its files unpack into, both named after the brand.
 */
export const pressKit = {
  path: `/${slug}-press-kit.zip`,
  folder: `${slug}-press-kit`,
  slug,
} as const
