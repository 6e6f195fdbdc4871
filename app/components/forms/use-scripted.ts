import { useEffect, useState } from 'react'

/**
 * Whether the page's script is running this part: false in the pre-rendered HTML and in the first
 * render over it (so the two match), true from then on. What only a script can keep true (a live
 * total, a Remove button) is shown from then on, and never promised to a page without one.
 */
export function useScripted() {
  const [scripted, setScripted] = useState(false)
  useEffect(() => setScripted(true), [])
  return scripted
}
