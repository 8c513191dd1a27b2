import { sql, type Kysely, type Migration } from 'kysely';

const sqlIn = (column: string, values: string[]) => sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

/*
 * Issue 24, area alerts: a citizen follows a colonia, or a circle of 250 m to 2 km around a point, optionally only
 * some public tipos, and gets a daily digest of the new public reportes and their public updates there. Double
 * opt-in like case_followers (migration 0022); the digest goes through mail_queue. `last_digest_day` (the cliente's
 * local day of the last digest) is claimed by a conditional update, so two nodes never both write one day's digest;
 * `digest_from` is where the next digest's window starts. Radius queries read cases.geocell (migration 0022).
 */
export const m0023_area_alerts: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('area_alerts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('email_key', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull().defaultTo('es'))
      .addColumn('status', 'text', (c) => c.notNull().check(sqlIn('status', ['pendiente', 'activo', 'baja'])))
      .addColumn('colonia_id', 'text')
      .addColumn('lat', 'double precision')
      .addColumn('lng', 'double precision')
      .addColumn('radio_m', 'integer')
      /** JSON array of tipo ids, sorted; '[]' is every public tipo. */
      .addColumn('tipos', 'text', (c) => c.notNull().defaultTo('[]'))
      /** The area and tipos as one canonical string: asking for the same area again reuses the row. */
      .addColumn('area_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('confirmed_at', 'text')
      .addColumn('ended_at', 'text')
      .addColumn('digest_from', 'text')
      .addColumn('last_digest_day', 'text')
      .addCheckConstraint('area_alerts_area_ck', sql`(colonia_id is not null and radio_m is null) or (colonia_id is null and lat is not null and lng is not null and radio_m between 250 and 2000)`)
      .addUniqueConstraint('area_alerts_area_uq', ['cliente_id', 'email_key', 'area_key'])
      .execute();
    await db.schema.createIndex('area_alerts_status_idx').on('area_alerts').columns(['status', 'cliente_id']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('area_alerts').execute();
  },
};
