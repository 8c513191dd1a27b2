import { sql, type Kysely, type Transaction } from 'kysely';
import type { BotContactFilter } from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import type {
  BotCannedTable,
  BotChannelsTable,
  BotContactsTable,
  BotConversationsTable,
  BotEventsTable,
  BotMessagesTable,
  BotOutboxTable,
  BotTemplatesTable,
} from '../../db/schema.bot';

/* Every query of the bot. Each takes the cliente first and is scoped by it, except the two lookups a public caller starts from (a channel by id, a conversation by its token's hash), whose rows name their cliente. */

export type Db = Kysely<Database> | Transaction<Database>;

// ---- settings, channels

export const findSettings = (db: Db, clienteId: string) => db.selectFrom('bot_settings').selectAll().where('cliente_id', '=', clienteId).executeTakeFirst();

/** Writes the settings if `version` is still the stored one (0: none stored yet); false otherwise. */
export async function saveSettings(db: Db, clienteId: string, maxPorAgente: number, version: number, now: string): Promise<boolean> {
  if (version === 0) {
    const r = await db.insertInto('bot_settings').values({ cliente_id: clienteId, max_por_agente: maxPorAgente, version: 1, updated_at: now }).onConflict((oc) => oc.column('cliente_id').doNothing()).executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  const r = await db.updateTable('bot_settings').set({ max_por_agente: maxPorAgente, version: version + 1, updated_at: now }).where('cliente_id', '=', clienteId).where('version', '=', version).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export const insertChannel = (db: Db, row: BotChannelsTable) => db.insertInto('bot_channels').values(row).execute();
export const listChannels = (db: Db, clienteId: string) => db.selectFrom('bot_channels').selectAll().where('cliente_id', '=', clienteId).orderBy('created_at').orderBy('id').execute();
/** A channel by id alone: the webhook's and the public chat's starting point (the row names its cliente). */
export const findChannel = (db: Db, id: string) => db.selectFrom('bot_channels').selectAll().where('id', '=', id).where('activo', '=', 1).executeTakeFirst();

// ---- flows

export const findDraft = (db: Db, clienteId: string) => db.selectFrom('bot_flow_drafts').selectAll().where('cliente_id', '=', clienteId).executeTakeFirst();

/** Saves the draft if `version` is still the stored one (0: none yet); false when someone saved meanwhile. */
export async function saveDraft(db: Db, clienteId: string, definicion: string, version: number, userId: string, now: string): Promise<boolean> {
  if (version === 0) {
    const r = await db
      .insertInto('bot_flow_drafts')
      .values({ cliente_id: clienteId, definicion, version: 1, updated_by: userId, updated_at: now })
      .onConflict((oc) => oc.column('cliente_id').doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  const r = await db.updateTable('bot_flow_drafts').set({ definicion, version: version + 1, updated_by: userId, updated_at: now }).where('cliente_id', '=', clienteId).where('version', '=', version).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export const latestVersion = (db: Db, clienteId: string) =>
  db.selectFrom('bot_flow_versions').selectAll().where('cliente_id', '=', clienteId).orderBy('version', 'desc').limit(1).executeTakeFirst();
export const findVersion = (db: Db, clienteId: string, version: number) =>
  db.selectFrom('bot_flow_versions').selectAll().where('cliente_id', '=', clienteId).where('version', '=', version).executeTakeFirst();
export const listVersions = (db: Db, clienteId: string) =>
  db.selectFrom('bot_flow_versions').select(['version', 'published_at', 'published_by']).where('cliente_id', '=', clienteId).orderBy('version', 'desc').limit(50).execute();
/** A new version; the primary key refuses a second writer of the same number (a 409 from the error handler). */
export const insertVersion = (db: Db, row: { cliente_id: string; version: number; definicion: string; published_by: string; published_at: string }) =>
  db.insertInto('bot_flow_versions').values(row).execute();

// ---- contacts

export const findContactByExternal = (db: Db, channelId: string, externalId: string) =>
  db.selectFrom('bot_contacts').selectAll().where('channel_id', '=', channelId).where('external_id', '=', externalId).executeTakeFirst();
export const insertContact = (db: Db, row: BotContactsTable) => db.insertInto('bot_contacts').values(row).execute();
export const updateContact = (db: Db, clienteId: string, id: string, patch: Partial<BotContactsTable>) =>
  db.updateTable('bot_contacts').set(patch).where('cliente_id', '=', clienteId).where('id', '=', id).execute();

const contactColumns = ['k.id', 'k.cliente_id', 'k.channel_id', 'k.external_id', 'k.nombre', 'k.telefono', 'k.habitante_id', 'k.habitante_via', 'k.last_inbound_at', 'k.created_at', 'ch.tipo as canal', 'h.nombre as h_nombre', 'h.apellidos as h_apellidos'] as const;

function contactsBase(db: Db, clienteId: string) {
  return db
    .selectFrom('bot_contacts as k')
    .innerJoin('bot_channels as ch', 'ch.id', 'k.channel_id')
    .leftJoin('habitantes as h', (j) => j.onRef('h.id', '=', 'k.habitante_id').onRef('h.cliente_id', '=', 'k.cliente_id'))
    .where('k.cliente_id', '=', clienteId);
}

export const findContact = (db: Db, clienteId: string, id: string) => contactsBase(db, clienteId).select(contactColumns).where('k.id', '=', id).executeTakeFirst();
export type ContactRow = NonNullable<Awaited<ReturnType<typeof findContact>>>;

/**
 * A page of contacts, newest activity first, and how many match. unread: a conversation with unread messages;
 * assigned: an open conversation assigned to `userId`; closed: the newest conversation is closed.
 */
export async function listContacts(db: Db, clienteId: string, filtro: BotContactFilter, userId: string, page: number, pageSize: number): Promise<{ rows: ContactRow[]; total: number }> {
  let q = contactsBase(db, clienteId);
  const convs = (eb: any) => eb.selectFrom('bot_conversations as c').select('c.id').whereRef('c.contact_id', '=', 'k.id');
  if (filtro === 'unread') q = q.where((eb) => eb.exists(convs(eb).where('c.no_leidos', '>', 0).where('c.estado', '!=', 'cerrada')));
  if (filtro === 'assigned') q = q.where((eb) => eb.exists(convs(eb).where('c.agente_id', '=', userId).where('c.estado', '=', 'asignada')));
  if (filtro === 'closed') q = q.where((eb) => eb.and([eb.exists(convs(eb).where('c.estado', '=', 'cerrada')), eb.not(eb.exists(convs(eb).where('c.estado', '!=', 'cerrada')))]));
  const { total } = await q.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow();
  const rows = await q
    .select(contactColumns)
    .orderBy(sql`coalesce(k.last_inbound_at, k.created_at)`, 'desc')
    .orderBy('k.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { rows, total: Number(total) };
}

// ---- conversations

export const insertConversation = (db: Db, row: BotConversationsTable) => db.insertInto('bot_conversations').values(row).execute();

const conversationColumns = [
  'c.id', 'c.cliente_id', 'c.contact_id', 'c.channel_id', 'c.token_hash', 'c.flow_version', 'c.node_id', 'c.datos', 'c.estado', 'c.agente_id', 'c.queued_at', 'c.assigned_at',
  'c.first_response_at', 'c.first_response_ms', 'c.closed_at', 'c.motivo', 'c.case_id', 'c.folio', 'c.no_leidos', 'c.last_seq', 'c.last_inbound_at', 'c.version', 'c.created_at', 'c.updated_at',
  'k.nombre as contacto_nombre', 'k.telefono as contacto_telefono', 'ch.tipo as canal', 'u.display_name as agente_nombre',
] as const;

function conversationsBase(db: Db, clienteId: string) {
  return db
    .selectFrom('bot_conversations as c')
    .innerJoin('bot_contacts as k', 'k.id', 'c.contact_id')
    .innerJoin('bot_channels as ch', 'ch.id', 'c.channel_id')
    .leftJoin('users as u', 'u.id', 'c.agente_id')
    .where('c.cliente_id', '=', clienteId)
    .select(conversationColumns);
}
export type ConversationRow = NonNullable<Awaited<ReturnType<typeof findConversation>>>;

export const findConversation = (db: Db, clienteId: string, id: string) => conversationsBase(db, clienteId).where('c.id', '=', id).executeTakeFirst();
export const findConversationByToken = (db: Db, tokenHash: string) =>
  db.selectFrom('bot_conversations').select(['id', 'cliente_id', 'channel_id', 'estado', 'last_seq']).where('token_hash', '=', tokenHash).executeTakeFirst();
/** The contact's conversation still open (a provider channel continues it), if any. */
export const openConversationOf = (db: Db, clienteId: string, contactId: string) =>
  db.selectFrom('bot_conversations').select('id').where('cliente_id', '=', clienteId).where('contact_id', '=', contactId).where('estado', '!=', 'cerrada').orderBy('created_at', 'desc').limit(1).executeTakeFirst();
export const conversationsOfContact = (db: Db, clienteId: string, contactId: string) =>
  conversationsBase(db, clienteId).where('c.contact_id', '=', contactId).orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(100).execute();
/** The waiting conversations, oldest first. */
export const listQueue = (db: Db, clienteId: string) => conversationsBase(db, clienteId).where('c.estado', '=', 'en_cola').orderBy('c.queued_at').orderBy('c.id').limit(500).execute();
export const oldestWaiting = (db: Db, clienteId: string) =>
  db.selectFrom('bot_conversations').select('id').where('cliente_id', '=', clienteId).where('estado', '=', 'en_cola').orderBy('queued_at').orderBy('id').limit(1).executeTakeFirst();
export const listAgentOpen = (db: Db, clienteId: string, agentId: string) =>
  conversationsBase(db, clienteId).where('c.agente_id', '=', agentId).where('c.estado', '=', 'asignada').orderBy('c.assigned_at').orderBy('c.id').execute();
export async function countAgentOpen(db: Db, clienteId: string, agentId: string): Promise<number> {
  const r = await db.selectFrom('bot_conversations').select((eb) => eb.fn.countAll<string | number>().as('n')).where('cliente_id', '=', clienteId).where('agente_id', '=', agentId).where('estado', '=', 'asignada').executeTakeFirstOrThrow();
  return Number(r.n);
}
/** Open (assigned) conversations per agent of the cliente. */
export async function openPerAgent(db: Db, clienteId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('bot_conversations')
    .select((eb) => ['agente_id', eb.fn.countAll<string | number>().as('n')])
    .where('cliente_id', '=', clienteId)
    .where('estado', '=', 'asignada')
    .where('agente_id', 'is not', null)
    .groupBy('agente_id')
    .execute();
  return new Map(rows.map((r) => [r.agente_id as string, Number(r.n)]));
}
export async function countWaiting(db: Db, clienteId: string): Promise<number> {
  const r = await db.selectFrom('bot_conversations').select((eb) => eb.fn.countAll<string | number>().as('n')).where('cliente_id', '=', clienteId).where('estado', '=', 'en_cola').executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Applies the change only while the conversation is in one of `estados` (the race's loser changes nothing); false then. */
export async function updateConversation(db: Db, clienteId: string, id: string, patch: Partial<BotConversationsTable>, estados?: readonly BotConversationsTable['estado'][]): Promise<boolean> {
  let q = db.updateTable('bot_conversations').set(patch).where('cliente_id', '=', clienteId).where('id', '=', id);
  if (estados) q = q.where('estado', 'in', estados);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The next message number of the conversation (the row stays locked until the transaction ends, so numbers never repeat). */
export async function nextSeq(db: Db, clienteId: string, id: string): Promise<number> {
  const r = await db
    .updateTable('bot_conversations')
    .set((eb) => ({ last_seq: eb('last_seq', '+', 1) }))
    .where('cliente_id', '=', clienteId)
    .where('id', '=', id)
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  return Number(r.last_seq);
}

/**
 * A citizen's message arrives: takes its number, and counts it unread while a person holds the conversation, in
 * one statement (it answers the conversation as it is now, seq taken). The busiest write of the contact centre:
 * it was a read and two updates.
 */
export async function claimInbound(db: Db, clienteId: string, id: string, at: string) {
  return db
    .updateTable('bot_conversations')
    .set((eb) => ({
      last_seq: eb('last_seq', '+', 1),
      no_leidos: eb.case().when('estado', '=', 'bot').then(eb.ref('no_leidos')).else(eb('no_leidos', '+', 1)).end(),
      last_inbound_at: at,
      updated_at: at,
    }))
    .where('cliente_id', '=', clienteId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

// ---- messages

export const findMessageByProvider = (db: Db, channelId: string, providerId: string) =>
  db.selectFrom('bot_messages').select('id').where('channel_id', '=', channelId).where('provider_id', '=', providerId).executeTakeFirst();
/** Inserts the message; false when its provider id is already stored (a replay racing the first delivery). */
export async function insertMessage(db: Db, row: BotMessagesTable): Promise<boolean> {
  const r = await db.insertInto('bot_messages').values(row).onConflict((oc) => oc.columns(['channel_id', 'provider_id']).doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}
export const listMessages = (db: Db, clienteId: string, conversationId: string, sinceSeq: number) =>
  db.selectFrom('bot_messages').selectAll().where('cliente_id', '=', clienteId).where('conversation_id', '=', conversationId).where('seq', '>', sinceSeq).orderBy('seq').limit(500).execute();

// ---- history

export const insertEvent = (db: Db, row: BotEventsTable) => db.insertInto('bot_events').values(row).execute();
export const listEvents = (db: Db, clienteId: string, conversationId: string) =>
  db
    .selectFrom('bot_events as e')
    .leftJoin('users as u', 'u.id', 'e.actor_id')
    .selectAll('e')
    .select('u.display_name as actor_nombre')
    .where('e.cliente_id', '=', clienteId)
    .where('e.conversation_id', '=', conversationId)
    .orderBy('e.at')
    .orderBy('e.id')
    .execute();

// ---- canned answers, templates, outbox

export const listCanned = (db: Db, clienteId: string) => db.selectFrom('bot_canned').selectAll().where('cliente_id', '=', clienteId).orderBy('titulo').orderBy('id').execute();
export const findCanned = (db: Db, clienteId: string, id: string) => db.selectFrom('bot_canned').selectAll().where('cliente_id', '=', clienteId).where('id', '=', id).executeTakeFirst();
export const insertCanned = (db: Db, row: BotCannedTable) => db.insertInto('bot_canned').values(row).execute();
export const updateCanned = (db: Db, clienteId: string, id: string, patch: Pick<BotCannedTable, 'titulo' | 'texto' | 'updated_at'>) =>
  db.updateTable('bot_canned').set(patch).where('cliente_id', '=', clienteId).where('id', '=', id).execute();
export const deleteCanned = (db: Db, clienteId: string, id: string) => db.deleteFrom('bot_canned').where('cliente_id', '=', clienteId).where('id', '=', id).execute();

export const listTemplates = (db: Db, clienteId: string) => db.selectFrom('bot_templates').selectAll().where('cliente_id', '=', clienteId).orderBy('nombre').orderBy('id').execute();
export const findTemplate = (db: Db, clienteId: string, id: string) => db.selectFrom('bot_templates').selectAll().where('cliente_id', '=', clienteId).where('id', '=', id).executeTakeFirst();
export const insertTemplate = (db: Db, row: BotTemplatesTable) => db.insertInto('bot_templates').values(row).execute();

export const insertOutbox = (db: Db, row: BotOutboxTable) => db.insertInto('bot_outbox').values(row).execute();
export const setOutboxState = (db: Db, id: string, estado: BotOutboxTable['estado'], error: string | null) => db.updateTable('bot_outbox').set({ estado, error }).where('id', '=', id).execute();

// ---- catalogue and people lookups the bot needs

/** The first active origen of the cliente among these folded names, in that order of preference. */
export async function findOrigen(db: Db, clienteId: string, keys: string[]): Promise<string | undefined> {
  const rows = await db.selectFrom('origenes').select(['id', 'nombre_key']).where('cliente_id', '=', clienteId).where('activo', '=', 1).where('nombre_key', 'in', keys).execute();
  for (const k of keys) {
    const row = rows.find((r) => r.nombre_key === k);
    if (row) return row.id;
  }
  return undefined;
}

export const userNames = (db: Db, ids: string[]) => (ids.length ? db.selectFrom('users').select(['id', 'display_name']).where('id', 'in', ids).execute() : Promise.resolve([]));

// ---- metrics, in SQL

/** The median of first-response milliseconds of conversations first answered in [from, to): the middle one or the mean of the middle two. */
export async function medianFirstResponse(db: Db, clienteId: string, from: string, to: string): Promise<number | null> {
  const r = await sql<{ m: number | string | null }>`
    with r as (
      select first_response_ms as v, row_number() over (order by first_response_ms) as rn, count(*) over () as n
      from bot_conversations
      where cliente_id = ${clienteId} and first_response_at >= ${from} and first_response_at < ${to} and first_response_ms is not null
    )
    select avg(v) as m from r where rn in ((n + 1) / 2, (n + 2) / 2)`.execute(db);
  const m = r.rows[0]?.m;
  return m === null || m === undefined ? null : Number(m);
}

/** Per agent: open conversations now, and conversations closed in [from, to). */
export async function perAgent(db: Db, clienteId: string, from: string, to: string) {
  const rows = await db
    .selectFrom('bot_conversations as c')
    .innerJoin('users as u', 'u.id', 'c.agente_id')
    .select((eb) => [
      'c.agente_id as id',
      'u.display_name as nombre',
      eb.fn.sum<string | number>(eb.case().when('c.estado', '=', 'asignada').then(1).else(0).end()).as('abiertas'),
      eb.fn.sum<string | number>(eb.case().when(eb.and([eb('c.estado', '=', 'cerrada'), eb('c.closed_at', '>=', from), eb('c.closed_at', '<', to)])).then(1).else(0).end()).as('cerradas'),
    ])
    .where('c.cliente_id', '=', clienteId)
    .where((eb) => eb.or([eb('c.estado', '=', 'asignada'), eb.and([eb('c.estado', '=', 'cerrada'), eb('c.closed_at', '>=', from), eb('c.closed_at', '<', to)])]))
    .groupBy(['c.agente_id', 'u.display_name'])
    .orderBy('u.display_name')
    .execute();
  return rows.map((r) => ({ id: r.id as string, nombre: r.nombre, abiertas: Number(r.abiertas), cerradas: Number(r.cerradas) }));
}

/** The folios the bot filed for a contact. */
export const foliosOfContact = (db: Db, clienteId: string, contactId: string) =>
  db.selectFrom('bot_conversations').select('folio').where('cliente_id', '=', clienteId).where('contact_id', '=', contactId).where('folio', 'is not', null).orderBy('created_at', 'desc').execute();

/** Whether the cliente has an origen of that folded name at all (an administrator may have deactivated it: then it stays so). */
export const origenNamed = (db: Db, clienteId: string, key: string) => db.selectFrom('origenes').select('id').where('cliente_id', '=', clienteId).where('nombre_key', '=', key).executeTakeFirst();

/** The id of the cliente's tipo de reporte of that exact name (the demo seed's flow files demo tipos). */
export const tipoReporteNamed = async (db: Db, clienteId: string, nombre: string): Promise<string | undefined> =>
  (await db.selectFrom('tipos_reporte').select('id').where('cliente_id', '=', clienteId).where('nombre', '=', nombre).executeTakeFirst())?.id;
