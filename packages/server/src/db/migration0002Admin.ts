import { sql, type Kysely, type Migration } from 'kysely';
import { searchText } from '../lib/searchText';

/*
 * Administration (issue 6): the audit of admin changes, a per-cliente disabled flag on memberships (a
 * user can be disabled in one cliente and active in another), the cliente's tile URL and "operación sin
 * CURP", and a folded name+e-mail column so user search ignores accents and case on both databases.
 */
export const m0002_admin: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('admin_audit')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('actor_id', 'text')
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('entity', 'text', (c) => c.notNull().check(sql`${sql.ref('entity')} in ('user', 'role', 'cliente')`))
      .addColumn('entity_id', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .execute();
    await db.schema.createIndex('admin_audit_entity_idx').on('admin_audit').columns(['cliente_id', 'entity', 'entity_id', 'at']).execute();

    await db.schema.alterTable('user_clientes').addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('clientes').addColumn('map_tile_url', 'text').execute();
    await db.schema.alterTable('clientes').addColumn('operacion_sin_curp', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('users').addColumn('search_text', 'text', (c) => c.notNull().defaultTo('')).execute();
    const users = await db.selectFrom('users').select(['id', 'display_name', 'email']).execute();
    for (const u of users) {
      await db.updateTable('users').set({ search_text: searchText(u.display_name, u.email) }).where('id', '=', u.id).execute();
    }
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('admin_audit').execute();
    await db.schema.alterTable('users').dropColumn('search_text').execute();
    await db.schema.alterTable('clientes').dropColumn('operacion_sin_curp').execute();
    await db.schema.alterTable('clientes').dropColumn('map_tile_url').execute();
    await db.schema.alterTable('user_clientes').dropColumn('disabled').execute();
  },
};
