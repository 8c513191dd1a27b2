import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';
import { habitanteSearchText } from '../lib/searchText';
import { allowEntities } from './migration0009HabitanteAudit';

/*
 * The citizen registry (midb, issue 23, domain §4).
 * - `programas`: a cliente's social programmes; the folded name is unique per cliente.
 * - `inscripciones`: a habitante in a programme. A baja ends it and keeps the row (the roll's history); a
 *   partial unique index allows one active enrolment per person and programme, so two clerks enrolling the
 *   same search at once cannot enrol anyone twice.
 * - admin_audit accepts the entity 'programa': a programme's history is its audit.
 * - Searching a registry of a million without reading it: the folded text (name, CURP and now the phone's
 *   digits) gets the same indexes as the cases' (migration 0006): an FTS5 trigram table on SQLite, a GIN
 *   trigram index on PostgreSQL (skipped where pg_trgm is unavailable). The list's order (apellidos, nombre)
 *   and each equality filter get an index that yields a page in order.
 */
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** What admin_audit accepted since migration 0009. */
const AUDIT_ENTITIES_0009 = ['user', 'role', 'cliente', 'habitante'];

/** What the registry's filters read: in both list indexes, so a page and its count never visit the rows. */
const FILTERED = ['colonia_id', 'fecha_nacimiento', 'sexo', 'consentimiento'];

export const m0018_midb: Migration = {
  async up(db: Kysely<any>) {
    await allowEntities(db, [...AUDIT_ENTITIES_0009, 'programa']);
    await db.schema
      .createTable('programas')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('nombre', 'text', (c) => c.notNull())
      .addColumn('nombre_key', 'text', (c) => c.notNull())
      .addColumn('descripcion', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('activo', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('programas_nombre_uq').on('programas').columns(['cliente_id', 'nombre_key']).unique().execute();

    await db.schema
      .createTable('inscripciones')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('programa_id', 'text', (c) => c.notNull().references('programas.id').onDelete('cascade'))
      .addColumn('habitante_id', 'text', (c) => c.notNull().references('habitantes.id').onDelete('cascade'))
      .addColumn('estado', 'text', (c) => c.notNull())
      .addColumn('desde', 'text', (c) => c.notNull())
      .addColumn('hasta', 'text')
      .addColumn('motivo_baja', 'text')
      .addColumn('created_by', 'text')
      .execute();
    await db.schema
      .createIndex('inscripciones_activa_uq')
      .on('inscripciones')
      .columns(['programa_id', 'habitante_id'])
      .unique()
      .where(sql.ref('estado'), '=', 'activa')
      .execute();
    await db.schema.createIndex('inscripciones_roll_idx').on('inscripciones').columns(['programa_id', 'estado', 'desde', 'id']).execute();
    await db.schema.createIndex('inscripciones_habitante_idx').on('inscripciones').columns(['cliente_id', 'habitante_id']).execute();

    // the phone's digits join the searched text
    const rows = await db.selectFrom('habitantes').select(['id', 'nombre', 'apellidos', 'curp', 'telefono']).execute();
    for (const r of rows) await db.updateTable('habitantes').set({ search_text: habitanteSearchText(r) }).where('id', '=', r.id).execute();

    await db.schema.createIndex('habitantes_nombre_idx').on('habitantes').columns(['cliente_id', 'search_text', 'id', ...FILTERED]).execute();
    await db.schema.createIndex('habitantes_colonia_idx').on('habitantes').columns(['cliente_id', 'colonia_id', 'search_text', 'id', ...FILTERED.slice(1)]).execute();
    if (isPostgres(db)) {
      const { rows: ext } = await sql<{ n: number }>`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`.execute(db);
      if (ext[0]?.n) await sql`create index habitantes_search_trgm_idx on habitantes using gin (search_text public.gin_trgm_ops)`.execute(db);
    } else {
      await sql`create virtual table habitantes_fts using fts5(habitante_id unindexed, search_text, tokenize = 'trigram')`.execute(db);
      await sql`insert into habitantes_fts (habitante_id, search_text) select id, search_text from habitantes`.execute(db);
      await sql`create trigger habitantes_fts_insert after insert on habitantes begin
        insert into habitantes_fts (habitante_id, search_text) values (new.id, new.search_text);
      end`.execute(db);
      await sql`create trigger habitantes_fts_update after update of search_text on habitantes begin
        delete from habitantes_fts where habitante_id = old.id;
        insert into habitantes_fts (habitante_id, search_text) values (new.id, new.search_text);
      end`.execute(db);
      await sql`create trigger habitantes_fts_delete after delete on habitantes begin
        delete from habitantes_fts where habitante_id = old.id;
      end`.execute(db);
    }
  },
  async down(db: Kysely<any>) {
    if (isPostgres(db)) await sql`drop index if exists habitantes_search_trgm_idx`.execute(db);
    else {
      for (const t of ['habitantes_fts_insert', 'habitantes_fts_update', 'habitantes_fts_delete']) await sql`drop trigger if exists ${sql.raw(t)}`.execute(db);
      await sql`drop table if exists habitantes_fts`.execute(db);
    }
    await db.schema.dropIndex('habitantes_colonia_idx').execute();
    await db.schema.dropIndex('habitantes_nombre_idx').execute();
    await db.schema.dropTable('inscripciones').execute();
    await db.schema.dropTable('programas').execute();
    await db.deleteFrom('admin_audit').where('entity', '=', 'programa').execute();
    await allowEntities(db, AUDIT_ENTITIES_0009);
  },
};
