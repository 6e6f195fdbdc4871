// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import type { BuiltPhoto } from '~/lib/photo-places'
import { renderWithApp } from '~/testing/render-with-app'
import { Photo } from './photo'

/** A photo as the build lists it for the factory tour: each format at two widths. */
const files = (extension: string) =>
  [640, 960].map((width) => ({ src: `/media/room-0123456789-${width}.${extension}`, width }))
const photo: BuiltPhoto = {
  width: 960,
  height: 540,
  placeholder: 'data:image/webp;base64,UklGRg==',
  avif: files('avif'),
  webp: files('webp'),
  jpeg: files('jpg'),
  alt: { en: 'The cutting room', es: 'La sala de corte' },
}

describe('a photo the build made', () => {
  it('below the heading, waits until it nears the screen and is decoded off the main thread', () => {
    const { container } = renderWithApp(<Photo photo={photo} place="factoryTour" />, {
      path: '/es/factory-tour',
    })
    const img = container.querySelector('picture > img')!
    expect(img.getAttribute('alt')).toBe('La sala de corte')
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(img.getAttribute('decoding')).toBe('async')
    expect(img.hasAttribute('fetchpriority')).toBe(false)
    expect(img.getAttribute('srcset')).toBe(
      '/media/room-0123456789-640.jpg 640w, /media/room-0123456789-960.jpg 960w',
    )
    expect([...container.querySelectorAll('source')].map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ])
  })

  it('as the page’s main image, is fetched first and painted as soon as it is decoded', () => {
    const { container } = renderWithApp(<Photo photo={photo} place="homeHero" main />)
    const img = container.querySelector('picture > img')!
    expect(img.getAttribute('alt')).toBe('The cutting room')
    expect(img.getAttribute('loading')).toBe('eager')
    expect(img.getAttribute('fetchpriority')).toBe('high')
    expect(img.hasAttribute('decoding')).toBe(false)
  })
})
