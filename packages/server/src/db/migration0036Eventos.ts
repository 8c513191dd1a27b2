import type { Kysely, Migration } from 'kysely';

/* Issue 29 (Eventos). (skeleton: the eventos server helper fills this in) */
export const m0036_eventos: Migration = {
  async up(_db: Kysely<any>) {},
  async down(_db: Kysely<any>) {},
};
