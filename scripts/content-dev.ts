import path from 'node:path'
import type { Plugin } from 'vite'
import { runContentStep } from './content-step.mjs'

/**
 * `npm run dev` checks the content as the build does: before the first page, and again whenever a
 * file under content/ changes. A problem is printed in the terminal and leaves the last good data
 * in place; a good change rewrites the data modules, which reload the pages that read them.
 */
export function contentInDevelopment(): Plugin {
  const folder = path.resolve('content')
  return {
    name: 'content-in-development',
    apply: 'serve',
    buildStart() {
      runContentStep()
    },
    configureServer(server) {
      server.watcher.add(folder)
      const rerun = (file: string) => {
        if (file.startsWith(`${folder}${path.sep}`)) runContentStep()
      }
      server.watcher.on('change', rerun).on('add', rerun).on('unlink', rerun)
    },
  }
}
