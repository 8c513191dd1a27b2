import type { Kysely, Migration } from 'kysely';

/*
 * Where an account signed in successfully before: a browser's device token or an address, each stored
 * only as a keyed hash. A sign-in from one of them passes the hard per-account limit, so an attacker who
 * keeps failing on an e-mail cannot lock its owner out. In the database, not in memory, because every
 * node of a deployment must know the same devices.
 */
export const m0014_known_sign_ins: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('known_sign_ins')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('hash', 'text', (c) => c.notNull())
      .addColumn('last_used_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('known_sign_ins_pk', ['user_id', 'kind', 'hash'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('known_sign_ins').execute();
  },
};
