import { sql, type Kysely, type Migration } from 'kysely';

/*
 * Issue 27 (bot and contact centre). Every row carries cliente_id. A flow is a draft (one per cliente, with
 * a version for concurrent editors) and its published versions (never changed; a conversation names the one
 * it started with). Messages are numbered per conversation (`seq`, what the web chat reads "since"), and a
 * provider's message id is unique per channel, so a replayed webhook is stored once. The queue is read
 * oldest first by (cliente_id, estado, queued_at); an agent's load by (cliente_id, agente_id, estado).
 * Habitantes get an index on their phone: an inbound contact is matched to one by it.
 */

const check = (column: string, values: readonly string[]) => sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
const cliente = (c: any) => c.notNull().references('clientes.id').onDelete('cascade');

export const m0033_bot: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('bot_settings')
      .addColumn('cliente_id', 'text', (c) => c.primaryKey().references('clientes.id').onDelete('cascade'))
      .addColumn('max_por_agente', 'integer', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('bot_channels')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', cliente)
      .addColumn('nombre', 'text', (c) => c.notNull())
      .addColumn('tipo', 'text', (c) => c.notNull().check(check('tipo', ['web', 'webhook', 'whatsapp'])))
      .addColumn('secreto', 'text')
      .addColumn('config', 'text', (c) => c.notNull())
      .addColumn('activo', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('bot_channels_cliente').on('bot_channels').columns(['cliente_id', 'created_at']).execute();
    await db.schema
      .createTable('bot_flow_drafts')
      .addColumn('cliente_id', 'text', (c) => c.primaryKey().references('clientes.id').onDelete('cascade'))
      .addColumn('definicion', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('updated_by', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('bot_flow_versions')
      .addColumn('cliente_id', 'text', cliente)
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('definicion', 'text', (c) => c.notNull())
      .addColumn('published_by', 'text')
      .addColumn('published_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('bot_flow_versions_pk', ['cliente_id', 'version'])
      .execute();
    await db.schema
      .createTable('bot_contacts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', cliente)
      .addColumn('channel_id', 'text', (c) => c.notNull().references('bot_channels.id').onDelete('cascade'))
      .addColumn('external_id', 'text', (c) => c.notNull())
      .addColumn('nombre', 'text', (c) => c.notNull())
      .addColumn('telefono', 'text')
      .addColumn('habitante_id', 'text')
      .addColumn('habitante_via', 'text')
      .addColumn('last_inbound_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('bot_contacts_external').on('bot_contacts').columns(['channel_id', 'external_id']).unique().execute();
    await db.schema.createIndex('bot_contacts_recent').on('bot_contacts').columns(['cliente_id', 'last_inbound_at']).execute();
    await db.schema
      .createTable('bot_conversations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', cliente)
      .addColumn('contact_id', 'text', (c) => c.notNull().references('bot_contacts.id').onDelete('cascade'))
      .addColumn('channel_id', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text')
      .addColumn('flow_version', 'integer')
      .addColumn('node_id', 'text')
      .addColumn('datos', 'text', (c) => c.notNull())
      .addColumn('estado', 'text', (c) => c.notNull().check(check('estado', ['bot', 'en_cola', 'asignada', 'cerrada'])))
      .addColumn('agente_id', 'text')
      .addColumn('queued_at', 'text')
      .addColumn('assigned_at', 'text')
      .addColumn('first_response_at', 'text')
      .addColumn('first_response_ms', 'integer')
      .addColumn('closed_at', 'text')
      .addColumn('motivo', 'text')
      .addColumn('case_id', 'text')
      .addColumn('folio', 'text')
      .addColumn('no_leidos', 'integer', (c) => c.notNull())
      .addColumn('last_seq', 'integer', (c) => c.notNull())
      .addColumn('last_inbound_at', 'text')
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('bot_conversations_token').on('bot_conversations').column('token_hash').unique().execute();
    await db.schema.createIndex('bot_conversations_queue').on('bot_conversations').columns(['cliente_id', 'estado', 'queued_at']).execute();
    await db.schema.createIndex('bot_conversations_agent').on('bot_conversations').columns(['cliente_id', 'agente_id', 'estado']).execute();
    await db.schema.createIndex('bot_conversations_contact').on('bot_conversations').columns(['contact_id', 'created_at']).execute();
    await db.schema.createIndex('bot_conversations_first').on('bot_conversations').columns(['cliente_id', 'first_response_at']).execute();
    await db.schema
      .createTable('bot_messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', cliente)
      .addColumn('conversation_id', 'text', (c) => c.notNull().references('bot_conversations.id').onDelete('cascade'))
      .addColumn('channel_id', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('autor', 'text', (c) => c.notNull().check(check('autor', ['contacto', 'bot', 'agente'])))
      .addColumn('tipo', 'text', (c) => c.notNull().check(check('tipo', ['texto', 'ubicacion', 'foto', 'plantilla'])))
      .addColumn('texto', 'text', (c) => c.notNull())
      .addColumn('datos', 'text', (c) => c.notNull())
      .addColumn('provider_id', 'text')
      .addColumn('agente_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('bot_messages_seq').on('bot_messages').columns(['conversation_id', 'seq']).unique().execute();
    // several NULLs are distinct in a unique index on both databases: only providers' ids must be unique
    await db.schema.createIndex('bot_messages_provider').on('bot_messages').columns(['channel_id', 'provider_id']).unique().execute();
    await db.schema
      .createTable('bot_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', cliente)
      .addColumn('conversation_id', 'text')
      .addColumn('tipo', 'text', (c) => c.notNull())
      .addColumn('antes', 'text', (c) => c.notNull())
      .addColumn('despues', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'text')
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('bot_events_conversation').on('bot_events').columns(['cliente_id', 'conversation_id', 'at']).execute();
    for (const [table, cols] of [
      ['bot_canned', ['titulo', 'texto', 'created_at', 'updated_at']],
      ['bot_templates', ['nombre', 'texto', 'created_at']],
    ] as const) {
      let t = db.schema.createTable(table).addColumn('id', 'text', (c) => c.primaryKey()).addColumn('cliente_id', 'text', cliente);
      for (const col of cols) t = t.addColumn(col, 'text', (c) => c.notNull());
      if (table === 'bot_templates') t = t.addColumn('aprobada', 'integer', (c) => c.notNull());
      await t.execute();
      await db.schema.createIndex(`${table}_cliente`).on(table).columns(['cliente_id', 'created_at']).execute();
    }
    await db.schema
      .createTable('bot_outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', cliente)
      .addColumn('channel_id', 'text', (c) => c.notNull())
      .addColumn('conversation_id', 'text', (c) => c.notNull())
      .addColumn('destino', 'text', (c) => c.notNull())
      .addColumn('adapter', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('estado', 'text', (c) => c.notNull().check(check('estado', ['escrito', 'enviado', 'fallido'])))
      .addColumn('error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('bot_outbox_conversation').on('bot_outbox').columns(['conversation_id', 'created_at']).execute();
    await db.schema.createIndex('habitantes_telefono').on('habitantes').columns(['cliente_id', 'telefono']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('habitantes_telefono').execute();
    for (const t of ['bot_outbox', 'bot_templates', 'bot_canned', 'bot_events', 'bot_messages', 'bot_conversations', 'bot_contacts', 'bot_flow_versions', 'bot_flow_drafts', 'bot_channels', 'bot_settings']) {
      await db.schema.dropTable(t).execute();
    }
  },
};
