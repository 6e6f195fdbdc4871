// docs/benchmarks.md is written by more than one bench: `npm run bench` writes the top of the file
// (the title and the Lighthouse table), the others each own a `## ` section below it.

/** `text` with its `## heading` section (to the next `## ` heading) replaced, or added at the end. */
export function replaceSection(text, heading, body) {
  const section = `## ${heading}\n\n${body.trim()}\n`
  const start = text.search(new RegExp(`^## ${escape(heading)}$`, 'm'))
  if (start === -1) return `${text.trimEnd()}\n\n${section}`
  const next = text.slice(start + 3).search(/^## /m)
  const end = next === -1 ? text.length : start + 3 + next
  return `${text.slice(0, start)}${section}${next === -1 ? '' : `\n${text.slice(end)}`}`
}

/** The `## ` sections of `text`, which a rewrite of the top of the file keeps. */
export function sectionsOf(text) {
  const start = text.search(/^## /m)
  return start === -1 ? '' : text.slice(start)
}

const escape = (words) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
