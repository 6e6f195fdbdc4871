import { useContext, type ComponentType } from 'react'
import type { FormId } from '~/lib/forms/common'
import { PageIslandsContext } from './page-islands'

/**
 * When the browser renders an island (./client.tsx). Nothing renders on load unless it must: a
 * page's main thread stays free until the visitor reaches for something.
 * - `interaction`: the first pointer, touch or focus inside it; a click that comes before the
 *   island is ready is held and replayed on the rendered button or link, or let through to the
 *   HTML if the island's code cannot be loaded (./runtime.ts, decision 011).
 * - `draft:<form>`: a form, on interaction too, or at once when the visitor left a draft of it.
 * - `with-others`: together with the first other island (the toasts, which only islands raise).
 */
export type IslandWhen = 'interaction' | `draft:${FormId}` | 'with-others'

/** An interactive part of a page, as the browser's island runtime (./client.tsx) finds it. */
export type IslandComponent<P extends object = object> = ComponentType<P> & {
  islandName: string
  /** The component itself, rendered without the marker; what the browser mounts. */
  component: ComponentType<P>
}

/**
 * Marks a component as an island (decision 006): the pre-render writes it inside a `display:
 * contents` element that names it and carries its props as JSON, and in the browser only these
 * elements get React. Everything else on the page stays the pre-rendered HTML it arrived as.
 * Props must therefore be plain data, and the name must be the file name under `./parts/`. The
 * page notes the island as it renders, so its code is listed at the page's end (./scripts.tsx).
 */
export function island<P extends object>(
  name: string,
  Component: ComponentType<P>,
  when: IslandWhen,
): IslandComponent<P> {
  function Island(props: P) {
    useContext(PageIslandsContext)?.add(name)
    return (
      <div data-island={name} data-when={when} data-props={JSON.stringify(props)} className="contents">
        <Component {...props} />
      </div>
    )
  }
  Island.displayName = `Island(${name})`
  return Object.assign(Island, { islandName: name, component: Component })
}

/** The props the pre-render wrote on an island's marker, as the data they were. */
export const islandProps = (marker: HTMLElement) => JSON.parse(marker.dataset.props ?? '{}') as object
