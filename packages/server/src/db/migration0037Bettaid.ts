import type { Kysely, Migration } from 'kysely';

/* Issue 29 (BettaID). (skeleton: the BettaID server helper fills this in) */
export const m0037_bettaid: Migration = {
  async up(_db: Kysely<any>) {},
  async down(_db: Kysely<any>) {},
};
