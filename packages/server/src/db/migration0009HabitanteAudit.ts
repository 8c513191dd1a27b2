import { type Kysely, type Migration, PostgresAdapter, sql } from 'kysely';

/*
 * Issue 9: every view and change of a habitante's personal data is recorded in admin_audit with entity
 * 'habitante', which the column's CHECK of migration 0002 refuses. PostgreSQL swaps the constraint;
 * SQLite cannot alter one, so the table is rebuilt with the same columns, rows and index.
 */

const ENTITIES_BEFORE = ['user', 'role', 'cliente'];
const ENTITIES_AFTER = [...ENTITIES_BEFORE, 'habitante'];

const entityIn = (values: string[]) => sql`${sql.ref('entity')} in (${sql.join(values.map((v) => sql.lit(v)))})`;

/** Sets the entities admin_audit accepts (migration 0018 adds 'programa' through it). */
export async function allowEntities(db: Kysely<any>, values: string[]): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const checks = await sql<{ conname: string }>`select conname from pg_constraint where conrelid = 'admin_audit'::regclass and contype = 'c'`.execute(db);
    for (const { conname } of checks.rows) await sql`alter table admin_audit drop constraint ${sql.id(conname)}`.execute(db);
    await sql`alter table admin_audit add constraint admin_audit_entity_check check (${entityIn(values)})`.execute(db);
    return;
  }
  await db.schema
    .createTable('admin_audit_next')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
    .addColumn('actor_id', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull().check(entityIn(values)))
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await sql`insert into admin_audit_next (id, cliente_id, actor_id, at, entity, entity_id, action, before, after)
    select id, cliente_id, actor_id, at, entity, entity_id, action, before, after from admin_audit`.execute(db);
  await db.schema.dropTable('admin_audit').execute();
  await db.schema.alterTable('admin_audit_next').renameTo('admin_audit').execute();
  await db.schema.createIndex('admin_audit_entity_idx').on('admin_audit').columns(['cliente_id', 'entity', 'entity_id', 'at']).execute();
}

export const m0009_habitante_audit: Migration = {
  async up(db: Kysely<any>) {
    await allowEntities(db, ENTITIES_AFTER);
  },
  async down(db: Kysely<any>) {
    await db.deleteFrom('admin_audit').where('entity', 'not in', ENTITIES_BEFORE).execute();
    await allowEntities(db, ENTITIES_BEFORE);
  },
};
