import { sql, type Kysely, type Migration } from 'kysely';
import { allowEventTypes } from './migration0015CasePlaces';

/*
 * Issue 25 (Auditoría). Every row carries cliente_id. Audits are kept whatever happens to the case (a
 * conflict is a row with estado 'conflicto', never a lost one); `client_id` is the device's id, unique per
 * cliente, so a sync retried three times inserts once. `case_closed_at` is the closing an audit judged: a
 * case is pending audit while no applied audit names its current closed_at. Photos are stored once per
 * cliente and sha256. Positions are one row per user and fix (`at`), with the cliente's local day (`dia`) so
 * a day's track is an index range. `dia` on audits is the same local day, for the per-day figures in SQL.
 */

const check = (column: string, values: readonly string[]) => sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

const EVENT_TYPES_BEFORE = ['creado', 'estatus', 'asignacion', 'prioridad', 'reabierto', 'nota', 'archivo', 'tipo', 'descripcion', 'direccion', 'colonia', 'ubicacion', 'apoyo', 'duplicado'];
const EVENT_TYPES_AFTER = [...EVENT_TYPES_BEFORE, 'auditoria'];

export const m0029_auditoria: Migration = {
  async up(db: Kysely<any>) {
    await allowEventTypes(db, EVENT_TYPES_AFTER);

    await db.schema
      .createTable('audit_rules')
      .addColumn('cliente_id', 'text', (c) => c.primaryKey().references('clientes.id').onDelete('cascade'))
      .addColumn('modo', 'text', (c) => c.notNull().check(check('modo', ['todos', 'porcentaje'])))
      .addColumn('porcentaje', 'integer', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('updated_by', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('audit_checklists')
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('tipo_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(check('kind', ['reporte', 'solicitud'])))
      .addColumn('items', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('updated_by', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('audit_checklists_pk', ['cliente_id', 'tipo_id'])
      .execute();

    await db.schema
      .createTable('audit_photos')
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('sha256', 'text', (c) => c.notNull())
      .addColumn('nombre', 'text', (c) => c.notNull())
      .addColumn('tipo', 'text', (c) => c.notNull())
      .addColumn('bytes', 'integer', (c) => c.notNull())
      .addColumn('stored_name', 'text', (c) => c.notNull())
      .addColumn('uploaded_by', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('audit_photos_pk', ['cliente_id', 'sha256'])
      .execute();

    await db.schema
      .createTable('audit_lists')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('nombre', 'text', (c) => c.notNull())
      .addColumn('auditor_id', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text')
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('audit_lists_auditor_idx').on('audit_lists').columns(['cliente_id', 'auditor_id']).execute();

    await db.schema
      .createTable('audit_list_items')
      .addColumn('lista_id', 'text', (c) => c.notNull().references('audit_lists.id').onDelete('cascade'))
      .addColumn('case_id', 'text', (c) => c.notNull().references('cases.id').onDelete('cascade'))
      .addColumn('cliente_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('folio', 'text', (c) => c.notNull())
      .addColumn('pos', 'integer', (c) => c.notNull())
      .addColumn('estado', 'text', (c) => c.notNull().check(check('estado', ['pendiente', 'hecha', 'fallida'])))
      .addColumn('motivo', 'text')
      .addColumn('auditoria_id', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('audit_list_items_pk', ['lista_id', 'case_id'])
      .execute();

    await db.schema
      .createTable('audits')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('case_id', 'text', (c) => c.notNull().references('cases.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('folio', 'text', (c) => c.notNull())
      .addColumn('tipo_id', 'text', (c) => c.notNull())
      .addColumn('dependencia_id', 'text')
      .addColumn('auditor_id', 'text', (c) => c.notNull())
      .addColumn('veredicto', 'text', (c) => c.notNull().check(check('veredicto', ['conforme', 'no_conforme'])))
      .addColumn('estado', 'text', (c) => c.notNull().check(check('estado', ['aplicada', 'conflicto'])))
      .addColumn('conflicto', 'text')
      .addColumn('respuestas', 'text', (c) => c.notNull())
      .addColumn('fotos', 'text', (c) => c.notNull())
      .addColumn('lat', 'double precision')
      .addColumn('lng', 'double precision')
      .addColumn('accuracy', 'double precision')
      .addColumn('pos_at', 'text')
      .addColumn('distancia_m', 'double precision')
      .addColumn('comentario', 'text', (c) => c.notNull())
      .addColumn('lista_id', 'text')
      .addColumn('hecha_en', 'text')
      .addColumn('case_closed_at', 'text')
      .addColumn('dia', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('audits_client_id_uq', ['cliente_id', 'client_id'])
      .execute();
    await db.schema.createIndex('audits_case_idx').on('audits').columns(['case_id', 'estado']).execute();
    await db.schema.createIndex('audits_day_idx').on('audits').columns(['cliente_id', 'dia']).execute();
    await db.schema.createIndex('audits_auditor_idx').on('audits').columns(['cliente_id', 'auditor_id', 'created_at']).execute();

    await db.schema
      .createTable('audit_positions')
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('dia', 'text', (c) => c.notNull())
      .addColumn('lat', 'double precision', (c) => c.notNull())
      .addColumn('lng', 'double precision', (c) => c.notNull())
      .addColumn('accuracy', 'double precision', (c) => c.notNull())
      .addColumn('received_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('audit_positions_pk', ['cliente_id', 'user_id', 'at'])
      .execute();
    await db.schema.createIndex('audit_positions_day_idx').on('audit_positions').columns(['cliente_id', 'user_id', 'dia', 'at']).execute();
    await db.schema.createIndex('audit_positions_recent_idx').on('audit_positions').columns(['cliente_id', 'received_at']).execute();

    // the citizen's "¿Quedó resuelto?": one answer per closing of a case
    await db.schema
      .createTable('audit_resueltos')
      .addColumn('case_id', 'text', (c) => c.notNull().references('cases.id').onDelete('cascade'))
      .addColumn('closed_at', 'text', (c) => c.notNull())
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('respuesta', 'text', (c) => c.notNull().check(check('respuesta', ['si', 'no'])))
      .addColumn('comentario', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('audit_resueltos_pk', ['case_id', 'closed_at'])
      .execute();
  },
  async down(db: Kysely<any>) {
    for (const t of ['audit_resueltos', 'audit_positions', 'audits', 'audit_list_items', 'audit_lists', 'audit_photos', 'audit_checklists', 'audit_rules']) await db.schema.dropTable(t).execute();
    await db.deleteFrom('case_events').where('tipo', '=', 'auditoria').execute();
    await allowEventTypes(db, EVENT_TYPES_BEFORE);
  },
};
