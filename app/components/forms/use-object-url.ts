import { useEffect, useState } from 'react'

/**
 * An address the page can show `file` from, for as long as the component shows it, then revoked
 * so the browser can free the file. An SVG is given its media type, which a browser needs to draw
 * it as an image and which a file from some systems lacks; as an image it runs no script.
 */
export function useObjectUrl(file: File | undefined, svg = false): string | undefined {
  const [url, setUrl] = useState<string>()
  useEffect(() => {
    if (!file) return setUrl(undefined)
    const address = URL.createObjectURL(svg ? new Blob([file], { type: 'image/svg+xml' }) : file)
    setUrl(address)
    return () => URL.revokeObjectURL(address)
  }, [file, svg])
  return url
}
