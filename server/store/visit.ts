/**
 * The visit that brought a lead: its first page on the site, where it came from, its campaign. A
 * module of its own, so that what reads a visit (the collector, the reports' sources) need not
 * import the store's writers, which read it too.
 */
export interface Visit {
  landing?: string
  referrer?: string
  utm?: Record<string, string>
}
