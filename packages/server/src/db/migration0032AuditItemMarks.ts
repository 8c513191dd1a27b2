import { type Kysely, type Migration, sql } from 'kysely';
import { allowEventTypes } from './migration0015CasePlaces';

/*
 * Issue 25, "no se pudo auditar": a field auditor marks a work-list item failed from the phone, offline too.
 * `audit_list_items.motivo_codigo` is the auditor's reason (null for a supervisor's free text). Every change of
 * an item's state that is not an audit (the auditor's mark, a supervisor's failed or back-to-pending) is a row
 * of `audit_item_marks`: the items' history, who and when. Its `client_id` is the phone's id for the mark,
 * unique per cliente (null for a supervisor's change), so an outbox replay finds the mark it already made.
 * The case's history gets the kind 'auditoria_item' for the same changes.
 */

const EVENT_TYPES_BEFORE = ['creado', 'estatus', 'asignacion', 'prioridad', 'reabierto', 'nota', 'archivo', 'tipo', 'descripcion', 'direccion', 'colonia', 'ubicacion', 'apoyo', 'duplicado', 'auditoria'];

const check = (column: string, values: readonly string[]) => sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

export const m0032_audit_item_marks: Migration = {
  async up(db: Kysely<any>) {
    await allowEventTypes(db, [...EVENT_TYPES_BEFORE, 'auditoria_item']);
    await db.schema.alterTable('audit_list_items').addColumn('motivo_codigo', 'text').execute();
    await db.schema
      .createTable('audit_item_marks')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('client_id', 'text')
      .addColumn('lista_id', 'text', (c) => c.notNull().references('audit_lists.id').onDelete('cascade'))
      .addColumn('case_id', 'text', (c) => c.notNull())
      .addColumn('estado', 'text', (c) => c.notNull().check(check('estado', ['pendiente', 'fallida'])))
      .addColumn('motivo_codigo', 'text')
      .addColumn('nota', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('hecha_en', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    // several NULLs are distinct in a unique index on both databases: only the phone's ids must be unique
    await db.schema.createIndex('audit_item_marks_client').on('audit_item_marks').columns(['cliente_id', 'client_id']).unique().execute();
    await db.schema.createIndex('audit_item_marks_item').on('audit_item_marks').columns(['lista_id', 'case_id', 'created_at']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('audit_item_marks').execute();
    await db.schema.alterTable('audit_list_items').dropColumn('motivo_codigo').execute();
    await db.deleteFrom('case_events').where('tipo', '=', 'auditoria_item').execute();
    await allowEventTypes(db, EVENT_TYPES_BEFORE);
  },
};
