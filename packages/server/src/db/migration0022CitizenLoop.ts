import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';
import { allowEventTypes } from './migration0015CasePlaces';

const sqlIn = (column: string, values: string[]) => sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

/** The event kinds after this migration: 0015's and the two of duplicates. */
const EVENT_TYPES = ['creado', 'estatus', 'asignacion', 'prioridad', 'reabierto', 'nota', 'archivo', 'tipo', 'descripcion', 'direccion', 'colonia', 'ubicacion', 'apoyo', 'duplicado'];

/*
 * The proximity grid: a cell of 0.001° (about 110 m north-south) numbered row by row, so the cells of one
 * row are consecutive and a box of cells is one range per row. Computed by the database from the point
 * (never written), indexed per cliente and kind.
 */
const GEOCELL_SQLITE = sql.raw('cast((lat + 90) * 1000 as integer) * 400000 + cast((lng + 180) * 1000 as integer)');
const GEOCELL_PG = sql.raw('(floor((lat + 90) * 1000) * 400000 + floor((lng + 180) * 1000))::bigint');

/*
 * Issue 24 (the citizen loop): duplicates (above), people who follow a case by e-mail (double opt-in), and the queue every mail of the portal's
 * loop goes through. The queue is written in the same transaction as the change it tells of, so a change
 * is mailed once per follower however many nodes run (`dedupe_key` is unique); a node claims rows with a
 * lease (`locked_until`), so a node that dies mid-batch leaves them to another after the lease.
 */
export const m0022_citizen_loop: Migration = {
  async up(db: Kysely<any>) {
    // duplicates: support counted on the case, the original a duplicate points to, the cliente's radius and days
    await db.schema.alterTable('clientes').addColumn('duplicados_radio_m', 'integer', (c) => c.notNull().defaultTo(50)).execute();
    await db.schema.alterTable('clientes').addColumn('duplicados_dias', 'integer', (c) => c.notNull().defaultTo(30)).execute();
    await db.schema.alterTable('cases').addColumn('apoyos', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('cases').addColumn('duplicado_de', 'text').execute();
    if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`alter table cases add column geocell bigint generated always as (${GEOCELL_PG}) stored`.execute(db);
    else await sql`alter table cases add column geocell integer generated always as (${GEOCELL_SQLITE}) virtual`.execute(db);
    await db.schema.createIndex('cases_geocell_idx').on('cases').columns(['cliente_id', 'kind', 'geocell']).execute();
    await db.schema.createIndex('cases_duplicado_idx').on('cases').columns(['cliente_id', 'duplicado_de']).where('duplicado_de', 'is not', null).execute();
    await allowEventTypes(db, EVENT_TYPES);

    await db.schema
      .createTable('case_followers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('case_id', 'text', (c) => c.notNull().references('cases.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('email_key', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull().defaultTo('es'))
      .addColumn('status', 'text', (c) => c.notNull().check(sqlIn('status', ['pendiente', 'activo', 'baja'])))
      .addColumn('origen', 'text', (c) => c.notNull().check(sqlIn('origen', ['ciudadano', 'habitante', 'duplicado'])))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('confirmed_at', 'text')
      .addColumn('ended_at', 'text')
      .addUniqueConstraint('case_followers_case_email_uq', ['case_id', 'email_key'])
      .execute();
    // "a citizen who said no gets no mail": following asks the registry for the address's consent
    await db.schema.createIndex('habitantes_email_idx').on('habitantes').columns(['cliente_id', 'email']).execute();
    await db.schema.createIndex('case_followers_case_idx').on('case_followers').columns(['cliente_id', 'case_id', 'status']).execute();

    await db.schema
      .createTable('mail_queue')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', (c) => c.references('clientes.id').onDelete('cascade'))
      .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
      .addColumn('to_addr', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('headers', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('link', 'text')
      .addColumn('status', 'text', (c) => c.notNull().check(sqlIn('status', ['pendiente', 'enviado', 'fallido', 'rebotado'])))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_at', 'text', (c) => c.notNull())
      .addColumn('locked_until', 'text')
      .addColumn('locked_by', 'text')
      .addColumn('last_error', 'text')
      .addColumn('sent_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('mail_queue_due_idx').on('mail_queue').columns(['status', 'next_at']).execute();
    await db.schema.createIndex('mail_queue_cliente_idx').on('mail_queue').columns(['cliente_id', 'status']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('mail_queue').execute();
    await db.schema.dropTable('case_followers').execute();
    await db.schema.dropIndex('habitantes_email_idx').execute();
    await db.schema.dropIndex('cases_duplicado_idx').execute();
    await db.schema.dropIndex('cases_geocell_idx').execute();
    for (const column of ['geocell', 'duplicado_de', 'apoyos']) await db.schema.alterTable('cases').dropColumn(column).execute();
    for (const column of ['duplicados_dias', 'duplicados_radio_m']) await db.schema.alterTable('clientes').dropColumn(column).execute();
  },
};
