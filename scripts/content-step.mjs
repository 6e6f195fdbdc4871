// The content step: checks content/ and makes the pages' data modules (scripts/content.ts), in its
// own process, so every run reads the files afresh and whatever runs it (the build, `npm run dev`,
// the tests) needs no YAML or schema code of its own.
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

/** Runs the step, its report on this process's output; whether the content was good. */
export function runContentStep() {
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content.ts'], {
    cwd: root,
    stdio: 'inherit',
  })
  return status === 0
}
