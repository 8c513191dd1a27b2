import { sql, type Kysely, type Migration } from 'kysely';

/*
 * Reportes and solicitudes (issue 5). One set of tables for both kinds, with a `kind` column: the two
 * share every field, rule, event and query (the contract gives them the same shapes), so one set keeps one
 * repository and one set of indexes instead of two copies that drift. `kind` comes right after
 * `cliente_id` in every index, so a list of one kind never walks the other's rows.
 *
 * tipo_id and estatus_id name a row of the kind's own catalogue (tipos_reporte or tipos_solicitud...),
 * which a foreign key cannot express: the application checks them, and the catalogues count them as "in
 * use" (cases/catalogReferences.ts), so they are deactivated, never deleted. The other catalogue columns
 * are plain foreign keys with no cascade.
 *
 * The folio counter is its own table so `insert … on conflict do update set last = last + 1 returning
 * last` hands out numbers atomically inside the creating transaction on both databases.
 */

const check = (column: string, values: readonly string[]) => sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
const KINDS = ['reporte', 'solicitud'];
const EVENT_TYPES = ['creado', 'estatus', 'asignacion', 'prioridad', 'reabierto', 'nota', 'archivo'];

export const m0005_cases: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('cases')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull().check(check('kind', KINDS)))
      .addColumn('folio', 'text', (c) => c.notNull())
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('tipo_id', 'text', (c) => c.notNull())
      .addColumn('estatus_id', 'text', (c) => c.notNull())
      .addColumn('descripcion', 'text', (c) => c.notNull())
      .addColumn('lat', 'double precision')
      .addColumn('lng', 'double precision')
      .addColumn('direccion', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('colonia_id', 'text', (c) => c.references('colonias.id'))
      .addColumn('zona_id', 'text', (c) => c.references('zonas.id'))
      .addColumn('origen_id', 'text', (c) => c.references('origenes.id'))
      .addColumn('habitante_id', 'text')
      .addColumn('contacto_nombre', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('contacto_telefono', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('contacto_email', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('dependencia_id', 'text', (c) => c.references('dependencias.id'))
      .addColumn('modulo_id', 'text', (c) => c.references('modulos.id'))
      .addColumn('asignado_a', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('prioridad', 'integer', (c) => c.notNull().defaultTo(1).check(sql`${sql.ref('prioridad')} between 0 and 3`))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('search_text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('due_at', 'text', (c) => c.notNull())
      .addColumn('closed_at', 'text')
      .execute();
    const index = (name: string, columns: string[], unique = false) => {
      const b = db.schema.createIndex(name).on('cases').columns(['cliente_id', 'kind', ...columns]);
      return (unique ? b.unique() : b).execute();
    };
    await index('cases_folio_uq', ['folio'], true);
    // the sorts, each ending in the id tie-break
    await index('cases_created_idx', ['created_at', 'id']);
    await index('cases_updated_idx', ['updated_at', 'id']);
    await index('cases_due_idx', ['due_at', 'id']);
    await index('cases_seq_idx', ['year', 'seq']);
    await index('cases_prioridad_idx', ['prioridad', 'created_at', 'id']);
    // the filters: closed_at right after the filtered column so "abiertos"/"cerrados" (and the count of
    // a filtered list) are answered from the index alone, then the default sort
    for (const column of ['estatus_id', 'tipo_id', 'dependencia_id', 'asignado_a', 'colonia_id', 'zona_id', 'origen_id']) {
      await index(`cases_${column.replace(/_id$|_a$/, '')}_idx`, [column, 'closed_at', 'created_at']);
    }
    // abiertos / cerrados on their own in the default order; vencidos (open, due before now) reads
    // due_at from the same entries instead of from each row
    await index('cases_open_idx', ['closed_at', 'created_at', 'due_at']);

    await db.schema
      .createTable('case_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('case_id', 'text', (c) => c.notNull().references('cases.id').onDelete('cascade'))
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'text')
      .addColumn('tipo', 'text', (c) => c.notNull().check(check('tipo', EVENT_TYPES)))
      .addColumn('antes', 'text')
      .addColumn('despues', 'text')
      .addColumn('comentario', 'text')
      .execute();
    await db.schema.createIndex('case_events_case_idx').on('case_events').columns(['case_id', 'at', 'id']).execute();

    await db.schema
      .createTable('case_notes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('case_id', 'text', (c) => c.notNull().references('cases.id').onDelete('cascade'))
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('autor_id', 'text')
      .addColumn('texto', 'text', (c) => c.notNull())
      .addColumn('publica', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('archivo_ids', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
    await db.schema.createIndex('case_notes_case_idx').on('case_notes').columns(['case_id', 'at', 'id']).execute();

    await db.schema
      .createTable('case_files')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('case_id', 'text', (c) => c.notNull().references('cases.id').onDelete('cascade'))
      .addColumn('nombre', 'text', (c) => c.notNull())
      .addColumn('tipo', 'text', (c) => c.notNull())
      .addColumn('bytes', 'integer', (c) => c.notNull())
      .addColumn('stored_name', 'text', (c) => c.notNull().unique())
      .addColumn('autor_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('case_files_case_idx').on('case_files').columns(['case_id', 'created_at', 'id']).execute();

    await db.schema
      .createTable('case_folios')
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull().check(check('kind', KINDS)))
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('last', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('case_folios_pk', ['cliente_id', 'kind', 'year'])
      .execute();
  },
  async down(db: Kysely<any>) {
    for (const t of ['case_folios', 'case_files', 'case_notes', 'case_events', 'cases']) await db.schema.dropTable(t).execute();
  },
};
