import { type RouteConfig, index, prefix, route } from '@react-router/dev/routes'
import type { Locale } from './lib/locale'

/**
 * Every page once per language: English at the root paths, Spanish under `/es`. Route ids carry
 * the language because React Router needs each one unique.
 */
function pages(locale: Locale) {
  const id = (name: string) => ({ id: `${locale}/${name}` })
  return [
    index('routes/home.tsx', id('home')),
    route('products/:slug', 'routes/product.tsx', id('product')),
    route('custom-design', 'routes/custom-design.tsx', id('custom-design')),
    route('fabrics-materials', 'routes/fabrics-materials.tsx', id('fabrics-materials')),
    route('printing', 'routes/printing.tsx', id('printing')),
    route('finishing-craftsmanship', 'routes/finishing-craftsmanship.tsx', id('finishing-craftsmanship')),
    route('payments', 'routes/payments.tsx', id('payments')),
    route('delivery', 'routes/delivery.tsx', id('delivery')),
    route('factory-tour', 'routes/factory-tour.tsx', id('factory-tour')),
    route('faq', 'routes/faq.tsx', id('faq')),
    route('contact', 'routes/contact.tsx', id('contact')),
    route('careers', 'routes/careers.tsx', id('careers')),
    route('press', 'routes/press.tsx', id('press')),
    route('quality', 'routes/quality.tsx', id('quality')),
    route('size-charts', 'routes/size-charts.tsx', id('size-charts')),
    route('privacy', 'routes/privacy.tsx', id('privacy')),
    route('thank-you', 'routes/thank-you.tsx', id('thank-you')),
    route('legal', 'routes/legal.tsx', id('legal')),
    route('terms', 'routes/terms.tsx', id('terms')),
    route('newsletter/:step', 'routes/newsletter.tsx', id('newsletter')),
    // Pre-rendered once as a template the server fills in for each buyer (app/lib/status-page.ts).
    route('status/:token', 'routes/status.tsx', id('status')),
    route('*', 'routes/not-found.tsx', id('not-found')),
  ]
}

export default [
  // Files for search engines, written once by the build (resource routes, no page).
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  ...pages('en'),
  ...prefix('es', pages('es')),
] satisfies RouteConfig
