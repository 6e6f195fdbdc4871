import { describe, expect, it } from 'vitest'
import { readBuildEnv } from './env'

describe('the build settings', () => {
  it('take a path of the collector or a hosted service for a form', () => {
    const env = readBuildEnv({
      VITE_FORM_CONTACT_URL: 'https://formspree.io/f/xyz',
      VITE_FORM_QUOTE_URL: '/api/forms/quote',
      VITE_FORM_NEWSLETTER_URL: '',
    })
    expect(env.inlined).toEqual({
      VITE_FORM_CONTACT_URL: 'https://formspree.io/f/xyz',
      VITE_FORM_QUOTE_URL: '/api/forms/quote',
    })
  })

  it.each(['//forms.example/f/1', 'forms.example/f/1', 'javascript:alert(1)'])(
    'refuse %s for a form',
    (value) => {
      expect(() => readBuildEnv({ VITE_FORM_CONTACT_URL: value })).toThrow(/^VITE_FORM_CONTACT_URL must be/)
    },
  )
})
