import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/*
 * The registry's import (midb, issue 23).
 * - `midb_imports`: one uploaded file: its columns and their mapping, its state and progress, its counts, and
 *   the lease of the node working on it (an import left mid-validation or mid-commit by a stopped node is
 *   taken over once the lease expires; the commit's transaction left nothing behind).
 * - `midb_import_filas`: the file's rows as read, so nothing depends on the file or on one node's memory.
 * - `midb_import_resultados`: per row, what validation and matching found, the decision and the result.
 * - `midb_import_mapeos`: per cliente, the field each header (folded) filled last time.
 * - SQLite: migration 0018's habitantes_fts triggers found a habitante's FTS row by `habitante_id`, an
 *   unindexed FTS column, so every change of a habitante's searched text scanned the whole FTS table (an
 *   import filling 15,000 phones in a registry of 100,000: minutes). The FTS rows now take their rowid from
 *   `habitantes_fts_keys`, whose INTEGER PRIMARY KEY (unlike a table's implicit rowid) VACUUM keeps, and the
 *   triggers find them by it. `habitante_id` and `search_text` stay as they were for the queries.
 */
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;
const FTS_TRIGGERS = ['habitantes_fts_insert', 'habitantes_fts_update', 'habitantes_fts_delete'];

async function keyedFts(db: Kysely<any>): Promise<void> {
  for (const t of FTS_TRIGGERS) await sql`drop trigger if exists ${sql.raw(t)}`.execute(db);
  await sql`create table habitantes_fts_keys (k integer primary key, habitante_id text not null unique)`.execute(db);
  await sql`insert into habitantes_fts_keys (habitante_id) select id from habitantes order by created_at, id`.execute(db);
  await sql`delete from habitantes_fts`.execute(db);
  await sql`insert into habitantes_fts (rowid, habitante_id, search_text) select k.k, h.id, h.search_text from habitantes h join habitantes_fts_keys k on k.habitante_id = h.id`.execute(db);
  const key = (ref: string) => sql.raw(`(select k from habitantes_fts_keys where habitante_id = ${ref})`);
  await sql`create trigger habitantes_fts_insert after insert on habitantes begin
    insert into habitantes_fts_keys (habitante_id) values (new.id);
    insert into habitantes_fts (rowid, habitante_id, search_text) values (${key('new.id')}, new.id, new.search_text);
  end`.execute(db);
  await sql`create trigger habitantes_fts_update after update of search_text on habitantes begin
    delete from habitantes_fts where rowid = ${key('old.id')};
    insert into habitantes_fts (rowid, habitante_id, search_text) values (${key('new.id')}, new.id, new.search_text);
  end`.execute(db);
  await sql`create trigger habitantes_fts_delete after delete on habitantes begin
    delete from habitantes_fts where rowid = ${key('old.id')};
    delete from habitantes_fts_keys where habitante_id = old.id;
  end`.execute(db);
}

/** Migration 0018's triggers, as they were. */
async function unkeyedFts(db: Kysely<any>): Promise<void> {
  for (const t of FTS_TRIGGERS) await sql`drop trigger if exists ${sql.raw(t)}`.execute(db);
  await sql`drop table if exists habitantes_fts_keys`.execute(db);
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
export const m0019_midb_imports: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('midb_imports')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('commit_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('archivo', 'text', (c) => c.notNull())
      .addColumn('formato', 'text', (c) => c.notNull())
      .addColumn('codificacion', 'text')
      .addColumn('columnas', 'text', (c) => c.notNull())
      .addColumn('mapeo', 'text', (c) => c.notNull())
      .addColumn('sin_curp', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('estado', 'text', (c) => c.notNull())
      .addColumn('filas', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('progreso_fase', 'text')
      .addColumn('progreso_hechas', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('progreso_total', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('resumen', 'text')
      .addColumn('error_code', 'text')
      .addColumn('error_message', 'text')
      .addColumn('lease_owner', 'text')
      .addColumn('lease_until', 'text')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('midb_imports_cliente_idx').on('midb_imports').columns(['cliente_id', 'created_at', 'id']).execute();
    await db.schema.createIndex('midb_imports_estado_idx').on('midb_imports').columns(['estado', 'lease_until']).execute();

    await db.schema
      .createTable('midb_import_filas')
      .addColumn('import_id', 'text', (c) => c.notNull().references('midb_imports.id').onDelete('cascade'))
      .addColumn('fila', 'integer', (c) => c.notNull())
      .addColumn('celdas', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('midb_import_filas_pk', ['import_id', 'fila'])
      .execute();

    await db.schema
      .createTable('midb_import_resultados')
      .addColumn('import_id', 'text', (c) => c.notNull().references('midb_imports.id').onDelete('cascade'))
      .addColumn('fila', 'integer', (c) => c.notNull())
      .addColumn('estado', 'text', (c) => c.notNull())
      .addColumn('problemas', 'text')
      .addColumn('clave', 'text')
      .addColumn('duplicada_de', 'integer')
      .addColumn('datos', 'text')
      .addColumn('tipo', 'text')
      .addColumn('habitante_id', 'text')
      .addColumn('puntaje', 'double precision')
      .addColumn('coincidencia', 'text')
      .addColumn('sin_cambios', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('puede_crear', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('decision', 'text')
      .addColumn('resultado', 'text')
      .addPrimaryKeyConstraint('midb_import_resultados_pk', ['import_id', 'fila'])
      .execute();
    await db.schema.createIndex('midb_import_resultados_clave_idx').on('midb_import_resultados').columns(['import_id', 'clave', 'fila']).execute();
    await db.schema.createIndex('midb_import_resultados_vista_idx').on('midb_import_resultados').columns(['import_id', 'estado', 'tipo', 'fila']).execute();

    await db.schema
      .createTable('midb_import_mapeos')
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('encabezado_key', 'text', (c) => c.notNull())
      .addColumn('campo', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('midb_import_mapeos_pk', ['cliente_id', 'encabezado_key'])
      .execute();
    if (!isPostgres(db)) await keyedFts(db);
  },
  async down(db: Kysely<any>) {
    if (!isPostgres(db)) await unkeyedFts(db);
    for (const t of ['midb_import_mapeos', 'midb_import_resultados', 'midb_import_filas', 'midb_imports']) await db.schema.dropTable(t).execute();
  },
};
