// Types for the build step's plain JavaScript, so its tests are type-checked.
export interface IslandChunks {
  runtime: string[]
  parts: Record<string, string[]>
}
export function readIslandChunks(clientDir: string): IslandChunks
export function islandNames(html: string): string[]
export function pageScripts(chunks: IslandChunks, names: string[]): string[]
export function addIslandScripts(html: string, chunks: IslandChunks): string
export function addIslandScriptsIn(clientDir: string): void
