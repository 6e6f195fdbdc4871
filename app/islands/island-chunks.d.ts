/**
 * The islands' manifest as the bundler hands it to the pages (vite.islands.config.ts,
 * `islandChunksModule`): the build's islands.json, or the islands' sources in development.
 */
declare module 'virtual:island-chunks' {
  /** Every file the runtime runs, and every file each part under app/islands/parts runs, as site URLs. */
  export interface IslandChunks {
    runtime: string[]
    parts: Record<string, string[]>
  }
  const chunks: IslandChunks
  export default chunks
  /** In development, the module that reloads the page when a source changes; none in a build. */
  export const reloader: string | undefined
}
