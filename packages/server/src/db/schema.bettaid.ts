/* BettaID (issue 29, migration 0037). Instants are ISO-8601 UTC text, JSON text, booleans 0/1. (skeleton: the BettaID server helper fills this in) */

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface BettaidTables {}
