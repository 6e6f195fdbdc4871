/**
 * The company facts the code ships with are fictional, and each is written `example(...)` where it
 * is set (app/content/site.ts). Writing the company's own value there drops the mark with the old
 * value, so nothing else has to be kept in step: the build asks `isExample` which facts still need
 * filling in before it publishes to a real address (app/content/identity.ts).
 */
const examples = new Set<unknown>()

/** A text fact comes back as any text, so the company's own value takes its place. */
export function example<Value>(value: Value): Value extends string ? string : Value
export function example(value: unknown): unknown {
  examples.add(value)
  return value
}

export function isExample(value: unknown): boolean {
  return examples.has(value)
}
