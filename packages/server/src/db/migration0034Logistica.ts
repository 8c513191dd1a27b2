import { sql, type Kysely, type Migration } from 'kysely';

/*
 * Issue 28 (Logística). Every row carries cliente_id. A delivery is unique per (cliente, programme, folded
 * item, habitante, period): the database, not a read before the write, keeps a person from getting the same
 * programme item twice in a period, also when two bulk creations race. One proof per delivery (unique on
 * entrega_id) and one per device id (unique on cliente, client_id): two proofs racing, or a sync retried,
 * leave one row. Local days (`dia_*`, the cliente's timezone) are stored so the figures group by day in SQL
 * on both databases; `horas_entrega` is creation to delivery, for the median.
 */

const check = (column: string, values: readonly string[]) => sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
const cliente = (c: any) => c.notNull().references('clientes.id').onDelete('cascade');
const ESTADOS = ['pendiente', 'en_ruta', 'entregada', 'fallida', 'reprogramada'];
const MOTIVOS = ['no_encontrado', 'rechazada', 'domicilio_incorrecto', 'otro'];

export const m0034_logistica: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('log_folios')
      .addColumn('cliente_id', 'text', cliente)
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('last', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('log_folios_pk', ['cliente_id', 'year'])
      .execute();

    await db.schema
      .createTable('log_entregas')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', cliente)
      .addColumn('folio', 'text', (c) => c.notNull())
      .addColumn('programa_id', 'text', (c) => c.notNull())
      .addColumn('articulo', 'text', (c) => c.notNull())
      .addColumn('articulo_key', 'text', (c) => c.notNull())
      .addColumn('periodo', 'text', (c) => c.notNull())
      .addColumn('habitante_id', 'text', (c) => c.notNull())
      .addColumn('zona_id', 'text')
      .addColumn('colonia_id', 'text')
      .addColumn('lat', 'double precision')
      .addColumn('lng', 'double precision')
      .addColumn('estado', 'text', (c) => c.notNull().check(check('estado', ESTADOS)))
      .addColumn('motivo_fallo', 'text', (c) => c.check(check('motivo_fallo', MOTIVOS)))
      .addColumn('repartidor_id', 'text')
      .addColumn('programada_para', 'text')
      .addColumn('entregada_en', 'text')
      .addColumn('codigo', 'text')
      .addColumn('codigo_sha256', 'text')
      .addColumn('dia_creada', 'text', (c) => c.notNull())
      .addColumn('dia_plan', 'text', (c) => c.notNull())
      .addColumn('dia_entrega', 'text')
      .addColumn('horas_entrega', 'double precision')
      .addColumn('created_by', 'text')
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('log_entregas_folio_uq', ['cliente_id', 'folio'])
      .addUniqueConstraint('log_entregas_once_uq', ['cliente_id', 'programa_id', 'articulo_key', 'habitante_id', 'periodo'])
      .execute();
    await db.schema.createIndex('log_entregas_estado_idx').on('log_entregas').columns(['cliente_id', 'estado', 'created_at']).execute();
    await db.schema.createIndex('log_entregas_repartidor_idx').on('log_entregas').columns(['cliente_id', 'repartidor_id', 'estado']).execute();
    await db.schema.createIndex('log_entregas_created_idx').on('log_entregas').columns(['cliente_id', 'created_at']).execute();
    await db.schema.createIndex('log_entregas_plan_idx').on('log_entregas').columns(['cliente_id', 'dia_plan']).execute();
    await db.schema.createIndex('log_entregas_entrega_idx').on('log_entregas').columns(['cliente_id', 'dia_entrega']).execute();

    await db.schema
      .createTable('log_eventos')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', cliente)
      .addColumn('entrega_id', 'text', (c) => c.notNull().references('log_entregas.id').onDelete('cascade'))
      .addColumn('tipo', 'text', (c) => c.notNull().check(check('tipo', ['creada', 'asignada', 'estatus', 'entregada', 'fallida', 'codigo'])))
      .addColumn('autor_id', 'text')
      .addColumn('antes', 'text')
      .addColumn('despues', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('log_eventos_entrega_idx').on('log_eventos').columns(['entrega_id', 'created_at']).execute();

    await db.schema
      .createTable('log_archivos')
      .addColumn('cliente_id', 'text', cliente)
      .addColumn('sha256', 'text', (c) => c.notNull())
      .addColumn('tipo', 'text', (c) => c.notNull().check(check('tipo', ['foto', 'firma'])))
      .addColumn('mime', 'text', (c) => c.notNull())
      .addColumn('bytes', 'integer', (c) => c.notNull())
      .addColumn('stored_name', 'text', (c) => c.notNull())
      .addColumn('uploaded_by', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('log_archivos_pk', ['cliente_id', 'sha256'])
      .execute();

    await db.schema
      .createTable('log_pruebas')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', cliente)
      .addColumn('entrega_id', 'text', (c) => c.notNull().references('log_entregas.id').onDelete('cascade'))
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('foto_sha256', 'text', (c) => c.notNull())
      .addColumn('firma_sha256', 'text', (c) => c.notNull())
      .addColumn('verificacion', 'text', (c) => c.notNull().check(check('verificacion', ['codigo', 'credencial'])))
      .addColumn('lat', 'double precision')
      .addColumn('lng', 'double precision')
      .addColumn('accuracy', 'double precision')
      .addColumn('pos_at', 'text')
      .addColumn('distancia_m', 'double precision')
      .addColumn('nota', 'text', (c) => c.notNull())
      .addColumn('capturada_en', 'text', (c) => c.notNull())
      .addColumn('recibida_en', 'text', (c) => c.notNull())
      .addColumn('registrada_por', 'text', (c) => c.notNull())
      .addColumn('acta_sha256', 'text', (c) => c.notNull())
      .addUniqueConstraint('log_pruebas_entrega_uq', ['entrega_id'])
      .addUniqueConstraint('log_pruebas_client_id_uq', ['cliente_id', 'client_id'])
      .execute();

    await db.schema
      .createTable('log_fallos')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', cliente)
      .addColumn('entrega_id', 'text', (c) => c.notNull().references('log_entregas.id').onDelete('cascade'))
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('motivo', 'text', (c) => c.notNull().check(check('motivo', MOTIVOS)))
      .addColumn('nota', 'text', (c) => c.notNull())
      .addColumn('lat', 'double precision')
      .addColumn('lng', 'double precision')
      .addColumn('accuracy', 'double precision')
      .addColumn('pos_at', 'text')
      .addColumn('capturada_en', 'text', (c) => c.notNull())
      .addColumn('recibida_en', 'text', (c) => c.notNull())
      .addColumn('dia', 'text', (c) => c.notNull())
      .addColumn('registrada_por', 'text', (c) => c.notNull())
      .addUniqueConstraint('log_fallos_client_id_uq', ['cliente_id', 'client_id'])
      .execute();
    await db.schema.createIndex('log_fallos_dia_idx').on('log_fallos').columns(['cliente_id', 'dia']).execute();
    await db.schema.createIndex('log_fallos_entrega_idx').on('log_fallos').columns(['entrega_id']).execute();

    await db.schema
      .createTable('log_repartidores')
      .addColumn('cliente_id', 'text', cliente)
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('zonas', 'text', (c) => c.notNull())
      .addColumn('activo', 'integer', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('log_repartidores_pk', ['cliente_id', 'user_id'])
      .execute();
  },
  async down(db: Kysely<any>) {
    for (const t of ['log_repartidores', 'log_fallos', 'log_pruebas', 'log_archivos', 'log_eventos', 'log_entregas', 'log_folios']) await db.schema.dropTable(t).execute();
  },
};
