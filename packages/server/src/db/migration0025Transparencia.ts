import { sql, type Kysely, type Migration } from 'kysely';

/*
 * Issue 26 (Transparencia): public information requests within the legal deadlines. Every row carries
 * cliente_id. The figures of the cliente's law are a row of transp_settings (absent: the defaults), the
 * holiday calendar is transp_holidays, and a request's due date is computed by the deadline engine
 * (domains/transparencia/deadlines.ts) and stored in `due_on` so the inbox can filter and sort on it; a
 * calendar or figures change recomputes the open ones in one transaction.
 *
 * The requester's name and e-mail live only on transp_requests and are never selected by the public
 * reads. The follow code and the upload token are stored as hashes. Local days (YYYY-MM-DD, the cliente's
 * timezone) and instants (ISO UTC) are both text, so both databases compare them the same way.
 */

const check = (column: string, values: readonly string[]) => sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
const ESTATUS = ['INICIO', 'PROCESO', 'EN_PREVENCION', 'EN_AMPLIACION', 'TERMINADA', 'DESECHADA', 'CANCELADA'];

export const m0025_transparencia: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('transp_settings')
      .addColumn('cliente_id', 'text', (c) => c.primaryKey().references('clientes.id').onDelete('cascade'))
      .addColumn('ley', 'text', (c) => c.notNull())
      .addColumn('respuesta_dias', 'integer', (c) => c.notNull())
      .addColumn('ampliacion_dias', 'integer', (c) => c.notNull())
      .addColumn('prevencion_dias', 'integer', (c) => c.notNull())
      .addColumn('plazo_ciudadano_dias', 'integer', (c) => c.notNull())
      .addColumn('hora_corte', 'text', (c) => c.notNull())
      .addColumn('proximo_dias', 'integer', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('updated_by', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('transp_holidays')
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('fecha', 'text', (c) => c.notNull())
      .addColumn('nombre', 'text', (c) => c.notNull())
      .addColumn('federal', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('transp_holidays_pk', ['cliente_id', 'fecha'])
      .execute();

    await db.schema
      .createTable('transp_units')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('nombre', 'text', (c) => c.notNull())
      .addColumn('nombre_key', 'text', (c) => c.notNull())
      .addColumn('activo', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('transp_units_nombre_uq', ['cliente_id', 'nombre_key'])
      .execute();

    await db.schema
      .createTable('transp_folios')
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('last', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('transp_folios_pk', ['cliente_id', 'year'])
      .execute();

    await db.schema
      .createTable('transp_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('folio', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('texto', 'text', (c) => c.notNull())
      .addColumn('formato', 'text', (c) => c.notNull())
      .addColumn('nombre', 'text')
      .addColumn('email', 'text')
      .addColumn('lang', 'text', (c) => c.notNull().defaultTo('es'))
      .addColumn('avisos', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('canal', 'text', (c) => c.notNull().check(check('canal', ['portal', 'personal'])))
      .addColumn('unidad_id', 'text', (c) => c.references('transp_units.id'))
      .addColumn('estatus', 'text', (c) => c.notNull().check(check('estatus', ESTATUS)))
      .addColumn('filed_at', 'text', (c) => c.notNull())
      .addColumn('filed_on', 'text', (c) => c.notNull())
      .addColumn('due_on', 'text')
      .addColumn('stops', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('ampliada', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('ampliacion_motivo', 'text')
      .addColumn('ampliacion_at', 'text')
      .addColumn('prevencion_texto', 'text')
      .addColumn('prevencion_at', 'text')
      .addColumn('responder_antes', 'text')
      .addColumn('prevencion_respuesta', 'text')
      .addColumn('prevencion_respondida_at', 'text')
      .addColumn('respuesta_texto', 'text')
      .addColumn('respuesta_at', 'text')
      .addColumn('respondida_on', 'text')
      .addColumn('motivo_cierre', 'text')
      .addColumn('closed_at', 'text')
      .addColumn('upload_hash', 'text')
      .addColumn('upload_remaining', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('upload_expires_at', 'text')
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('transp_requests_folio_uq', ['cliente_id', 'folio'])
      .execute();
    // the inbox: by estatus and due date (overdue, due soon), by unit, newest first
    await db.schema.createIndex('transp_requests_due_idx').on('transp_requests').columns(['cliente_id', 'estatus', 'due_on']).execute();
    await db.schema.createIndex('transp_requests_unit_idx').on('transp_requests').columns(['cliente_id', 'unidad_id']).execute();
    await db.schema.createIndex('transp_requests_filed_idx').on('transp_requests').columns(['cliente_id', 'filed_on']).execute();

    await db.schema
      .createTable('transp_notes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('request_id', 'text', (c) => c.notNull().references('transp_requests.id').onDelete('cascade'))
      .addColumn('texto', 'text', (c) => c.notNull())
      .addColumn('autor_id', 'text')
      .addColumn('autor_nombre', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('transp_notes_request_idx').on('transp_notes').columns(['request_id', 'created_at']).execute();

    await db.schema
      .createTable('transp_documents')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('request_id', 'text', (c) => c.notNull().references('transp_requests.id').onDelete('cascade'))
      .addColumn('nombre', 'text', (c) => c.notNull())
      .addColumn('tipo', 'text', (c) => c.notNull())
      .addColumn('bytes', 'integer', (c) => c.notNull())
      .addColumn('stored_name', 'text', (c) => c.notNull().unique())
      .addColumn('origen', 'text', (c) => c.notNull().check(check('origen', ['respuesta', 'adjunto'])))
      .addColumn('en_respuesta', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('autor_id', 'text')
      .addColumn('autor_nombre', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('transp_documents_request_idx').on('transp_documents').columns(['request_id', 'created_at']).execute();

    await db.schema
      .createTable('transp_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('request_id', 'text', (c) => c.notNull().references('transp_requests.id').onDelete('cascade'))
      .addColumn('tipo', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'text')
      .addColumn('actor_nombre', 'text')
      .addColumn('comentario', 'text')
      .addColumn('antes', 'text')
      .addColumn('despues', 'text')
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('transp_events_request_idx').on('transp_events').columns(['request_id', 'at', 'id']).execute();
  },
  async down(db: Kysely<any>) {
    for (const t of ['transp_events', 'transp_documents', 'transp_notes', 'transp_requests', 'transp_folios', 'transp_units', 'transp_holidays', 'transp_settings']) await db.schema.dropTable(t).execute();
  },
};
