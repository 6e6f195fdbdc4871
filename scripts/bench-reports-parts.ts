// What `npm run bench:reports` runs, loaded as one module graph: the store's dialect check
// (`instanceof` Kysely's adapter) needs the store and the reports to share one copy of Kysely.
export { sql } from 'kysely'
export { openStore } from '../server/store/open'
export * as queries from '../server/reports/queries'
export { reportData } from '../server/admin/routes/reports'
export { countryOf, fillOrigins, sourceOf } from '../server/reports/origins'
export { momentColumns } from '../server/store/lead-moments'
export { localizedSitePaths } from '../app/lib/paths'
export { createViewCounter, fromPerson, referrerHost, sitePage } from '../server/reports/page-views'
