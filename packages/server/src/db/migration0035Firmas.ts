import { sql, type Kysely, type Migration } from 'kysely';

/*
 * Issue 29: the signing keys of event tickets and BettaID cards. At most one current key per cliente (the
 * partial unique index): two requests that both find no key and create one leave one, and the loser reads it.
 */
export const m0035_firmas: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('firma_claves')
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('kid', 'text', (c) => c.notNull())
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('private_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('retired_at', 'text')
      .addPrimaryKeyConstraint('firma_claves_pk', ['cliente_id', 'kid'])
      .execute();
    await sql`create unique index firma_claves_current on firma_claves (cliente_id) where retired_at is null`.execute(db);
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('firma_claves').execute();
  },
};
