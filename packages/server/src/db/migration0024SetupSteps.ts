import { sql, type Kysely, type Migration } from 'kysely';

/*
 * Issue 24 (a new municipality in ten minutes): the setup guide's steps an administrator confirmed or
 * skipped. What the cliente's data shows (a map centre, catalogues, colonias, members) is never stored
 * here; this holds only what no data can tell (identity and time zone looked at, the poster printed) and
 * the skips, so the guide shows what is still missing.
 */
export const m0024_setup_steps: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('setup_steps')
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('step', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('hecho', 'omitido')`))
      .addColumn('updated_by', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('setup_steps_pk', ['cliente_id', 'step'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('setup_steps').execute();
  },
};
