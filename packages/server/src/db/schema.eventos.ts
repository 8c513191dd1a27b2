/* Eventos (issue 29, migration 0036). Instants are ISO-8601 UTC text, JSON text, booleans 0/1. (skeleton: the eventos server helper fills this in) */

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface EventosTables {}
