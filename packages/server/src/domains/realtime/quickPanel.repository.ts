import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { QuickEvent, QuickItem, QuickNoteBody } from '@sig/shared/contract';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export const EVENTS_AHEAD_DAYS = 30;

/** The cliente's agenda from `now` to EVENTS_AHEAD_DAYS later, soonest first. */
export async function upcomingEvents(db: Db, clienteId: string, now: Date): Promise<QuickEvent[]> {
  const until = new Date(now.getTime() + EVENTS_AHEAD_DAYS * 24 * 3600 * 1000);
  const rows = await db
    .selectFrom('agenda_events')
    .select(['id', 'title', 'detail', 'starts_at'])
    .where('cliente_id', '=', clienteId)
    .where('starts_at', '>=', now.toISOString())
    .where('starts_at', '<=', until.toISOString())
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, title: r.title, detail: r.detail, startsAt: r.starts_at }));
}

export async function insertEvent(db: Db, clienteId: string, e: { title: string; detail: string; startsAt: Date }, now: string): Promise<void> {
  await db.insertInto('agenda_events').values({ id: randomUUID(), cliente_id: clienteId, title: e.title, detail: e.detail, starts_at: e.startsAt.toISOString(), created_at: now }).execute();
}

export async function countEvents(db: Db, clienteId: string): Promise<number> {
  const { n } = await db.selectFrom('agenda_events').select((eb) => eb.fn.countAll().as('n')).where('cliente_id', '=', clienteId).executeTakeFirstOrThrow();
  return Number(n);
}

/** The user's own notes in the cliente, newest first. */
export async function listNotes(db: Db, clienteId: string, userId: string): Promise<QuickItem[]> {
  return db
    .selectFrom('quick_notes')
    .select(['id', 'title', 'detail'])
    .where('cliente_id', '=', clienteId)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function insertNote(db: Db, clienteId: string, userId: string, note: QuickNoteBody, now: string): Promise<QuickItem> {
  const id = randomUUID();
  await db.insertInto('quick_notes').values({ id, cliente_id: clienteId, user_id: userId, title: note.title, detail: note.detail, created_at: now, updated_at: now }).execute();
  return { id, title: note.title, detail: note.detail };
}

export function findNote(db: Db, clienteId: string, userId: string, id: string): Promise<QuickItem | undefined> {
  return db.selectFrom('quick_notes').select(['id', 'title', 'detail']).where('id', '=', id).where('cliente_id', '=', clienteId).where('user_id', '=', userId).executeTakeFirst();
}

export async function updateNote(db: Db, clienteId: string, userId: string, id: string, note: QuickNoteBody, now: string): Promise<void> {
  await db
    .updateTable('quick_notes')
    .set({ title: note.title, detail: note.detail, updated_at: now })
    .where('id', '=', id)
    .where('cliente_id', '=', clienteId)
    .where('user_id', '=', userId)
    .execute();
}

export async function deleteNote(db: Db, clienteId: string, userId: string, id: string): Promise<void> {
  await db.deleteFrom('quick_notes').where('id', '=', id).where('cliente_id', '=', clienteId).where('user_id', '=', userId).execute();
}
