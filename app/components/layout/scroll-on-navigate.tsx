import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { scrollForLocation } from '~/lib/scroll'

/**
 * On every route change the page scrolls smoothly to the top, or to the element the hash names.
 * The first render is left to the browser, which already honours a hash on load.
 */
export function ScrollOnNavigate() {
  const { key, hash } = useLocation()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    scrollForLocation(hash)
  }, [key, hash])
  return null
}
