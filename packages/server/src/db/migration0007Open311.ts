import type { Kysely, Migration } from 'kysely';

/*
 * Open311 GeoReport v2 (issue 9). `open311_keys`: the api_keys a cliente's administrator hands to other
 * civic software; only the SHA-256 of the secret is kept (a leaked database holds no usable key), and a
 * revoked key stays listed so the administrator sees what was cut off and when. `open311_requests`: what a
 * GeoReport POST brings that a case has no column for (the key that filed it, the client's own account and
 * device ids, its media_url), one row per case filed that way.
 */
export const m0007_open311: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('open311_keys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('nombre', 'text', (c) => c.notNull())
      .addColumn('key_hash', 'text', (c) => c.notNull().unique())
      .addColumn('sufijo', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('last_used_at', 'text')
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('open311_keys_cliente_idx').on('open311_keys').columns(['cliente_id', 'created_at', 'id']).execute();

    await db.schema
      .createTable('open311_requests')
      .addColumn('case_id', 'text', (c) => c.primaryKey().references('cases.id').onDelete('cascade'))
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('key_id', 'text', (c) => c.notNull().references('open311_keys.id').onDelete('cascade'))
      .addColumn('account_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('device_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('media_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    for (const t of ['open311_requests', 'open311_keys']) await db.schema.dropTable(t).execute();
  },
};
