import { formEndpoints } from '../content/site'

/** Where a page a CDN served counts its view (server/reports/views-plugin.ts). */
export const viewBeaconPath = '/api/views'

/**
 * The collector's address for the beacon: beside the forms, on their origin when the pages were
 * built to post to another one (the page's policy already allows connecting there).
 */
export function viewBeaconUrl(contactEndpoint: string): string {
  return /^https?:\/\//i.test(contactEndpoint)
    ? `${new URL(contactEndpoint).origin}${viewBeaconPath}`
    : viewBeaconPath
}

/**
 * Counts the page's view once it is shown, when the collector did not count it as it sent the page
 * (its answer then carries `Server-Timing: view`): a page from a CDN, or one prerendered before the
 * visitor opened it. It sends the page's path and the referring site's host, nothing else, and
 * writes nothing on the device. A browser that cannot read the answer's timing sends nothing,
 * so no view is counted twice.
 *
 * Inlined with `Function.prototype.toString` (page-script.ts): it must not reference anything
 * outside its body.
 */
export function sendView(endpoint: string) {
  const send = () => {
    const navigation = performance.getEntriesByType('navigation')[0] as
      PerformanceNavigationTiming | undefined
    if (!navigation || !navigation.serverTiming || !navigator.sendBeacon) return
    if (navigation.serverTiming.some((entry) => entry.name === 'view')) return
    let referrer = ''
    try {
      const host = document.referrer ? new URL(document.referrer).host : ''
      if (host !== location.host) referrer = host
    } catch {
      referrer = ''
    }
    navigator.sendBeacon(
      endpoint,
      `p=${encodeURIComponent(location.pathname)}&r=${encodeURIComponent(referrer)}`,
    )
  }
  if ((document as Document & { prerendering?: boolean }).prerendering)
    document.addEventListener('prerenderingchange', send, { once: true })
  else if (document.readyState === 'complete') send()
  else addEventListener('load', send, { once: true })
}

/** Where this build's pages send their beacon. */
export const viewBeaconEndpoint = viewBeaconUrl(formEndpoints.contact)
