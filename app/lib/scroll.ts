function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth'
}

/**
 * Scrolls smoothly to the element with this id, as a link to `#id` would: the address names the
 * section, and the page lays out every band before it (see `:target` in app.css), so the scroll
 * lands where the section really is. The CSS `scroll-padding-top` keeps it clear of the sticky
 * header. Returns false when the page has no such element.
 */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id)
  if (!element) return false
  if (window.location.hash === `#${id}`)
    element.scrollIntoView({ behavior: scrollBehavior(), block: 'start' })
  else window.location.hash = id
  return true
}
