import { sql, type Kysely, type Migration } from 'kysely';

/*
 * Chat, notifications and the quick panel (issue 7). Every row carries its cliente so each query is
 * scoped by the token's cliente. A chat is one row per pair of users in a cliente (user_a < user_b), so
 * "the pair's chat" is a lookup, never something a client can name for someone else. The last message
 * is kept on the chat row so a chat list is one query.
 */
const check = (column: string, values: readonly string[]) => sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

export const m0003_realtime: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('chats')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('user_a', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('user_b', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('last_message', 'text')
      .addColumn('last_message_at', 'text')
      .addColumn('last_message_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('chats_pair_uq', ['cliente_id', 'user_a', 'user_b'])
      .addCheckConstraint('chats_pair_order', sql`${sql.ref('user_a')} < ${sql.ref('user_b')}`)
      .execute();
    await db.schema.createIndex('chats_user_b_idx').on('chats').columns(['cliente_id', 'user_b']).execute();

    await db.schema
      .createTable('chat_messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('chat_id', 'text', (c) => c.notNull().references('chats.id').onDelete('cascade'))
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('sender_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('recipient_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('read_at', 'text')
      .execute();
    await db.schema.createIndex('chat_messages_chat_idx').on('chat_messages').columns(['chat_id', 'created_at', 'id']).execute();
    await db.schema.createIndex('chat_messages_unread_idx').on('chat_messages').columns(['cliente_id', 'recipient_id', 'read_at']).execute();

    await db.schema
      .createTable('chat_status')
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull().check(check('status', ['online', 'do-not-disturb', 'away'])))
      .addPrimaryKeyConstraint('chat_status_pk', ['cliente_id', 'user_id'])
      .execute();

    await db.schema
      .createTable('notifications')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('variant', 'text', (c) => c.notNull().check(check('variant', ['success', 'error', 'warning', 'info'])))
      .addColumn('url', 'text')
      .addColumn('dismissed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['cliente_id', 'user_id', 'dismissed', 'created_at']).execute();

    await db.schema
      .createTable('agenda_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('starts_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('agenda_events_cliente_idx').on('agenda_events').columns(['cliente_id', 'starts_at']).execute();

    await db.schema
      .createTable('quick_notes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('quick_notes_user_idx').on('quick_notes').columns(['cliente_id', 'user_id', 'created_at']).execute();
  },
  async down(db: Kysely<any>) {
    for (const t of ['quick_notes', 'agenda_events', 'notifications', 'chat_status', 'chat_messages', 'chats']) {
      await db.schema.dropTable(t).execute();
    }
  },
};
