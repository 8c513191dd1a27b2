import { sql, type Kysely, type Migration } from 'kysely';

/*
 * Issue 29 (BettaID). Every row carries cliente_id. A habitante holds at most one card per template that is not
 * revoked: a partial unique index (both databases have them) keeps it so when two issues race, not a read before
 * the write. A card's expiry (vence_en) is an instant, so vigente / vencida is computed against the clock in SQL;
 * revocation is a column (revocada_en), never a delete. Files (photos, template logos) are kept once per cliente
 * and sha256.
 */

const check = (column: string, values: readonly string[]) => sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
const cliente = (c: any) => c.notNull().references('clientes.id').onDelete('cascade');

export const m0037_bettaid: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('bt_folios')
      .addColumn('cliente_id', 'text', cliente)
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('last', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('bt_folios_pk', ['cliente_id', 'year'])
      .execute();

    await db.schema
      .createTable('bt_archivos')
      .addColumn('cliente_id', 'text', cliente)
      .addColumn('sha256', 'text', (c) => c.notNull())
      .addColumn('mime', 'text', (c) => c.notNull())
      .addColumn('bytes', 'integer', (c) => c.notNull())
      .addColumn('stored_name', 'text', (c) => c.notNull())
      .addColumn('uploaded_by', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('bt_archivos_pk', ['cliente_id', 'sha256'])
      .execute();

    await db.schema
      .createTable('bt_plantillas')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', cliente)
      .addColumn('nombre', 'text', (c) => c.notNull())
      .addColumn('orientacion', 'text', (c) => c.notNull().check(check('orientacion', ['horizontal', 'vertical'])))
      .addColumn('color_primario', 'text', (c) => c.notNull())
      .addColumn('color_secundario', 'text', (c) => c.notNull())
      .addColumn('color_texto', 'text', (c) => c.notNull())
      .addColumn('logo_sha256', 'text')
      .addColumn('campos', 'text', (c) => c.notNull())
      .addColumn('vigencia_meses', 'integer', (c) => c.notNull())
      .addColumn('texto_reverso', 'text', (c) => c.notNull())
      .addColumn('activa', 'integer', (c) => c.notNull())
      .addColumn('search_text', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_by', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('bt_plantillas_cliente_idx').on('bt_plantillas').columns(['cliente_id', 'nombre']).execute();

    await db.schema
      .createTable('bt_credenciales')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', cliente)
      .addColumn('folio', 'text', (c) => c.notNull())
      .addColumn('plantilla_id', 'text', (c) => c.notNull().references('bt_plantillas.id').onDelete('cascade'))
      .addColumn('habitante_id', 'text', (c) => c.notNull())
      .addColumn('nombre_completo', 'text', (c) => c.notNull())
      .addColumn('search_text', 'text', (c) => c.notNull())
      .addColumn('foto_sha256', 'text')
      .addColumn('emitida_en', 'text', (c) => c.notNull())
      .addColumn('vence_en', 'text', (c) => c.notNull())
      .addColumn('revocada_en', 'text')
      .addColumn('motivo_revocacion', 'text')
      .addColumn('revocada_por', 'text')
      .addColumn('reemplazada_por', 'text')
      .addColumn('emitida_por', 'text')
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('bt_credenciales_folio_uq', ['cliente_id', 'folio'])
      .execute();
    await db.schema
      .createIndex('bt_credenciales_una_uq')
      .on('bt_credenciales')
      .columns(['cliente_id', 'plantilla_id', 'habitante_id'])
      .unique()
      .where(sql.ref('revocada_en'), 'is', null)
      .execute();
    await db.schema.createIndex('bt_credenciales_emitida_idx').on('bt_credenciales').columns(['cliente_id', 'emitida_en']).execute();
    await db.schema.createIndex('bt_credenciales_habitante_idx').on('bt_credenciales').columns(['cliente_id', 'habitante_id']).execute();
    await db.schema.createIndex('bt_credenciales_revocada_idx').on('bt_credenciales').columns(['cliente_id', 'revocada_en']).execute();

    await db.schema
      .createTable('bt_eventos')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', cliente)
      .addColumn('credencial_id', 'text', (c) => c.notNull().references('bt_credenciales.id').onDelete('cascade'))
      .addColumn('tipo', 'text', (c) => c.notNull().check(check('tipo', ['emitida', 'editada', 'impresa', 'revocada'])))
      .addColumn('autor_id', 'text')
      .addColumn('datos', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('bt_eventos_credencial_idx').on('bt_eventos').columns(['credencial_id', 'created_at']).execute();
  },
  async down(db: Kysely<any>) {
    for (const t of ['bt_eventos', 'bt_credenciales', 'bt_plantillas', 'bt_archivos', 'bt_folios']) await db.schema.dropTable(t).execute();
  },
};
