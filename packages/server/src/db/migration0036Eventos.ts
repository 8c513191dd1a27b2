import { sql, type Kysely, type Migration } from 'kysely';

/*
 * Issue 29 (Eventos). Every row carries cliente_id. Seats are a guarded counter on the event (`ocupados`), so
 * concurrent registrations never take one seat more; `espera_ultimo` numbers the waiting list in arrival order
 * (the clock may give many the same instant). One registration per person per event: unique on the habitante,
 * or on the folded e-mail (NULLs never collide on either database). A ticket's typed code is unique per event.
 * One row per scan, unique on the device's clientId, so a door's retried sync records nothing twice.
 */

const check = (column: string, values: readonly string[]) => sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
const cliente = (c: any) => c.notNull().references('clientes.id').onDelete('cascade');
const RESULTADOS = ['valido', 'ya_registrado', 'otro_evento', 'cancelado', 'en_espera', 'invalido'];

export const m0036_eventos: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('ev_eventos')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', cliente)
      .addColumn('titulo', 'text', (c) => c.notNull())
      .addColumn('descripcion', 'text', (c) => c.notNull())
      .addColumn('lugar', 'text', (c) => c.notNull())
      .addColumn('lat', 'double precision')
      .addColumn('lng', 'double precision')
      .addColumn('inicio', 'text', (c) => c.notNull())
      .addColumn('fin', 'text', (c) => c.notNull())
      .addColumn('capacidad', 'integer', (c) => c.notNull())
      .addColumn('ocupados', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('espera_ultimo', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('registro_desde', 'text')
      .addColumn('registro_hasta', 'text')
      .addColumn('solo_padron', 'integer', (c) => c.notNull())
      .addColumn('lista_espera', 'integer', (c) => c.notNull())
      .addColumn('estado', 'text', (c) => c.notNull().check(check('estado', ['borrador', 'publicado', 'cancelado'])))
      .addColumn('search_text', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text')
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addCheckConstraint('ev_eventos_cupo_ck', sql`ocupados >= 0 and ocupados <= capacidad`)
      .execute();
    await db.schema.createIndex('ev_eventos_inicio_idx').on('ev_eventos').columns(['cliente_id', 'inicio']).execute();

    await db.schema
      .createTable('ev_registros')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', cliente)
      .addColumn('evento_id', 'text', (c) => c.notNull().references('ev_eventos.id').onDelete('cascade'))
      .addColumn('codigo', 'text', (c) => c.notNull())
      .addColumn('nombre', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('email_key', 'text')
      .addColumn('habitante_id', 'text')
      .addColumn('origen', 'text', (c) => c.notNull().check(check('origen', ['padron', 'correo'])))
      .addColumn('estado', 'text', (c) => c.notNull().check(check('estado', ['confirmado', 'espera', 'cancelado'])))
      .addColumn('espera_orden', 'integer')
      .addColumn('motivo_cancelacion', 'text')
      .addColumn('checkin_en', 'text')
      .addColumn('checkin_puerta', 'text')
      .addColumn('checkin_por', 'text')
      .addColumn('checkin_escaneo', 'text')
      .addColumn('search_text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('ev_registros_codigo_uq', ['evento_id', 'codigo'])
      .addUniqueConstraint('ev_registros_habitante_uq', ['evento_id', 'habitante_id'])
      .addUniqueConstraint('ev_registros_email_uq', ['evento_id', 'email_key'])
      .execute();
    await db.schema.createIndex('ev_registros_estado_idx').on('ev_registros').columns(['evento_id', 'estado', 'espera_orden']).execute();
    await db.schema.createIndex('ev_registros_created_idx').on('ev_registros').columns(['evento_id', 'created_at']).execute();

    await db.schema
      .createTable('ev_escaneos')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', cliente)
      .addColumn('evento_id', 'text', (c) => c.notNull().references('ev_eventos.id').onDelete('cascade'))
      .addColumn('registro_id', 'text')
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('puerta', 'text', (c) => c.notNull())
      .addColumn('usuario_id', 'text', (c) => c.notNull())
      .addColumn('resultado', 'text', (c) => c.notNull().check(check('resultado', RESULTADOS)))
      .addColumn('motivo', 'text')
      .addColumn('offline', 'integer', (c) => c.notNull())
      .addColumn('escaneado_en', 'text', (c) => c.notNull())
      .addColumn('recibido_en', 'text', (c) => c.notNull())
      .addUniqueConstraint('ev_escaneos_client_id_uq', ['cliente_id', 'client_id'])
      .execute();
    await db.schema.createIndex('ev_escaneos_registro_idx').on('ev_escaneos').columns(['registro_id', 'escaneado_en']).execute();

    await db.schema
      .createTable('ev_historial')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', cliente)
      .addColumn('evento_id', 'text', (c) => c.notNull().references('ev_eventos.id').onDelete('cascade'))
      .addColumn('registro_id', 'text')
      .addColumn('tipo', 'text', (c) => c.notNull().check(check('tipo', ['creado', 'editado', 'registrado', 'cancelado', 'promovido', 'checkin'])))
      .addColumn('autor_id', 'text')
      .addColumn('antes', 'text')
      .addColumn('despues', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('ev_historial_evento_idx').on('ev_historial').columns(['evento_id', 'created_at']).execute();
    await db.schema.createIndex('ev_historial_registro_idx').on('ev_historial').columns(['registro_id', 'created_at']).execute();
  },
  async down(db: Kysely<any>) {
    for (const t of ['ev_historial', 'ev_escaneos', 'ev_registros', 'ev_eventos']) await db.schema.dropTable(t).execute();
  },
};
