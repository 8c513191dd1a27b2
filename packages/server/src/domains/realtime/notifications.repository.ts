import type { Kysely, Selectable } from 'kysely';
import { NOTIFICATION_PAGE_SIZE, type Notification } from '@sig/shared/contract';
import type { Database, NotificationsTable } from '../../db/schema';
import { bool } from '../../lib/json';
import { sortableId } from '../../lib/sortableId';

type Db = Kysely<Database>;

export interface NewNotification {
  message: string;
  variant: Notification['options']['variant'];
  url: string | null;
}

const toNotification = (r: Selectable<NotificationsTable>): Notification => ({
  id: r.id,
  message: r.message,
  options: { variant: r.variant },
  url: r.url,
  dismissed: bool(r.dismissed),
  createdAt: r.created_at,
});

export async function insertNotification(db: Db, clienteId: string, userId: string, n: NewNotification, now: string): Promise<Notification> {
  const row = { id: sortableId(), cliente_id: clienteId, user_id: userId, message: n.message, variant: n.variant, url: n.url, dismissed: 0, created_at: now };
  await db.insertInto('notifications').values(row).execute();
  return toNotification(row);
}

/** Undismissed, newest first. */
export async function listNotifications(db: Db, clienteId: string, userId: string): Promise<Notification[]> {
  const rows = await db
    .selectFrom('notifications')
    .selectAll()
    .where('cliente_id', '=', clienteId)
    .where('user_id', '=', userId)
    .where('dismissed', '=', 0)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(NOTIFICATION_PAGE_SIZE)
    .execute();
  return rows.map(toNotification);
}

/** Dismisses one of the user's own notifications; false when there is none with that id. */
export async function dismissNotification(db: Db, clienteId: string, userId: string, id: string): Promise<boolean> {
  const found = await db.selectFrom('notifications').select('dismissed').where('id', '=', id).where('cliente_id', '=', clienteId).where('user_id', '=', userId).executeTakeFirst();
  if (!found) return false;
  await db.updateTable('notifications').set({ dismissed: 1 }).where('id', '=', id).where('cliente_id', '=', clienteId).where('user_id', '=', userId).execute();
  return true;
}

export async function dismissAll(db: Db, clienteId: string, userId: string): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ dismissed: 1 })
    .where('cliente_id', '=', clienteId)
    .where('user_id', '=', userId)
    .where('dismissed', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
