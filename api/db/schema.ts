/**
 * Table types for kysely, one interface per table the API reads or writes, kept beside the SQL in
 * db/migrations. Capabilities add their tables here as their migrations land.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no tables yet; capabilities add theirs
export interface Database {}
