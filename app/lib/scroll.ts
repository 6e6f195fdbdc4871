function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth'
}

/**
 * Scrolls smoothly to the element with this id. The CSS `scroll-padding-top` keeps it clear of the
 * sticky header. Returns false when the page has no such element.
 */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id)
  if (!element) return false
  element.scrollIntoView({ behavior: scrollBehavior(), block: 'start' })
  return true
}
