import type { Plugin } from 'vite'

/**
 * A Vite plugin serving `virtual:<name>`, a module made as it is first imported: `source` writes it,
 * told whether Vite builds (the pages, from what the build's earlier steps made) or serves
 * (development and the unit tests, where no such step has run).
 */
export function virtualModule(name: string, source: (command: 'build' | 'serve') => string): Plugin {
  const id = `virtual:${name}`
  const resolved = `\0${id}`
  let command: 'build' | 'serve' = 'build'
  return {
    name: `${name}-module`,
    configResolved(config) {
      command = config.command
    },
    resolveId: (imported) => (imported === id ? resolved : undefined),
    load: (loaded) => (loaded === resolved ? source(command) : undefined),
  }
}
