import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';

/*
 * The SIG catalogues (issue 5). Names are unique per cliente ignoring accents and case through a folded
 * `nombre_key` column under a unique index (módulos: per dependencia), so a race of two writers still
 * cannot store a duplicate. At most one initial estatus per cliente is a partial unique index; that there
 * is always one is the application's rule. References between catalogues are foreign keys with no
 * cascade: a row in use is deactivated, never deleted.
 */

type Builder = CreateTableBuilder<string, any>;

/** The columns every catalogue shares (CatalogBaseRow). */
function baseColumns(t: Builder): Builder {
  return t
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('nombre_key', 'text', (c) => c.notNull())
    .addColumn('activo', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull());
}

async function uniqueName(db: Kysely<any>, table: string, columns = ['cliente_id', 'nombre_key']): Promise<void> {
  await db.schema.createIndex(`${table}_nombre_uq`).on(table).columns(columns).unique().execute();
}

const TABLES = ['catalog_history', 'origenes', 'colonias', 'zonas', 'estatus_solicitud', 'estatus_reporte', 'tipos_solicitud', 'tipos_reporte', 'modulos', 'dependencias'];

export const m0004_catalogs: Migration = {
  async up(db: Kysely<any>) {
    await baseColumns(db.schema.createTable('dependencias'))
      .addColumn('siglas', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('titular', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('telefono', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('color', 'text', (c) => c.notNull())
      .execute();
    await uniqueName(db, 'dependencias');

    await baseColumns(db.schema.createTable('modulos'))
      .addColumn('dependencia_id', 'text', (c) => c.notNull().references('dependencias.id'))
      .addColumn('direccion', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('lat', 'double precision')
      .addColumn('lng', 'double precision')
      .addColumn('horario', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await uniqueName(db, 'modulos', ['cliente_id', 'dependencia_id', 'nombre_key']);

    for (const table of ['tipos_reporte', 'tipos_solicitud']) {
      await baseColumns(db.schema.createTable(table))
        .addColumn('dependencia_id', 'text', (c) => c.notNull().references('dependencias.id'))
        .addColumn('descripcion', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('icono', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('color', 'text', (c) => c.notNull())
        .addColumn('sla_dias', 'integer', (c) => c.notNull())
        .addColumn('pide_foto', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('publico', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await uniqueName(db, table);
      await db.schema.createIndex(`${table}_dependencia_idx`).on(table).columns(['cliente_id', 'dependencia_id']).execute();
    }

    for (const table of ['estatus_reporte', 'estatus_solicitud']) {
      await baseColumns(db.schema.createTable(table))
        .addColumn('color', 'text', (c) => c.notNull())
        .addColumn('orden', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('inicial', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('final', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('transiciones', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await uniqueName(db, table);
      await db.schema.createIndex(`${table}_inicial_uq`).on(table).column('cliente_id').unique().where(sql.ref('inicial'), '=', 1).execute();
    }

    await baseColumns(db.schema.createTable('zonas'))
      .addColumn('responsable', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('poligono', 'text')
      .execute();
    await uniqueName(db, 'zonas');

    await baseColumns(db.schema.createTable('colonias'))
      .addColumn('codigo_postal', 'text', (c) => c.notNull())
      .addColumn('zona_id', 'text', (c) => c.references('zonas.id'))
      .addColumn('poligono', 'text')
      .addColumn('centro_lat', 'double precision')
      .addColumn('centro_lng', 'double precision')
      .execute();
    await uniqueName(db, 'colonias');
    await db.schema.createIndex('colonias_zona_idx').on('colonias').columns(['cliente_id', 'zona_id']).execute();

    await baseColumns(db.schema.createTable('origenes')).execute();
    await uniqueName(db, 'origenes');

    await db.schema
      .createTable('catalog_history')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('catalogo', 'text', (c) => c.notNull())
      .addColumn('row_id', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'text')
      .addColumn('action', 'text', (c) => c.notNull().check(sql`${sql.ref('action')} in ('create', 'update', 'delete', 'deactivate')`))
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('catalog_history_row_idx').on('catalog_history').columns(['cliente_id', 'catalogo', 'row_id', 'at']).execute();
  },
  async down(db: Kysely<any>) {
    for (const table of TABLES) await db.schema.dropTable(table).execute();
  },
};
