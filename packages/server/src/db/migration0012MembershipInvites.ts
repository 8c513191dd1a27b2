import type { Kysely, Migration } from 'kysely';

/*
 * Issue 19: inviting an e-mail that already has an account no longer adds that account to the inviting
 * cliente. The membership waits (`invite_pending`) until the person accepts through the link mailed to
 * them; only the link's SHA-256 is kept, with its expiry. While it waits the inviting cliente sees the
 * name it typed (`invite_name`), never the account's own profile.
 */
export const m0012_membership_invites: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('user_clientes').addColumn('invite_pending', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('user_clientes').addColumn('invite_hash', 'text').execute();
    await db.schema.alterTable('user_clientes').addColumn('invite_expires_at', 'text').execute();
    await db.schema.alterTable('user_clientes').addColumn('invite_name', 'text').execute();
    await db.schema.alterTable('user_clientes').addColumn('invited_by', 'text').execute();
    await db.schema.createIndex('user_clientes_invite_hash_uq').on('user_clientes').column('invite_hash').unique().execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('user_clientes_invite_hash_uq').execute();
    for (const c of ['invited_by', 'invite_name', 'invite_expires_at', 'invite_hash', 'invite_pending']) {
      await db.schema.alterTable('user_clientes').dropColumn(c).execute();
    }
  },
};
